import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TaxDocument } from '@aurelle/contract';
import { orders } from './commerce.ts';
import { users } from './users.ts';

/**
 * The shop's registration for GST: one row (id 1), edited by admins. The migration creates it with demo
 * values that a shop replaces before trading (docs/decisions/073-gst-invoices.md).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    gstin: text('gstin').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    /** GST state code of the registered address ("29" Karnataka): intra- or inter-state supply is decided by it. */
    stateCode: text('state_code').notNull(),
    postalCode: text('postal_code').notNull(),
    invoicePrefix: text('invoice_prefix').notNull(),
    /** Cash on delivery is offered up to this order value (₹10,000 by default), for this fee (none by default). */
    codLimitPaise: integer('cod_limit_paise').notNull().default(1_000_000),
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /** Gift wrapping: what it costs the shopper; nothing by default. */
    giftWrapFeePaise: integer('gift_wrap_fee_paise').notNull().default(0),
    /** A size is low on stock at or below this, unless the size sets its own threshold. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** A parcel's defaults for sizes that set none: one unit's packed weight (grams) and box (centimetres). */
    defaultShippingWeightGrams: integer('default_shipping_weight_grams').notNull().default(400),
    defaultBoxLengthCm: integer('default_box_length_cm').notNull().default(15),
    defaultBoxBreadthCm: integer('default_box_breadth_cm').notNull().default(10),
    defaultBoxHeightCm: integer('default_box_height_cm').notNull().default(8),
    /**
     * Cash on delivery is refused for a PIN code whose COD parcels came back to the shop at this rate or more
     * (basis points of its shipped COD orders, counted once it has at least codRtoMinOrders); null: never refused.
     */
    codRtoRefusalRateBp: integer('cod_rto_refusal_rate_bp'),
    codRtoMinOrders: integer('cod_rto_min_orders').notNull().default(5),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);

/** The last number given in each series and financial year ("26-27"); its row lock keeps numbers gap-free. */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind').$type<TaxDocument['kind']>().notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/**
 * Tax invoices and credit notes as issued: the whole printed content is a snapshot, never updated (decision 073). An
 * order has at most one invoice; credit notes refer to it.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<TaxDocument['kind']>().notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    totalPaise: integer('total_paise').notNull(),
    document: jsonb('document').$type<TaxDocument>().notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_series_idx').on(t.kind, t.financialYear, t.sequence),
    uniqueIndex('tax_documents_one_invoice_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    index('tax_documents_order_idx').on(t.orderId),
    check('tax_documents_number_length', sql`length(${t.number}) <= 16`),
  ],
);
