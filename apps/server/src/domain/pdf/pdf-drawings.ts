import type { TaxDocument } from '@aurelle/contract';
import { drawPackingSlipsPdf, type PackingSlip } from '../fulfilment/render-packing-slips-pdf.ts';
import { drawGiftCardReceiptPdf, type GiftCardReceipt } from '../gift-cards/render-gift-card-receipt-pdf.ts';
import { drawTaxDocumentPdf } from '../tax/render-tax-document-pdf.ts';

/** A PDF the shop makes, with what it is drawn from: plain data, so it can be sent to the PDF thread. */
export type PdfDrawing =
  | { kind: 'tax-document'; document: TaxDocument }
  | { kind: 'packing-slips'; shopName: string; slips: readonly PackingSlip[] }
  | { kind: 'gift-card-receipt'; receipt: GiftCardReceipt };

/** Draws a PDF in the thread that calls it. */
export function drawPdf(drawing: PdfDrawing): Promise<Buffer> {
  switch (drawing.kind) {
    case 'tax-document':
      return drawTaxDocumentPdf(drawing.document);
    case 'packing-slips':
      return drawPackingSlipsPdf(drawing.shopName, drawing.slips);
    case 'gift-card-receipt':
      return drawGiftCardReceiptPdf(drawing.receipt);
  }
}
