/** One lifecycle (docs/decisions/055-order-lifecycle-and-shopper-statuses.md). */
export const orderStatusValues = ['pending', 'confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatusValues)[number];

/** Statuses an admin may pick. */
export const adminSelectableStatuses = ['pending', 'inProcess', 'inShipping', 'delivered', 'rejected'] as const;

export const paymentStatusValues = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatusValues)[number];

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
