import { useState } from 'react';
import { Link } from '@/components/link';
import { Package } from 'lucide-react';
import type { Order } from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyOrders } from '../api/use-my-orders';
import { useOrderDetails } from '../api/use-order-details';
import { OrderCard } from './order-card';
import { OrderDetailsDialog } from './order-details-dialog';
import { paths } from '@/lib/paths';

/** The account's Orders tab: the order history. */
export function OrderHistory() {
  const orders = useMyOrders();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const listCopy = orders.data?.find((order) => order._id === selectedId);
  const details = useOrderDetails(selectedId, listCopy);
  const count = orders.data?.length ?? 0;

  return (
    <section aria-labelledby="order-history-title" className="flex flex-col gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="order-history-title" className="font-display text-3xl sm:text-4xl">
            Order History
          </h2>
          <p className="mt-1 text-sm text-stone">Track and manage your recent purchases</p>
        </div>
        {orders.data ? (
          <Badge tone="ink" data-testid="order-count">
            {count} {count === 1 ? 'Order' : 'Orders'}
          </Badge>
        ) : null}
      </header>

      {orders.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <p className="text-sm text-stone" role="status">
            Loading orders...
          </p>
          {[0, 1].map((key) => (
            <div key={key} className="border border-line bg-white p-6">
              <Skeleton className="h-7 w-48" />
              <Skeleton className="mt-3 h-4 w-64" />
              <Skeleton className="mt-8 h-1 w-full" />
            </div>
          ))}
        </div>
      ) : orders.isError ? (
        <div className="flex flex-col items-start gap-3 border border-line bg-white p-6" role="alert">
          <p className="text-sm text-danger">We could not load your orders.</p>
          <Button variant="subtle" size="sm" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </div>
      ) : count === 0 ? (
        <div className="flex flex-col items-center border border-line bg-white px-6 py-16 text-center">
          <div className="flex size-20 items-center justify-center rounded-full border border-gold/40">
            <Package className="size-8 text-gold" strokeWidth={1.2} aria-hidden="true" />
          </div>
          <h3 className="mt-6 type-h3">No orders yet</h3>
          <p className="mt-2 max-w-sm text-sm leading-relaxed text-stone">
            Your order history is empty. Start shopping to see your orders here.
          </p>
          <Button asChild className="mt-8">
            <Link to={paths.shop.listing()}>Start shopping</Link>
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-5" aria-label="Orders">
          {orders.data.map((order: Order) => (
            <li key={order._id}>
              <OrderCard order={order} onViewDetails={(chosen) => setSelectedId(chosen._id)} />
            </li>
          ))}
        </ul>
      )}

      <OrderDetailsDialog order={details.data ?? listCopy} isOpen={selectedId !== null} onClose={() => setSelectedId(null)} />
    </section>
  );
}
