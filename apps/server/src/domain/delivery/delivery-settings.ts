import { eq } from 'drizzle-orm';
import { cutoffText, paiseToRupees, type DeliverySettings, type DeliveryTerms } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { deliverySettings } from '../../db/schema/index.ts';

export type StoredDeliverySettings = typeof deliverySettings.$inferSelect;

/** The row a shop that never saved its delivery settings behaves as: the columns' defaults (free delivery everywhere). */
const DEFAULT_ROW: Omit<StoredDeliverySettings, 'updatedAt'> & { updatedAt: Date | null } = {
  id: 1,
  standardFeePaise: 0,
  freeFromPaise: null,
  standardDaysMin: 3,
  standardDaysMax: 5,
  expressEnabled: false,
  expressFeePaise: 0,
  expressDaysMin: 1,
  expressDaysMax: 2,
  cutoffMinutes: 840,
  workingDays: [1, 2, 3, 4, 5, 6],
  unservedPins: [],
  noCodPins: [],
  updatedAt: null,
  updatedBy: null,
};

export type DeliverySettingsRow = typeof DEFAULT_ROW;

/** The shop's delivery settings (decision 082); the defaults until an admin saves them. */
export async function readDeliverySettings(db: DbOrTx): Promise<DeliverySettingsRow> {
  const [row] = await db.select().from(deliverySettings).where(eq(deliverySettings.id, 1)).limit(1);
  return row ?? DEFAULT_ROW;
}

/** The settings as the delivery rules (packages/contract/src/delivery/rules.ts) read them. */
export function deliveryTermsOf(row: DeliverySettingsRow): DeliveryTerms {
  return {
    standardFeePaise: row.standardFeePaise,
    freeFromPaise: row.freeFromPaise,
    standardDays: { min: row.standardDaysMin, max: row.standardDaysMax },
    expressEnabled: row.expressEnabled,
    expressFeePaise: row.expressFeePaise,
    expressDays: { min: row.expressDaysMin, max: row.expressDaysMax },
    cutoffMinutes: row.cutoffMinutes,
    workingDays: row.workingDays,
    unservedPins: row.unservedPins,
    noCodPins: row.noCodPins,
  };
}

export async function readDeliveryTerms(db: DbOrTx): Promise<DeliveryTerms> {
  return deliveryTermsOf(await readDeliverySettings(db));
}

export function presentDeliverySettings(row: DeliverySettingsRow): DeliverySettings {
  return {
    standardFee: paiseToRupees(row.standardFeePaise),
    freeFrom: row.freeFromPaise === null ? null : paiseToRupees(row.freeFromPaise),
    standardDaysMin: row.standardDaysMin,
    standardDaysMax: row.standardDaysMax,
    expressEnabled: row.expressEnabled,
    expressFee: paiseToRupees(row.expressFeePaise),
    expressDaysMin: row.expressDaysMin,
    expressDaysMax: row.expressDaysMax,
    cutoff: cutoffText(row.cutoffMinutes),
    workingDays: row.workingDays,
    unservedPins: row.unservedPins,
    noCodPins: row.noCodPins,
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}
