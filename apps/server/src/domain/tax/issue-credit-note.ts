import type { TaxDocument, TaxDocumentLine } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { taxDocuments } from '../../db/schema/index.ts';
import { formatDocumentNumber, takeNextSequence } from './document-number.ts';
import { issuedInvoice } from './find-invoice.ts';
import { financialYearOf } from './financial-year.ts';
import { readShopSettings } from './shop-settings.ts';
import { shareOut, splitGst, sumTaxLines } from './split-gst.ts';
import type { IssuedDocument } from './issue-invoice.ts';

export interface CreditNoteInput {
  orderId: string;
  amountPaise: number;
  reason: string;
  /** A return's lines, by their index on the invoice: credited with their quantities. Absent: an amount refund. */
  returnedLines?: ReadonlyArray<{ invoiceLineIndex: number; quantity: number; amountPaise: number }>;
  issuedAt?: Date;
}

/**
 * A credit note for money given back on an invoiced order, in the caller's transaction: its own gap-free
 * series, the invoice's parties and place of supply, and lines whose GST is split the way the invoice's was. Returned
 * items are credited with their quantities; an amount refund is shared over the invoice's lines in proportion to what
 * each cost (a whole refund credits every line exactly as invoiced). Undefined when the order has no invoice (nothing
 * to credit against).
 */
export async function issueCreditNote(tx: DbOrTx, input: CreditNoteInput): Promise<IssuedDocument | undefined> {
  const invoice = await issuedInvoice(tx, { orderId: input.orderId });
  if (!invoice) return undefined;
  const issuedAt = input.issuedAt ?? new Date();
  const intraState = invoice.supplyType === 'intra-state';
  const lines = input.returnedLines
    ? input.returnedLines.flatMap((returned) => {
        const line = invoice.lines[returned.invoiceLineIndex];
        return line ? [creditLine(line, returned.amountPaise, returned.quantity, intraState)] : [];
      })
    : creditAmount(invoice.lines, input.amountPaise, intraState);
  const totals = sumTaxLines(lines);
  if (totals.totalPaise !== input.amountPaise) {
    throw new Error(
      `Credit note lines of order ${input.orderId} add up to ${totals.totalPaise} paise, not the ${input.amountPaise} refunded`,
    );
  }

  const settings = await readShopSettings(tx);
  const financialYear = financialYearOf(issuedAt);
  const sequence = await takeNextSequence(tx, 'credit-note', financialYear);
  const number = formatDocumentNumber('credit-note', settings.invoicePrefix, financialYear, sequence);
  const document: TaxDocument = {
    ...invoice,
    kind: 'credit-note',
    number,
    issuedAt: issuedAt.toISOString(),
    lines,
    totals,
    creditFor: { invoiceNumber: invoice.number, invoiceDate: invoice.issuedAt, reason: input.reason.slice(0, 300) },
  };
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind: 'credit-note',
      orderId: input.orderId,
      number,
      financialYear,
      sequence,
      issuedAt,
      totalPaise: totals.totalPaise,
      document,
    })
    .returning({ id: taxDocuments.id, number: taxDocuments.number, issuedAt: taxDocuments.issuedAt });
  if (!row) throw new Error(`Credit note ${number} was not stored`);
  return row;
}

/** An amount spread over the invoice's lines by their totals; the whole amount of a line credits it as invoiced. */
function creditAmount(invoiceLines: readonly TaxDocumentLine[], amountPaise: number, intraState: boolean): TaxDocumentLine[] {
  const shares = shareOut(
    amountPaise,
    invoiceLines.map((line) => line.totalPaise),
  );
  return invoiceLines.flatMap((line, index) => {
    const share = shares[index] ?? 0;
    if (share === 0) return [];
    return share === line.totalPaise ? [line] : [creditLine(line, share, 0, intraState)];
  });
}

/** One invoice line credited for `amountPaise` (GST included), split at the line's rate; quantity 0 is a value credit. */
function creditLine(line: TaxDocumentLine, amountPaise: number, quantity: number, intraState: boolean): TaxDocumentLine {
  const [split] = splitGst(
    [
      {
        description: line.description,
        sku: line.sku,
        hsnCode: line.hsnCode,
        quantity: 1,
        unitPricePaise: amountPaise,
        gstRateBasisPoints: line.gstRateBasisPoints,
      },
    ],
    0,
    intraState,
  );
  if (!split) throw new Error('No credit line was split');
  const grossPaise = line.unitPricePaise * quantity;
  return {
    ...split,
    quantity,
    unitPricePaise: line.unitPricePaise,
    grossPaise: quantity > 0 ? grossPaise : amountPaise,
    discountPaise: quantity > 0 ? grossPaise - amountPaise : 0,
  };
}
