import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RefundKind, RefundStatus, ReturnLine, ReturnStatus } from '@aurelle/contract';
import { orders } from './commerce.ts';
import { taxDocuments } from './tax.ts';
import { users } from './users.ts';

/**
 * A shopper's request to return unopened items of a delivered order: requested, then approved (refunded)
 * or rejected with a reason. At most one request per order is open at a time.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reason: text('reason').notNull(),
    /** The order lines and how many of each go back. */
    lines: jsonb('lines').$type<ReturnLine[]>().notNull(),
    /** What the returned lines are worth, as paid (after the discount): the refund an approval makes. */
    amountPaise: integer('amount_paise').notNull(),
    rejectionReason: text('rejection_reason'),
    restocked: integer('restocked').notNull().default(0),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    uniqueIndex('return_requests_one_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'requested'`),
    check('return_requests_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Money given back on an order, through the provider that took it or, for cash on delivery, by the shop
 * itself. The idempotency key makes a repeated request (a double click, a retried call, the same return approved
 * twice) find the refund already made instead of making another. Refunds that did not fail never add up to more than
 * was paid (checked under the order's row lock).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<RefundKind>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    /** The part of the amount given back to the gift card the order was paid with (first); the provider pays the rest. */
    giftCardPaise: integer('gift_card_paise').notNull().default(0),
    reason: text('reason').notNull(),
    /** requested: ours, before the provider answered; pending: the provider is paying it out; processed; failed. */
    status: text('status').$type<RefundStatus>().notNull().default('requested'),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    failureReason: text('failure_reason'),
    returnRequestId: uuid('return_request_id').references(() => returnRequests.id, { onDelete: 'restrict' }),
    creditNoteId: uuid('credit_note_id').references(() => taxDocuments.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('refunds_order_idx').on(t.orderId), check('refunds_amount_positive', sql`${t.amountPaise} > 0`)],
);
