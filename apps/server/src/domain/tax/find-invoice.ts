import { and, eq } from 'drizzle-orm';
import type { TaxDocument } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orders, taxDocuments } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';

export const INVOICE_NOT_FOUND_MESSAGE = 'No invoice has been issued for this order yet';

/**
 * An order's tax invoice as issued, or undefined before it is. With a shopper's id only their own order's: another
 * shopper's order answers exactly like an order without an invoice.
 */
export async function issuedInvoice(db: DbOrTx, input: { orderId: string; userId?: string }): Promise<TaxDocument | undefined> {
  const [row] = await db
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(
      and(
        eq(taxDocuments.orderId, input.orderId),
        eq(taxDocuments.kind, 'invoice'),
        input.userId === undefined ? undefined : eq(orders.userId, input.userId),
      ),
    )
    .limit(1);
  return row?.document;
}

/** The invoice for a download: 404 when there is none (yet) for this shopper. */
export async function findInvoice(db: DbOrTx, input: { orderId: string; userId?: string }): Promise<TaxDocument> {
  const invoice = await issuedInvoice(db, input);
  if (!invoice) throw notFound(INVOICE_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'invoice' });
  return invoice;
}

export const CREDIT_NOTE_NOT_FOUND_MESSAGE = 'Credit note not found';

/** A credit note by its id for a download; with a shopper's id only one of their own orders'. */
export async function findCreditNote(db: DbOrTx, input: { documentId: string; userId?: string }): Promise<TaxDocument> {
  const [row] = await db
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(
      and(
        eq(taxDocuments.id, input.documentId),
        eq(taxDocuments.kind, 'credit-note'),
        input.userId === undefined ? undefined : eq(orders.userId, input.userId),
      ),
    )
    .limit(1);
  if (!row) throw notFound(CREDIT_NOTE_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'credit-note' });
  return row.document;
}
