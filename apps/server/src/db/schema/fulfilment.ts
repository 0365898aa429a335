import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './commerce.ts';
import { giftCardPurchases } from './gift-card-purchases.ts';
import { users } from './users.ts';

/** The next thing to do for a parcel shipped through a courier aggregator, in order (decision 098). */
export type ShipmentStep = 'order' | 'courier' | 'pickup' | 'label' | 'done';

/**
 * An order's parcel at Shiprocket: its ids are stored as soon as Shiprocket gives them, so a retry never creates a
 * second Shiprocket order; `step` is the next call to make and `lastError` Shiprocket's own message when it failed.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('shiprocket'),
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    awb: text('awb'),
    courierCompanyId: integer('courier_company_id'),
    courierName: text('courier_name'),
    step: text('step').$type<ShipmentStep>().notNull().default('order'),
    lastError: text('last_error'),
    labelUrl: text('label_url'),
    manifestUrl: text('manifest_url'),
    /** The latest tracking status Shiprocket reported, its id and the estimated delivery. */
    trackingStatus: text('tracking_status'),
    trackingStatusId: integer('tracking_status_id'),
    etd: text('etd'),
    /** A failed delivery attempt (NDR) waiting for the back office's answer: re-attempt or return. */
    deliveryProblem: text('delivery_problem'),
    deliveryProblemAt: timestamp('delivery_problem_at', { withTimezone: true }),
    deliveryProblemAction: text('delivery_problem_action').$type<'reattempt' | 'return'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipments_order_unique').on(t.orderId), uniqueIndex('shipments_awb_unique').on(t.awb)],
);

/** The courier's scans of a parcel, as the tracking webhook reports them: the shopper's tracking timeline. */
export const shipmentScans = pgTable(
  'shipment_scans',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    activity: text('activity').notNull(),
    location: text('location'),
  },
  (t) => [uniqueIndex('shipment_scans_unique').on(t.orderId, t.scannedAt, t.activity)],
);

/** Webhook deliveries already handled (Shiprocket tracking, WhatsApp), keyed by a digest or the provider's id. */
export const providerWebhookEvents = pgTable('provider_webhook_events', {
  key: text('key').primaryKey(),
  provider: text('provider').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One WhatsApp message per order event (the unique index keeps it to at most one), sent by the job queue; each try
 * and its answer is a row of whatsapp_attempts, shown in the order's timeline. A bought gift card's message has no
 * order: it names its purchase instead, one per purchase.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    giftCardPurchaseId: uuid('gift_card_purchase_id').references(() => giftCardPurchases.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    phone: text('phone').notNull(),
    template: text('template').notNull(),
    parameters: jsonb('parameters').$type<string[]>().notNull(),
    /** Quick-reply buttons' payloads, in order (COD confirmation: confirm, cancel). */
    buttons: jsonb('buttons')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').$type<'queued' | 'sent' | 'failed' | 'skipped'>().notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_order_event_unique').on(t.orderId, t.event),
    index('whatsapp_messages_phone_idx').on(t.phone),
    uniqueIndex('whatsapp_messages_gift_card_purchase_unique').on(t.giftCardPurchaseId),
  ],
);

export const whatsappAttempts = pgTable(
  'whatsapp_attempts',
  {
    id: serial('id').primaryKey(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => whatsappMessages.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    detail: text('detail'),
  },
  (t) => [index('whatsapp_attempts_message_idx').on(t.messageId)],
);

/** Phones that replied STOP: nothing more is sent to them, whichever account they order from. */
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  phone: text('phone').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
