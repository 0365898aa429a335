import type { FastifyReply } from 'fastify';
import type { TaxDocument } from '@aurelle/contract';
import { renderTaxDocumentPdf } from '../domain/pdf/render-pdf.ts';
import { taxDocumentFileName } from '../domain/tax/render-tax-document-pdf.ts';

/** A tax invoice or credit note as a PDF download, never cached (it names the shopper). */
export async function sendTaxDocument(reply: FastifyReply, document: TaxDocument): Promise<FastifyReply> {
  const pdf = await renderTaxDocumentPdf(document);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${taxDocumentFileName(document)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
