import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { call, errorMessage } from '@/lib/api-client';
import { rememberCurrentOrderId } from '@/lib/payments/current-order';

/**
 * The redirect way to pay (PayPal, spec §4): the server prices the cart and reserves it, answers PayPal's approval
 * page; our order id is kept in session storage for the return page (/shop/paypal-return), which captures the payment.
 */
export function usePayWithPaypal(addressId: string | null) {
  const createOrder = useMutation({
    mutationFn: (id: string) => call('createLegacyOrder', { body: { addressId: id } }),
  });

  async function pay(): Promise<void> {
    if (!addressId || createOrder.isPending) return;
    try {
      const answer = await createOrder.mutateAsync(addressId);
      rememberCurrentOrderId(answer.orderId);
      window.location.assign(answer.approvalURL);
    } catch (error) {
      toast.error('Error creating order', { description: errorMessage(error, 'Please try again') });
    }
  }

  return { pay, isRedirecting: createOrder.isPending || createOrder.isSuccess };
}
