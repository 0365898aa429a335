import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CouponKind } from '@aurelle/contract';
import { orders } from './commerce.ts';
import { users } from './users.ts';

/** Coupon codes (decision 080). Codes are stored in capitals; amounts in paise, percent in whole per cent. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<CouponKind>().notNull(),
    percent: integer('percent'),
    amountPaise: integer('amount_paise'),
    minOrderPaise: integer('min_order_paise'),
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalUsesCap: integer('total_uses_cap'),
    perShopperCap: integer('per_shopper_cap').notNull().default(1),
    /** Empty lists: every product. A product is eligible when it is listed or its brand or category is. */
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    brands: text('brands')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    isPaused: boolean('is_paused').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'coupons_value',
      sql`(${t.kind} = 'percent' AND ${t.percent} BETWEEN 1 AND 90) OR (${t.kind} = 'fixed' AND ${t.amountPaise} > 0)`,
    ),
    check('coupons_window', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * One row per order that took a code. It counts against the caps until `released_at` is set: the order's payment
 * failed or expired, or it was cancelled before it shipped.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('coupon_redemptions_order_unique').on(t.orderId), index('coupon_redemptions_coupon_idx').on(t.couponId, t.userId)],
);
