import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipOrdersRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminOrdersKey } from './use-admin-orders';

/**
 * POST /admin/orders/ship-many {shipments}: ships each order on its own; the answer says which were refused and why.
 * Shipped orders leave the To ship view as the lists are fetched again.
 */
export function useShipOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ShipOrdersRequest) => call('shipOrders', { body: request }),
    onSuccess: async (answer) => {
      if (answer.refusedCount === 0) toast.success(answer.message, { description: 'The shoppers are e-mailed their tracking links.' });
      else toast.error(answer.message, { description: 'The refused orders are listed with the reason.' });
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
}
