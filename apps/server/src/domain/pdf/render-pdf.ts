import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TaxDocument } from '@aurelle/contract';
import { PdfThread } from '../../infra/pdf/pdf-thread.ts';
import type { PackingSlip } from '../fulfilment/render-packing-slips-pdf.ts';
import type { GiftCardReceipt } from '../gift-cards/render-gift-card-receipt-pdf.ts';
import { taxDocumentFileName } from '../tax/render-tax-document-pdf.ts';
import { drawPdf, type PdfDrawing } from './pdf-drawings.ts';

/**
 * The built PDF thread, beside the built server (dist/pdf-worker.js, as this module is bundled into dist/server.js);
 * none when the server runs from its sources (development, tests), where PDFs are drawn in this thread.
 */
const PDF_WORKER_FILE = new URL('./pdf-worker.js', import.meta.url);
let pdfThread: PdfThread<PdfDrawing> | null | undefined;

/** Makes a PDF in the PDF thread when the server is the built one (decision 123), in this thread otherwise. */
function renderPdf(drawing: PdfDrawing): Promise<Buffer> {
  pdfThread ??= existsSync(fileURLToPath(PDF_WORKER_FILE)) ? new PdfThread<PdfDrawing>(PDF_WORKER_FILE) : null;
  return pdfThread ? pdfThread.draw(drawing) : drawPdf(drawing);
}

/** A tax invoice or credit note as a PDF. */
export function renderTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  return renderPdf({ kind: 'tax-document', document });
}

/** A tax document as an e-mail attachment: its PDF under its file name. */
export async function taxDocumentAttachment(document: TaxDocument): Promise<{ filename: string; content: Buffer; contentType: string }> {
  return { filename: taxDocumentFileName(document), content: await renderTaxDocumentPdf(document), contentType: 'application/pdf' };
}

/** Packing slips for several orders in one PDF. */
export function renderPackingSlipsPdf(shopName: string, slips: readonly PackingSlip[]): Promise<Buffer> {
  return renderPdf({ kind: 'packing-slips', shopName, slips });
}

/** A gift card purchase's receipt. */
export function renderGiftCardReceiptPdf(receipt: GiftCardReceipt): Promise<Buffer> {
  return renderPdf({ kind: 'gift-card-receipt', receipt });
}
