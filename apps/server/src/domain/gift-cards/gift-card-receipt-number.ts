import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { giftCardReceiptSeries } from '../../db/schema/index.ts';
import { financialYearOf } from '../tax/financial-year.ts';
import { readShopSettings } from '../tax/shop-settings.ts';

/**
 * The next receipt number, in the caller's transaction: its own series per financial year ("AURG/26-27/00001", the
 * shop's invoice prefix and G, at most 16 characters), apart from the tax invoices', gap-free under the series row's lock.
 */
export async function takeGiftCardReceiptNumber(tx: DbOrTx, now: Date): Promise<string> {
  const financialYear = financialYearOf(now);
  const [row] = await tx
    .insert(giftCardReceiptSeries)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({ target: giftCardReceiptSeries.financialYear, set: { lastNumber: sql`${giftCardReceiptSeries.lastNumber} + 1` } })
    .returning({ lastNumber: giftCardReceiptSeries.lastNumber });
  if (!row) throw new Error(`No receipt number taken in ${financialYear}`);
  const { invoicePrefix } = await readShopSettings(tx);
  return `${invoicePrefix}G/${financialYear}/${String(row.lastNumber).padStart(5, '0')}`;
}
