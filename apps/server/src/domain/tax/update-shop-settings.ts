import { eq } from 'drizzle-orm';
import { indianStateByName, rupeesToPaise, STATE_CHOICE_MESSAGE, type shopSettingsInputSchema } from '@aurelle/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/index.ts';
import { badRequest } from '../errors.ts';
import type { StoredShopSettings } from './shop-settings.ts';

/**
 * An admin's new registration details, validated by the contract (GSTIN check character, its state code matching the
 * registered state). Issued invoices keep the details they were printed with; only later documents use these.
 */
export async function updateShopSettings(
  db: DbOrTx,
  input: z.output<typeof shopSettingsInputSchema>,
  adminId: string,
): Promise<StoredShopSettings> {
  const state = indianStateByName(input.state);
  if (!state) throw badRequest(STATE_CHOICE_MESSAGE, { state: [STATE_CHOICE_MESSAGE] });
  const [row] = await db
    .update(shopSettings)
    .set({
      legalName: input.legalName,
      gstin: input.gstin,
      addressLine1: input.addressLine1,
      addressLine2: input.addressLine2,
      city: input.city,
      stateCode: state.code,
      postalCode: input.postalCode,
      invoicePrefix: input.invoicePrefix,
      ...(input.codLimit === undefined ? {} : { codLimitPaise: rupeesToPaise(input.codLimit) }),
      ...(input.codFee === undefined ? {} : { codFeePaise: rupeesToPaise(input.codFee) }),
      ...(input.giftWrapFee === undefined ? {} : { giftWrapFeePaise: rupeesToPaise(input.giftWrapFee) }),
      ...(input.lowStockThreshold === undefined ? {} : { lowStockThreshold: input.lowStockThreshold }),
      ...(input.defaultShippingWeightGrams === undefined ? {} : { defaultShippingWeightGrams: input.defaultShippingWeightGrams }),
      ...(input.defaultBoxLengthCm === undefined ? {} : { defaultBoxLengthCm: input.defaultBoxLengthCm }),
      ...(input.defaultBoxBreadthCm === undefined ? {} : { defaultBoxBreadthCm: input.defaultBoxBreadthCm }),
      ...(input.defaultBoxHeightCm === undefined ? {} : { defaultBoxHeightCm: input.defaultBoxHeightCm }),
      ...(input.codReturnRefusalPercent === undefined
        ? {}
        : { codRtoRefusalRateBp: input.codReturnRefusalPercent === 0 ? null : input.codReturnRefusalPercent * 100 }),
      ...(input.codReturnMinOrders === undefined ? {} : { codRtoMinOrders: input.codReturnMinOrders }),
      updatedAt: new Date(),
      updatedBy: adminId,
    })
    .where(eq(shopSettings.id, 1))
    .returning();
  if (!row) throw new Error('The shop settings row is missing: run the migrations');
  return row;
}
