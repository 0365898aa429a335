import { ListOrdered, PackageCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/cn';

export type OrdersView = 'all' | 'to-ship';

/** Every order, or what to pack today (issue 16): two views of the orders page, the choice kept in the URL. */
export function OrdersViewSwitch({ current }: { current: OrdersView }) {
  const views = [
    { key: 'all', label: 'All orders', to: paths.admin.orders, Icon: ListOrdered },
    { key: 'to-ship', label: 'To ship', to: paths.admin.ordersToShip, Icon: PackageCheck },
  ] as const;
  return (
    <nav aria-label="Orders view" className="inline-flex border border-line bg-white p-0.5">
      {views.map(({ key, label, to, Icon }) => (
        <Link
          key={key}
          to={to}
          aria-current={current === key ? 'page' : undefined}
          className={cn(
            'inline-flex h-10 items-center gap-2 px-4 text-xs font-medium uppercase tracking-[0.16em] transition-colors',
            current === key ? 'bg-ink text-ivory' : 'text-stone hover:text-ink',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
