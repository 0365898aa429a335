import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GiftCardPurchaseStatus } from '@aurelle/contract';
import { giftCards } from './gift-cards.ts';
import { users } from './users.ts';

/** What the shop offers shoppers: one row (id 1), written when an admin first saves; until then the contract's defaults. */
export const giftCardSettings = pgTable(
  'gift_card_settings',
  {
    id: integer('id').primaryKey().default(1),
    presetsPaise: jsonb('presets_paise').$type<number[]>().notNull(),
    minPaise: integer('min_paise').notNull(),
    maxPaise: integer('max_paise').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('gift_card_settings_single_row', sql`${t.id} = 1`), check('gift_card_settings_limits', sql`${t.minPaise} < ${t.maxPaise}`)],
);

/**
 * A shopper's purchase of a gift card (docs/decisions/105-buying-gift-cards.md): paid online like an order, but no order
 * (a voucher is not a sale of goods). Paying issues the card once (its row lock and `gift_card_id`'s uniqueness); the
 * code waits for its delivery date sealed with a key derived from the server's secret, and is erased once delivered.
 */
export const giftCardPurchases = pgTable(
  'gift_card_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    forSelf: boolean('for_self').notNull().default(false),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message'),
    /** The 10-digit Indian mobile the card also goes to on WhatsApp, when the buyer gave one. */
    recipientWhatsapp: text('recipient_whatsapp'),
    /** The delivery date on India's calendar (YYYY-MM-DD), and the instant it starts (midnight in India). */
    deliverOn: text('deliver_on').notNull(),
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    status: text('status').$type<GiftCardPurchaseStatus>().notNull().default('pending'),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    failureReason: text('failure_reason'),
    giftCardId: uuid('gift_card_id').references(() => giftCards.id, { onDelete: 'restrict' }),
    /** The code sealed (AES-256-GCM) until it is delivered, then null: the store never keeps it in the clear. */
    sealedCode: text('sealed_code'),
    /** When the e-mail went out: a retry of the delivery after it sends only what is left (the WhatsApp message). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The receipt's number in its own series ("AURG/26-27/00001"): a voucher's receipt, never a tax invoice. */
    receiptNumber: text('receipt_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_card_purchases_provider_order_unique').on(t.providerOrderId),
    uniqueIndex('gift_card_purchases_card_unique').on(t.giftCardId),
    uniqueIndex('gift_card_purchases_receipt_unique').on(t.receiptNumber),
    index('gift_card_purchases_buyer_idx').on(t.buyerId, t.createdAt),
    index('gift_card_purchases_status_idx').on(t.status, t.createdAt),
    check('gift_card_purchases_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** The last receipt number given in each financial year; its row lock keeps the series gap-free like the invoices'. */
export const giftCardReceiptSeries = pgTable('gift_card_receipt_series', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
