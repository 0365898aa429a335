import { ListOrdered, PackageCheck, PackageX } from 'lucide-react';
import { ViewSwitch } from '@/components/layout/view-switch';
import { paths } from '@/lib/paths';

export type OrdersView = 'all' | 'to-ship' | 'delivery-problems';

/** Every order, or what to pack today: two views of the orders page, the choice kept in the URL. */
export function OrdersViewSwitch({ current }: { current: OrdersView }) {
  const views = [
    { key: 'all', label: 'All orders', to: paths.admin.orders, Icon: ListOrdered },
    { key: 'to-ship', label: 'To ship', to: paths.admin.ordersToShip, Icon: PackageCheck },
    { key: 'delivery-problems', label: 'Delivery problems', to: paths.admin.ordersDeliveryProblems, Icon: PackageX },
  ] as const;
  return <ViewSwitch label="Orders view" views={views} current={current} />;
}
