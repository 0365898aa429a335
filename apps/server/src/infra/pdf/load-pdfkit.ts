import type PDFDocument from 'pdfkit';

type PdfKit = typeof PDFDocument;

let loading: Promise<PdfKit> | undefined;

/**
 * pdfkit (with fontkit, its fonts and decoders: ~6 MB of heap, ~20 MB resident) is loaded the first time a PDF is
 * made rather than when the server starts: most instances serve pages and the API for hours without making one.
 */
export function loadPdfKit(): Promise<PdfKit> {
  // A CommonJS module: what it exports is the dynamic import's default.
  loading ??= import('pdfkit').then((module) => (module as unknown as { default: PdfKit }).default);
  return loading;
}
