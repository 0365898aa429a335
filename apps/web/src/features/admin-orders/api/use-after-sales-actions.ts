import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EndpointInput } from '@aurelle/contract';
import { call, type NamedEndpoint } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminOrdersKey } from './use-admin-orders';

type ShipOrderRequest = EndpointInput<NamedEndpoint<'shipOrder'>>['body'];
type RecordCodCashRequest = EndpointInput<NamedEndpoint<'recordCodCash'>>['body'];
type RefundOrderRequest = EndpointInput<NamedEndpoint<'refundOrder'>>['body'];
type DecideReturnRequest = EndpointInput<NamedEndpoint<'decideReturn'>>['body'];

/**
 * After any after-sales action the server's message is shown and the list and the details are fetched again. The
 * toast is raised here, not in `mutate`'s callbacks: the refetched order often unmounts the form that asked (a
 * shipped order has no "Mark as shipped"), and React Query drops the callbacks of an unmounted caller.
 */
function useInvalidateAdminOrders() {
  const queryClient = useQueryClient();
  return (response: { message?: string | undefined }) => {
    if (response.message) toast.success(response.message);
    return queryClient.invalidateQueries({ queryKey: adminOrdersKey });
  };
}

/** POST /admin/orders/ship/:id {courier, trackingNumber, expectedDeliveryDate}: records (or corrects) the shipment. */
export function useShipOrder() {
  const invalidate = useInvalidateAdminOrders();
  return useMutation({
    mutationFn: ({ orderId, shipment }: { orderId: string; shipment: ShipOrderRequest }) =>
      call('shipOrder', { params: { id: orderId }, body: shipment }),
    onSuccess: invalidate,
  });
}

/** POST /admin/orders/cod-collected/:id {amount}: the courier collected the cash; the order is paid and delivered. */
export function useRecordCodCash() {
  const invalidate = useInvalidateAdminOrders();
  return useMutation({
    mutationFn: ({ orderId, amount }: { orderId: string } & RecordCodCashRequest) =>
      call('recordCodCash', { params: { id: orderId }, body: { amount } }),
    onSuccess: invalidate,
  });
}

/** POST /admin/orders/:id/cod-confirmation: the shopper confirmed their cash-on-delivery order by phone. */
export function useConfirmCodOrder() {
  const invalidate = useInvalidateAdminOrders();
  return useMutation({
    mutationFn: ({ orderId }: { orderId: string }) => call('confirmCodOrder', { params: { id: orderId } }),
    onSuccess: invalidate,
  });
}

/** POST /admin/orders/cod-refused/:id: the shopper refused the cash-on-delivery parcel. */
export function useRecordCodRefused() {
  const invalidate = useInvalidateAdminOrders();
  return useMutation({
    mutationFn: ({ orderId }: { orderId: string }) => call('recordCodRefused', { params: { id: orderId } }),
    onSuccess: invalidate,
  });
}

/** POST /admin/orders/refund/:id {amount, reason, requestId}: the same requestId sent twice refunds once. */
export function useRefundOrder() {
  const invalidate = useInvalidateAdminOrders();
  return useMutation({
    mutationFn: ({ orderId, refund }: { orderId: string; refund: RefundOrderRequest }) =>
      call('refundOrder', { params: { id: orderId }, body: refund }),
    onSuccess: invalidate,
  });
}

/** POST /admin/orders/returns/:id (the return request's id): approve (refund, optional restock) or reject it. */
export function useDecideReturn() {
  const invalidate = useInvalidateAdminOrders();
  return useMutation({
    mutationFn: ({ returnId, decision }: { returnId: string; decision: DecideReturnRequest }) =>
      call('decideReturn', { params: { id: returnId }, body: decision }),
    onSuccess: invalidate,
  });
}
