import { orderStatusLabels, type OrderStatus, type PaymentStatus } from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';
import { detailsStatusTone, listStatusTone, paymentStatusTone } from '@/components/ui/status-tones';

const paymentStatusLabels: Record<PaymentStatus, string> = { pending: 'Pending', completed: 'Completed', failed: 'Failed' };

export function OrderStatusBadge({ status, variant }: { status: OrderStatus; variant: 'list' | 'details' }) {
  return <Badge tone={variant === 'list' ? listStatusTone(status) : detailsStatusTone(status)}>{orderStatusLabels[status]}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={paymentStatusTone(status)}>{paymentStatusLabels[status]}</Badge>;
}

/** Beside the status of a cash-on-delivery order the shopper has not confirmed yet: it is not in To ship. */
export function AwaitingConfirmationBadge() {
  return <Badge tone="yellow">Awaiting confirmation</Badge>;
}
