import { formatInr, type Order } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';
import { OrderProgress } from './order-progress';
import { formatOrderDate, formatOrderTime, shortOrderId } from './format-order';

/** One order in the account's order history. */
export function OrderCard({ order, onViewDetails }: { order: Order; onViewDetails: (order: Order) => void }) {
  const thumbnails = order.cartItems.slice(0, 3);
  const more = order.cartItems.length - thumbnails.length;
  return (
    <article
      className="border border-line bg-white p-5 transition-shadow hover:shadow-[0_12px_40px_-24px_rgba(21,19,15,0.35)] sm:p-7"
      data-testid="order-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h3 className="type-h3">Order #{shortOrderId(order._id)}</h3>
            <OrderStatusBadge status={order.orderStatus} />
          </div>
          <p className="text-sm text-stone">
            <time dateTime={order.orderDate}>
              {formatOrderDate(order.orderDate)} at {formatOrderTime(order.orderDate)}
            </time>
          </p>
          <p className="flex items-center gap-2 text-sm text-stone">
            Payment <PaymentStatusBadge status={order.paymentStatus} />
          </p>
        </div>
        <div className="flex w-full items-center justify-between gap-3 sm:w-auto sm:flex-col sm:items-end">
          <p className="font-display text-3xl tabular-nums">{formatInr(order.totalAmount)}</p>
          {thumbnails.length > 0 ? (
            <div className="flex -space-x-3">
              {thumbnails.map((item, index) => (
                <div
                  key={`${item.productId ?? item.title}-${index}`}
                  className="size-11 overflow-hidden rounded-full border-2 border-white bg-ivory-deep"
                >
                  {item.image ? <img src={item.image} alt={item.title} className="size-full object-cover" loading="lazy" /> : null}
                </div>
              ))}
              {more > 0 ? (
                <span className="flex size-11 items-center justify-center rounded-full border-2 border-white bg-ivory-deep text-xs text-ink-soft">
                  +{more}
                </span>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      <div className="mt-6">
        <OrderProgress status={order.orderStatus} />
      </div>
      <div className="mt-6 flex justify-end border-t border-line pt-4">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onViewDetails(order)}
          aria-label={`View Details of order ${shortOrderId(order._id)}`}
        >
          View Details
        </Button>
      </div>
    </article>
  );
}
