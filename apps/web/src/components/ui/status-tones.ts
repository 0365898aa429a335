import { toShopperStatus, type OrderStatus, type PaymentStatus } from '@aurelle/contract';
import type { VariantProps } from 'class-variance-authority';
import type { badgeVariants } from '@/components/ui/badge';

export type Tone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

/**
 * List colours (docs/decisions/016-back-office-status-colours-and-live-progress.md): processing blue, shipped
 * purple, delivered green, cancelled red, otherwise grey.
 * Our statuses go through the shopper mapping, except 'pending' (not paid yet) which is not yet processing: grey.
 */
export function listStatusTone(status: OrderStatus): Tone {
  if (status === 'pending') return 'grey';
  switch (toShopperStatus(status).status) {
    case 'processing':
      return 'blue';
    case 'shipped':
      return 'purple';
    case 'delivered':
      return 'green';
    case 'cancelled':
      return 'red';
  }
}

/** Details-dialog colours: confirmed green, delivered blue, pending yellow, otherwise red. */
export function detailsStatusTone(status: OrderStatus): Tone {
  switch (status) {
    case 'confirmed':
      return 'green';
    case 'delivered':
      return 'blue';
    case 'pending':
      return 'yellow';
    default:
      return 'red';
  }
}

/** Payment colours: completed green, pending yellow, failed red. */
export function paymentStatusTone(status: PaymentStatus): Tone {
  switch (status) {
    case 'completed':
      return 'green';
    case 'pending':
      return 'yellow';
    case 'failed':
      return 'red';
  }
}
