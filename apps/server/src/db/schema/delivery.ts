import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The shop's delivery terms (decision 082): at most one row (id 1), written by the admin's Settings page.
 * Until the admin saves them there is no row, and the defaults below apply: free standard delivery everywhere.
 */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: integer('id').primaryKey().default(1),
    standardFeePaise: integer('standard_fee_paise').notNull().default(0),
    /** Standard delivery is free from this order value; null: the fee applies to every order. */
    freeFromPaise: integer('free_from_paise'),
    standardDaysMin: integer('standard_days_min').notNull().default(3),
    standardDaysMax: integer('standard_days_max').notNull().default(5),
    expressEnabled: boolean('express_enabled').notNull().default(false),
    expressFeePaise: integer('express_fee_paise').notNull().default(0),
    expressDaysMin: integer('express_days_min').notNull().default(1),
    expressDaysMax: integer('express_days_max').notNull().default(2),
    /** Minutes after midnight in India: orders on a working day before it leave the same day. */
    cutoffMinutes: integer('cutoff_minutes').notNull().default(840),
    /** ISO weekdays, Monday 1 to Sunday 7. */
    workingDays: integer('working_days')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5,6}'::integer[]`),
    /** PIN codes or their first digits. */
    unservedPins: text('unserved_pins')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    noCodPins: text('no_cod_pins')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('delivery_settings_single_row', sql`${t.id} = 1`)],
);
