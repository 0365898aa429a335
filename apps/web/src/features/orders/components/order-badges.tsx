import { CircleCheck, CircleX, Clock, Truck, type LucideIcon } from 'lucide-react';
import { toShopperStatus, type OrderStatus, type PaymentStatus, type ShopperOrderStatus } from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';

const shopperStatusStyle: Record<ShopperOrderStatus, { icon: LucideIcon; tone: 'blue' | 'purple' | 'green' | 'red' }> = {
  processing: { icon: Clock, tone: 'blue' },
  shipped: { icon: Truck, tone: 'purple' },
  delivered: { icon: CircleCheck, tone: 'green' },
  cancelled: { icon: CircleX, tone: 'red' },
};

/** The order status as shoppers see it (docs/decisions/055-order-lifecycle-and-shopper-statuses.md), with its icon. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const shopper = toShopperStatus(status);
  const { icon: Icon, tone } = shopperStatusStyle[shopper.status];
  return (
    <Badge tone={tone} data-testid="order-status">
      <Icon className="size-3.5" aria-hidden="true" />
      {shopper.label}
    </Badge>
  );
}

const paymentTones: Record<PaymentStatus, 'green' | 'yellow' | 'red'> = { completed: 'green', pending: 'yellow', failed: 'red' };

/** Payment status colours: completed green, pending yellow, failed red, anything else grey. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const tone = status in paymentTones ? paymentTones[status as PaymentStatus] : 'grey';
  return (
    <Badge tone={tone} data-testid="payment-status">
      {status}
    </Badge>
  );
}
