import { z } from 'zod';
import { afterSalesSchema } from '../after-sales/index.ts';
import { orderGiftSchema } from './gift.ts';
import { deliveryOptionSchema } from '../delivery/index.ts';
import { adminSelectableStatuses, orderStatusValues, paymentStatusValues } from './status.ts';

export * from './status.ts';

export const orderStatusSchema = z.enum(orderStatusValues);
export const adminStatusSchema = z.enum(adminSelectableStatuses, { message: 'Please select a status' });
export const paymentStatusSchema = z.enum(paymentStatusValues);

export const orderItemSchema = z.object({
  /** The order line's own id (a return names the lines it sends back). */
  lineId: z.string(),
  productId: z.string().nullable(),
  /** The size bought; null on orders placed before sizes existed whose product is gone. */
  variantId: z.string().nullable(),
  variantLabel: z.string().nullable(),
  sku: z.string().nullable(),
  title: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  /** A size given free by an automatic offer: the offer's name (the line cost nothing). */
  offerName: z.string().nullable().optional(),
});

/**
 * Keys in the order PostgreSQL's jsonb column gives them back (shortest first), which is the order the API has always
 * answered them in: the response serialiser writes an object's keys in its schema's order.
 */
export const addressSnapshotSchema = z.object({
  city: z.string(),
  state: z.string(),
  fullName: z.string(),
  postalCode: z.string(),
  phoneNumber: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
});
export type AddressSnapshot = z.infer<typeof addressSnapshotSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  id: z.string(),
  userId: z.string(),
  userName: z.string().optional(),
  userEmail: z.string().optional(),
  orderDate: z.string(),
  subtotalAmount: z.number(),
  discountAmount: z.number(),
  /** What the discount was, as checkout named it: "Code DIWALI25" or "First-order discount (15%)"; null without one. */
  discountLabel: z.string().nullable(),
  totalAmount: z.number(),
  paymentMethod: z.string(),
  paymentStatus: paymentStatusSchema,
  orderStatus: orderStatusSchema,
  paymentId: z.string().nullable(),
  cartItems: z.array(orderItemSchema),
  addressInfo: addressSnapshotSchema,
  updatedAt: z.string(),
  /** The tax invoice issued when the order was paid: its number, date and GST in rupees; null before. */
  invoice: z.object({ number: z.string(), issuedAt: z.string(), taxableAmount: z.number(), taxAmount: z.number() }).nullable(),
  /** Cash-on-delivery fee, shipment, refunds, returns and what can be done next. */
  afterSales: afterSalesSchema,
  /** Gift wrap and message when the order is a gift; null otherwise. */
  gift: orderGiftSchema,
  /** How it is delivered and what that cost, in rupees; included in the total. */
  delivery: z.object({ option: deliveryOptionSchema, label: z.string(), fee: z.number() }),
  /** The gift card that paid part or all of the total (decision 104), in rupees; null when none did. */
  giftCard: z.object({ maskedCode: z.string(), amount: z.number() }).nullable(),
  /** The total less the card's share: what the provider took or the courier collects. */
  amountToPay: z.number(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListResponseSchema = z.object({ success: z.literal(true), data: z.array(orderSchema) });
export const orderDetailsResponseSchema = z.object({ success: z.literal(true), data: orderSchema });
export const isFirstOrderResponseSchema = z.object({ success: z.literal(true), isFirstOrder: z.boolean() });

/** Which of the shopper's orders to list: those placed (the default) or every checkout. */
export const myOrdersQuerySchema = z.object({
  include: z.enum(['placed', 'all'], { message: "include is 'placed' or 'all'" }).default('placed'),
});
