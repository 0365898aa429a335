import { z } from 'zod';

/** One lifecycle (docs/decisions/055-order-lifecycle-and-shopper-statuses.md). */
export const orderStatusValues = ['pending', 'confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected', 'cancelled'] as const;
export const orderStatusSchema = z.enum(orderStatusValues);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Statuses an admin may pick. */
export const adminSelectableStatuses = ['pending', 'inProcess', 'inShipping', 'delivered', 'rejected'] as const;
export const adminStatusSchema = z.enum(adminSelectableStatuses, { message: 'Please select a status' });

export const paymentStatusValues = ['pending', 'completed', 'failed'] as const;
export const paymentStatusSchema = z.enum(paymentStatusValues);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Processing, shipping and delivery wait for a completed payment; an unpaid order may only be rejected (decision 010). */
const statusesNeedingPayment: readonly OrderStatus[] = ['inProcess', 'inShipping', 'delivered'];
export const UNPAID_FULFILMENT_MESSAGE = 'This order has not been paid yet; it can only be rejected until its payment completes';
export function statusNeedsPayment(status: OrderStatus): boolean {
  return statusesNeedingPayment.includes(status);
}

export type ShopperOrderStatus = 'processing' | 'shipped' | 'delivered' | 'cancelled';

/** How shoppers see a status, and how far the Ordered → Shipped → Delivered bar is filled. */
export function toShopperStatus(status: OrderStatus): { status: ShopperOrderStatus; label: string; progress: number } {
  switch (status) {
    case 'pending':
    case 'confirmed':
    case 'inProcess':
      return { status: 'processing', label: 'Processing', progress: 33 };
    case 'inShipping':
      return { status: 'shipped', label: 'Shipped', progress: 66 };
    case 'delivered':
      return { status: 'delivered', label: 'Delivered', progress: 100 };
    case 'rejected':
    case 'cancelled':
      return { status: 'cancelled', label: 'Cancelled', progress: 0 };
  }
}

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  inProcess: 'In Process',
  inShipping: 'In Shipping',
  delivered: 'Delivered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export const orderItemSchema = z.object({
  productId: z.string().nullable(),
  title: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  price: z.number(),
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
  totalAmount: z.number(),
  paymentMethod: z.string(),
  paymentStatus: paymentStatusSchema,
  orderStatus: orderStatusSchema,
  paymentId: z.string().nullable(),
  cartItems: z.array(orderItemSchema),
  addressInfo: addressSnapshotSchema,
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListResponseSchema = z.object({ success: z.literal(true), data: z.array(orderSchema) });
export const orderDetailsResponseSchema = z.object({ success: z.literal(true), data: orderSchema });
export const isFirstOrderResponseSchema = z.object({ success: z.literal(true), isFirstOrder: z.boolean() });
