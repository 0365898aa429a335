import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AddressSnapshot, OrderStatus, PaymentStatus } from '@aurelle/contract';
import { products, productVariants } from './catalog.ts';
import { users } from './users.ts';

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** One line per size: two sizes of one scent are two lines. */
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.variantId] }),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    /** 'razorpay' (card flow) or 'paypal' (legacy redirect flow). */
    paymentMethod: text('payment_method').notNull(),
    /** Which adapter created the provider order: 'razorpay', 'simulated', 'paypal'. */
    paymentProvider: text('payment_provider').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    addressSnapshot: jsonb('address_snapshot').$type<AddressSnapshot>().notNull(),
    providerOrderId: text('provider_order_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    /** Stock stays reserved for an unpaid order until this moment. */
    reservationExpiresAt: timestamp('reservation_expires_at', { withTimezone: true }),
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The shipment: recorded by the admin when the order ships. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    expectedDeliveryDate: text('expected_delivery_date'),
    /** When the order reached the shopper: the 30-day return window counts from here. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Cash on delivery: the fee charged for it, included in the total, and when the parcel was refused. */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    codRefusedAt: timestamp('cod_refused_at', { withTimezone: true }),
    /** Delivery: the option chosen at checkout and its fee, included in the total after any discount. */
    deliveryOption: text('delivery_option').$type<'standard' | 'express'>().notNull().default('standard'),
    deliveryFeePaise: integer('delivery_fee_paise').notNull().default(0),
    /** Which discount the order got: the first-order discount or a code, never both; the code as typed. */
    discountKind: text('discount_kind').$type<'first-order' | 'coupon'>(),
    /** A gift: wrapped for this fee when asked, with a message of up to 200 characters; its slip has no prices. */
    isGift: boolean('is_gift').notNull().default(false),
    giftWrap: boolean('gift_wrap').notNull().default(false),
    giftWrapFeePaise: integer('gift_wrap_fee_paise').notNull().default(0),
    giftMessage: text('gift_message'),
    couponCode: text('coupon_code'),
    /** Automatic offers that gave this order an amount off or a free item, by name as checkout showed them (decision 106). */
    offerNames: text('offer_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Cash on delivery waits for the shopper to confirm it (decision 097): 'awaiting' until they do by WhatsApp or the
     * e-mail's link ('confirmed'), or until the due time passes and the order is cancelled. Null: nothing to confirm
     * (paid online, or placed before confirmation existed).
     */
    codConfirmation: text('cod_confirmation').$type<'awaiting' | 'confirmed'>(),
    codConfirmationDueAt: timestamp('cod_confirmation_due_at', { withTimezone: true }),
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true }),
    /** How it was confirmed: 'whatsapp' (the button), 'email' (the signed link) or 'admin' (by phone). */
    codConfirmedVia: text('cod_confirmed_via'),
    /** The shopper asked for WhatsApp updates on this order at checkout (to the delivery address's phone). */
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    /** The courier brought the parcel back (RTO delivered); its stock goes back only when an admin says so. */
    returnedToSenderAt: timestamp('returned_to_sender_at', { withTimezone: true }),
    returnRestockedAt: timestamp('return_restocked_at', { withTimezone: true }),
    /**
     * What a gift card paid of the total (decision 104): the card's `redeemed` ledger entry names this order. The rest
     * (total less this) is what the provider or the courier takes. The card's id is kept without a foreign key (the
     * ledger, which names both, holds them to each other; a key here would make the two schema files import each other).
     */
    giftCardPaise: integer('gift_card_paise').notNull().default(0),
    giftCardId: uuid('gift_card_id'),
    /** The card's last four, as the order, its invoice and its e-mails show it (AURL-••••-••••-1234). */
    giftCardLastFour: text('gift_card_last_four'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_cod_confirmation_due_idx')
      .on(t.codConfirmationDueAt)
      .where(sql`${t.codConfirmation} = 'awaiting'`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status),
    index('orders_pending_expiry_idx')
      .on(t.reservationExpiresAt)
      .where(sql`${t.paymentStatus} = 'pending'`),
    check('orders_total_non_negative', sql`${t.totalPaise} >= 0`),
    check('orders_gift_card_within_total', sql`${t.giftCardPaise} >= 0 AND ${t.giftCardPaise} <= ${t.totalPaise}`),
  ],
);

/** Snapshot lines: deleting or repricing a product never changes a past order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The size bought; label and SKU are snapshots like the title, kept when the size goes. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    variantLabel: text('variant_label'),
    sku: text('sku'),
    title: text('title').notNull(),
    image: text('image').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    /** The product's GST classification when the order was placed, so the invoice taxes what was sold. */
    hsnCode: text('hsn_code').notNull().default('3303'),
    gstRateBasisPoints: integer('gst_rate_bp').notNull().default(1800),
    /** This line's share of the order's discount (a code may apply to some lines only); GST is on what is left. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** A size given free by an automatic offer: the offer's name (the line's discount is its whole price). */
    offerName: text('offer_name'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    /** Admin who made the change; null for the system (payment, expiry). */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/** Provider webhook events already handled (deduplicated on the event id). */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Products a signed-in shopper saved for later; a product's deletion takes it off every wishlist. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('wishlist_items_product_idx').on(t.productId)],
);

/**
 * "Notify me" requests for a sold-out size. `notifiedAt` is set when the e-mail is queued, so each request
 * is answered once; a shopper has at most one request waiting per size.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_size_idx')
      .on(t.userId, t.variantId)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_product_waiting_idx')
      .on(t.productId)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * Cart reminders sent: one row per shopper and cart contents (a fingerprint of its sizes and quantities).
 * The unique key is what makes a reminder go once, however many instances or retries try.
 */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cartFingerprint: text('cart_fingerprint').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_reminders_unique').on(t.userId, t.cartFingerprint)],
);

/** An admin's internal note on an order: never shown to the shopper. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written, so the note still says who wrote it if the account goes. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);
