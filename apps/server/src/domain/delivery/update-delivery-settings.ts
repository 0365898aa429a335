import { rupeesToPaise, type deliverySettingsInputSchema } from '@aurelle/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { deliverySettings } from '../../db/schema/index.ts';
import type { StoredDeliverySettings } from './delivery-settings.ts';

/**
 * The admin's delivery terms, validated by the contract. They apply to checkouts from now on; an order keeps the option
 * and fee it was placed with.
 */
export async function updateDeliverySettings(
  db: DbOrTx,
  input: z.output<typeof deliverySettingsInputSchema>,
  adminId: string,
): Promise<StoredDeliverySettings> {
  const [hours = 0, minutes = 0] = input.cutoff.split(':').map(Number);
  const values = {
    standardFeePaise: rupeesToPaise(input.standardFee),
    freeFromPaise: input.freeFrom === null ? null : rupeesToPaise(input.freeFrom),
    standardDaysMin: input.standardDaysMin,
    standardDaysMax: input.standardDaysMax,
    expressEnabled: input.expressEnabled,
    expressFeePaise: rupeesToPaise(input.expressFee),
    expressDaysMin: input.expressDaysMin,
    expressDaysMax: input.expressDaysMax,
    cutoffMinutes: hours * 60 + minutes,
    workingDays: input.workingDays,
    unservedPins: input.unservedPins,
    noCodPins: input.noCodPins,
    updatedAt: new Date(),
    updatedBy: adminId,
  };
  const [row] = await db
    .insert(deliverySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: deliverySettings.id, set: values })
    .returning();
  if (!row) throw new Error('The delivery settings were not stored');
  return row;
}
