import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminOrdersKey } from './use-admin-orders';

/** GET /admin/orders/to-ship — paid and cash-on-delivery orders waiting for their parcel, oldest first. */
export function useOrdersToShip(page: number) {
  return useQuery({
    // Under the orders' key, so every order action (a status change, a shipment) refreshes the view too.
    queryKey: [...adminOrdersKey, 'to-ship', page],
    queryFn: ({ signal }) => call('listOrdersToShip', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
