import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryProblemActionRequest, ShipWithShiprocketRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminOrdersKey } from './use-admin-orders';

/*
 * Shipping through Shiprocket (decision 098): one hook per endpoint. Everything sits under the orders' key, so
 * shipping an order refreshes the To ship view, its parcels' states and the order details together.
 */
const shippingKey = [...adminOrdersKey, 'shipping'] as const;

/** GET /admin/shipping/config — whether "Ship with Shiprocket" is offered. */
export function useShippingConfig() {
  return useQuery({
    queryKey: ['admin', 'shipping-config'],
    queryFn: ({ signal }) => call('getShippingConfig', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /admin/shipping/couriers?ids= — the couriers serving every order of the selection (while the dialog is open). */
export function useCourierOptions(orderIds: readonly string[] | null) {
  return useQuery({
    queryKey: [...shippingKey, 'couriers', orderIds],
    queryFn: ({ signal }) => call('listCourierOptions', { query: { ids: (orderIds ?? []).join(',') }, signal }),
    enabled: orderIds !== null && orderIds.length > 0,
    staleTime: 60_000,
  });
}

/** GET /admin/shipping/shipments?ids= — the Shiprocket state of the listed orders' parcels (a failed step, a retry). */
export function useShipments(orderIds: readonly string[]) {
  return useQuery({
    queryKey: [...shippingKey, 'shipments', orderIds],
    queryFn: ({ signal }) => call('listShipments', { query: { ids: orderIds.join(',') }, signal }),
    enabled: orderIds.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/shipping/ship — each order from the step it reached; the answer says where each stopped. */
export function useShipWithShiprocket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ShipWithShiprocketRequest) => call('shipWithShiprocket', { body: request }),
    onSuccess: async (answer) => {
      if (answer.failedCount === 0) toast.success(answer.message, { description: 'Print the labels and hand the parcels to the courier.' });
      else toast.error(answer.message, { description: 'Each failed order shows Shiprocket’s message and a Retry.' });
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
}

/** GET /admin/shipping/delivery-problems — parcels the courier could not deliver, waiting for an answer. */
export function useDeliveryProblems() {
  return useQuery({
    queryKey: [...shippingKey, 'delivery-problems'],
    queryFn: ({ signal }) => call('listDeliveryProblems', { signal }),
  });
}

/** POST /admin/shipping/delivery-problems/:id — re-attempt the delivery, or return the parcel. */
export function useActOnDeliveryProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: DeliveryProblemActionRequest & { orderId: string }) =>
      call('actOnDeliveryProblem', { params: { id: orderId }, body }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
}

/** GET /admin/shipping/orders/:id — the order's parcel, and whether it came back to the shop. */
export function useOrderShipment(orderId: string | null) {
  return useQuery({
    queryKey: [...shippingKey, 'order', orderId],
    queryFn: ({ signal }) => call('getOrderShipment', { params: { id: orderId ?? '' }, signal }),
    enabled: orderId !== null,
  });
}

/** POST /admin/shipping/orders/:id/restock — a returned parcel's units back on sale. */
export function useRestockReturnedOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => call('restockReturnedOrder', { params: { id: orderId } }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
}
