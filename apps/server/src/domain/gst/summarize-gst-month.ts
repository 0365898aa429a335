import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { TaxDocument } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { taxDocuments } from '../../db/schema/index.ts';
import { computeGstSummary, type CreditedInvoice, type GstSummaryPaise } from './compute-gst-summary.ts';
import { gstMonth } from './gst-month.ts';

/**
 * The GST summary of a calendar month in India's time: every invoice and credit note issued in it, as
 * stored, and the invoices its credit notes refer to (which may be older). 400 for a month after the current one.
 */
export async function summarizeGstMonth(db: DbOrTx, input: { month: string; now?: Date }): Promise<GstSummaryPaise> {
  const month = gstMonth(input.month, input.now);
  const documents = await db
    .select({
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      sequence: taxDocuments.sequence,
      issuedAt: taxDocuments.issuedAt,
      document: taxDocuments.document,
    })
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issuedAt, month.start), lt(taxDocuments.issuedAt, month.end)))
    .orderBy(asc(taxDocuments.kind), asc(taxDocuments.financialYear), asc(taxDocuments.sequence));

  const creditedNumbers = [
    ...new Set(
      documents.flatMap(({ kind, document }) => (kind === 'credit-note' && document.creditFor ? [document.creditFor.invoiceNumber] : [])),
    ),
  ];
  const credited =
    creditedNumbers.length === 0
      ? []
      : await db
          .select({
            number: taxDocuments.number,
            totalPaise: taxDocuments.totalPaise,
            supplyType: sql<TaxDocument['supplyType']>`${taxDocuments.document} ->> 'supplyType'`,
          })
          .from(taxDocuments)
          .where(and(eq(taxDocuments.kind, 'invoice'), inArray(taxDocuments.number, creditedNumbers)));
  const creditedInvoices = new Map<string, CreditedInvoice>(credited.map((invoice) => [invoice.number, invoice]));
  return computeGstSummary(month, documents, creditedInvoices);
}
