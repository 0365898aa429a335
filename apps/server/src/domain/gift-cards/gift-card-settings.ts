import { eq } from 'drizzle-orm';
import {
  DEFAULT_GIFT_CARD_AMOUNTS,
  DEFAULT_GIFT_CARD_MAX,
  DEFAULT_GIFT_CARD_MIN,
  paiseToRupees,
  rupeesToPaise,
  type GiftCardSettings,
  type GiftCardSettingsInput,
} from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { giftCardSettings } from '../../db/schema/index.ts';

export interface StoredGiftCardSettings {
  presetsPaise: number[];
  minPaise: number;
  maxPaise: number;
  updatedAt: Date | null;
}

/** The shop's offer: the saved row, or the contract's defaults until an admin saves one. */
export async function readGiftCardSettings(db: DbOrTx): Promise<StoredGiftCardSettings> {
  const [row] = await db.select().from(giftCardSettings).where(eq(giftCardSettings.id, 1)).limit(1);
  if (row) return { presetsPaise: row.presetsPaise, minPaise: row.minPaise, maxPaise: row.maxPaise, updatedAt: row.updatedAt };
  return {
    presetsPaise: DEFAULT_GIFT_CARD_AMOUNTS.map(rupeesToPaise),
    minPaise: rupeesToPaise(DEFAULT_GIFT_CARD_MIN),
    maxPaise: rupeesToPaise(DEFAULT_GIFT_CARD_MAX),
    updatedAt: null,
  };
}

export function presentGiftCardSettings(settings: StoredGiftCardSettings): GiftCardSettings {
  return {
    presets: settings.presetsPaise.map(paiseToRupees),
    minAmount: paiseToRupees(settings.minPaise),
    maxAmount: paiseToRupees(settings.maxPaise),
    updatedAt: settings.updatedAt?.toISOString() ?? null,
  };
}

/** Saves the offer (the contract has checked the limits and that every preset lies within them). */
export async function updateGiftCardSettings(db: DbOrTx, input: GiftCardSettingsInput & { actorId: string }): Promise<GiftCardSettings> {
  const values = {
    presetsPaise: input.presets.map(rupeesToPaise),
    minPaise: rupeesToPaise(input.minAmount),
    maxPaise: rupeesToPaise(input.maxAmount),
    updatedAt: new Date(),
    updatedBy: input.actorId,
  };
  await db
    .insert(giftCardSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: giftCardSettings.id, set: values });
  return presentGiftCardSettings(await readGiftCardSettings(db));
}
