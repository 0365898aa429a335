import type PDFDocument from 'pdfkit';
import { importedOnFirstUse } from '../imported-on-first-use.ts';

type PdfKit = typeof PDFDocument;

/**
 * pdfkit (with fontkit, its fonts and decoders: ~6 MB of heap, ~20 MB resident) is loaded the first time a PDF is
 * made rather than when the server starts: most instances serve pages and the API for hours without making one.
 */
export const loadPdfKit: () => Promise<PdfKit> = importedOnFirstUse(() =>
  // A CommonJS module: what it exports is the dynamic import's default.
  import('pdfkit').then((module) => (module as unknown as { default: PdfKit }).default),
);
