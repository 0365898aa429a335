import { ListOrdered, PackageCheck, PackageX, Undo2 } from 'lucide-react';
import { ViewSwitch } from '@/components/layout/view-switch';
import type { Permission } from '@aurelle/contract';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/use-session';

export type OrdersView = 'all' | 'to-ship' | 'delivery-problems' | 'cod-returns';

/** Every order, what to pack today, parcels in trouble, COD parcels that came back, each with what it needs. */
const ordersViews = [
  { key: 'all', label: 'All orders', to: paths.admin.orders, Icon: ListOrdered, needs: 'orders.read' },
  { key: 'to-ship', label: 'To ship', to: paths.admin.ordersToShip, Icon: PackageCheck, needs: 'shipping' },
  { key: 'delivery-problems', label: 'Delivery problems', to: paths.admin.ordersDeliveryProblems, Icon: PackageX, needs: 'shipping' },
  { key: 'cod-returns', label: 'COD returns', to: paths.admin.ordersCodReturns, Icon: Undo2, needs: 'orders.read' },
] as const satisfies ReadonlyArray<{ key: OrdersView; label: string; needs: Permission } & Record<string, unknown>>;

/** The views this person's role includes, in order. */
export function useOrdersViews() {
  const { can } = useSession();
  return ordersViews.filter((view) => can(view.needs));
}

/** The views kept in the URL; only those the person's role includes. */
export function OrdersViewSwitch({ current }: { current: OrdersView }) {
  const views = useOrdersViews();
  if (views.length < 2) return null;
  return <ViewSwitch label="Orders view" views={views} current={current} />;
}
