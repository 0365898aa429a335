import { ListOrdered, PackageCheck, PackageX, Undo2 } from 'lucide-react';
import { ViewSwitch } from '@/components/layout/view-switch';
import { paths } from '@/lib/paths';

export type OrdersView = 'all' | 'to-ship' | 'delivery-problems' | 'cod-returns';

/** Every order, what to pack today, parcels in trouble, COD parcels that came back: views kept in the URL. */
export function OrdersViewSwitch({ current }: { current: OrdersView }) {
  const views = [
    { key: 'all', label: 'All orders', to: paths.admin.orders, Icon: ListOrdered },
    { key: 'to-ship', label: 'To ship', to: paths.admin.ordersToShip, Icon: PackageCheck },
    { key: 'delivery-problems', label: 'Delivery problems', to: paths.admin.ordersDeliveryProblems, Icon: PackageX },
    { key: 'cod-returns', label: 'COD returns', to: paths.admin.ordersCodReturns, Icon: Undo2 },
  ] as const;
  return <ViewSwitch label="Orders view" views={views} current={current} />;
}
