import { sql } from 'drizzle-orm';
import type { TaxDocumentKind } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { documentSeries } from '../../db/schema/index.ts';

/**
 * The next number of a series in a financial year, inside the caller's transaction. The series row stays locked until
 * that transaction ends, so concurrent payments take consecutive numbers one after another, and a transaction that
 * rolls back gives its number back: no gap, no duplicate (decision 073).
 */
export async function takeNextSequence(tx: DbOrTx, kind: TaxDocumentKind, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ kind, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.kind, documentSeries.financialYear],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSeries.lastNumber });
  if (!row) throw new Error(`No number taken in the ${kind} series ${financialYear}`);
  return row.lastNumber;
}

/**
 * A document's number, at most 16 characters as GST rules allow: `AUR/26-27/000123` for an invoice (six digits),
 * `AURC/26-27/00012` for a credit note (its own series, five digits), with the shop's prefix of 1–3 characters.
 */
export function formatDocumentNumber(kind: TaxDocumentKind, prefix: string, financialYear: string, sequence: number): string {
  return kind === 'invoice'
    ? `${prefix}/${financialYear}/${String(sequence).padStart(6, '0')}`
    : `${prefix}C/${financialYear}/${String(sequence).padStart(5, '0')}`;
}
