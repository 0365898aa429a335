import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GiftCardEntryKind } from '@aurelle/contract';
import { orders } from './commerce.ts';
import { users } from './users.ts';

/**
 * Gift cards (docs/decisions/103-gift-cards.md). A card is a voucher: what it holds is the sum of its ledger, never a
 * stored number. The code is a bearer credential, so only its SHA-256 is kept (looked up by hashing what is typed)
 * with its last four characters to show; the whole code is shown once, to whoever issued or bought the card.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    lastFour: text('last_four').notNull(),
    initialPaise: integer('initial_paise').notNull(),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    message: text('message'),
    /** From when it can be spent (a bought card: its delivery date); issued cards are active at once. */
    activeFrom: timestamp('active_from', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_hash_unique').on(t.codeHash),
    index('gift_cards_last_four_idx').on(t.lastFour),
    index('gift_cards_recipient_email_idx').on(sql`lower(${t.recipientEmail})`),
    check('gift_cards_initial_positive', sql`${t.initialPaise} > 0`),
    check('gift_cards_expiry_after_start', sql`${t.expiresAt} > ${t.activeFrom}`),
  ],
);

/**
 * Every movement of a card's balance, append-only: issued (+), redeemed for an order (−), given back from an order
 * (+), voided (− what was left). Spending takes the card's row lock first, so two checkouts on one card are served
 * one after the other and the sum never goes below zero.
 */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<GiftCardEntryKind>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_ledger_card_idx').on(t.giftCardId, t.createdAt),
    index('gift_card_ledger_order_idx').on(t.orderId),
    check(
      'gift_card_ledger_sign',
      sql`(${t.kind} IN ('issued', 'refunded') AND ${t.amountPaise} > 0) OR (${t.kind} IN ('redeemed', 'voided') AND ${t.amountPaise} < 0)`,
    ),
  ],
);
