import { eq } from 'drizzle-orm';
import { indianStateByCode, paiseToRupees, type ShopSettings } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/index.ts';

export type StoredShopSettings = typeof shopSettings.$inferSelect;

/** The shop's GST registration (migration 0009 creates the row; it is never deleted). */
export async function readShopSettings(db: DbOrTx): Promise<StoredShopSettings> {
  return shopSettingsOf(await shopSettingsQuery(db));
}

/** readShopSettings' statement, not yet sent (to send it in a `Pipeline`); its rows go through `shopSettingsOf`. */
export function shopSettingsQuery(db: DbOrTx) {
  return db.select().from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
}

export function shopSettingsOf([row]: readonly StoredShopSettings[]): StoredShopSettings {
  if (!row) throw new Error('The shop settings row is missing: run the migrations');
  return row;
}

export function presentShopSettings(row: StoredShopSettings): ShopSettings {
  return {
    legalName: row.legalName,
    gstin: row.gstin,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: indianStateByCode(row.stateCode)?.name ?? row.stateCode,
    stateCode: row.stateCode,
    postalCode: row.postalCode,
    invoicePrefix: row.invoicePrefix,
    codLimit: paiseToRupees(row.codLimitPaise),
    codFee: paiseToRupees(row.codFeePaise),
    giftWrapFee: paiseToRupees(row.giftWrapFeePaise),
    lowStockThreshold: row.lowStockThreshold,
    defaultShippingWeightGrams: row.defaultShippingWeightGrams,
    defaultBoxLengthCm: row.defaultBoxLengthCm,
    defaultBoxBreadthCm: row.defaultBoxBreadthCm,
    defaultBoxHeightCm: row.defaultBoxHeightCm,
    codReturnRefusalPercent: row.codRtoRefusalRateBp === null ? 0 : Math.round(row.codRtoRefusalRateBp / 100),
    codReturnMinOrders: row.codRtoMinOrders,
    updatedAt: row.updatedAt.toISOString(),
  };
}
