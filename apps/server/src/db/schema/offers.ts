import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OfferKind } from '@aurelle/contract';
import { productVariants } from './catalog.ts';
import { users } from './users.ts';

/**
 * Automatic offers (decision 106): applied at checkout without a code within their window. Amounts in paise. The free
 * size of a buy-get offer and the sample sizes are real sizes with stock (a size with orders is hidden, never deleted,
 * so the references hold).
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').$type<OfferKind>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isPaused: boolean('is_paused').notNull().default(false),
    thresholdPaise: integer('threshold_paise'),
    amountPaise: integer('amount_paise'),
    qualifyingSizeMl: integer('qualifying_size_ml'),
    qualifyingVariantId: uuid('qualifying_variant_id').references(() => productVariants.id, { onDelete: 'restrict' }),
    freeVariantId: uuid('free_variant_id').references(() => productVariants.id, { onDelete: 'restrict' }),
    sampleVariantIds: uuid('sample_variant_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_window_idx').on(t.endsAt, t.startsAt),
    check('offers_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('offers_threshold_positive', sql`${t.thresholdPaise} IS NULL OR ${t.thresholdPaise} > 0`),
    check('offers_amount_positive', sql`${t.amountPaise} IS NULL OR ${t.amountPaise} > 0`),
  ],
);
