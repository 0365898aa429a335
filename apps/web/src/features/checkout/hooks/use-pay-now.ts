import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { CardPaymentOrder, CreatePaymentOrderResponse, DeliveryOption, PublicUser, VerifyPaymentRequest } from '@aurelle/contract';
import { ApiRequestError } from '@/lib/api-client';
import { forgetCart } from '@/lib/cart/cart-query';
import { useClearCart } from '@/lib/cart/use-clear-cart';
import { useCreatePaymentOrder } from '../api/use-create-payment-order';
import { useVerifyPayment } from '../api/use-verify-payment';
import { couponRefusalMessage } from '../lib/coupon-refusal';
import { giftCardRefusalMessage } from '../lib/gift-card-refusal';
import { loadRazorpay, openRazorpay } from '../lib/razorpay';
import { paths } from '@/lib/paths';

export type PayPhase = 'idle' | 'creating' | 'paying' | 'verifying';

interface PayNowOptions {
  hasItems: boolean;
  addressId: string | null;
  contactPhone: string | undefined;
  user: PublicUser | null;
  shopName: string;
  /** The code the server said applies, sent with the order; the server checks it again. */
  couponCode?: string | undefined;
  /** Gift wrap and message when the order is a gift. */
  gift?: { wrap: boolean; message: string } | undefined;
  /** Standard or express delivery; the server prices it. Absent: standard. */
  deliveryOption?: DeliveryOption | undefined;
  /** WhatsApp updates on this order (the shopper ticked the box). */
  whatsappUpdates?: boolean | undefined;
  /** The free sample chosen when a "choose a free sample" offer applies. */
  freeSampleVariantId?: string | undefined;
  /** The server refused the code when the order was created: show why at the code's field, and drop it. */
  onCouponRefused?: (message: string) => void;
  /** The order was paid (with the code, if any, now spent). */
  onPaid?: () => void;
  /** The gift card the quote applied, paying first (decision 104); the server checks it again under its lock. */
  giftCardCode?: string | undefined;
  /** The server refused the card: show why at the card's field, and drop it. */
  onGiftCardRefused?: (message: string) => void;
}

/**
 * The payment flow: create the order on the server, open the provider's window (Razorpay's
 * checkout.js, or our simulated dialog with the same contract), verify the payment, clear the cart
 * on both sides, then show the orders.
 */
export function usePayNow({
  hasItems,
  addressId,
  contactPhone,
  user,
  shopName,
  couponCode,
  gift,
  deliveryOption,
  whatsappUpdates,
  freeSampleVariantId,
  onCouponRefused,
  onPaid,
  giftCardCode,
  onGiftCardRefused,
}: PayNowOptions) {
  const [phase, setPhase] = useState<PayPhase>('idle');
  const [simulatedOrder, setSimulatedOrder] = useState<CardPaymentOrder | null>(null);
  const createOrder = useCreatePaymentOrder();
  const verifyPayment = useVerifyPayment();
  const clearCart = useClearCart();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function completePayment(payload: VerifyPaymentRequest): Promise<void> {
    setSimulatedOrder(null);
    setPhase('verifying');
    try {
      await verifyPayment.mutateAsync(payload);
    } catch {
      toast.error('Payment verification failed');
      setPhase('idle');
      return;
    }
    await finish('Payment successful');
  }

  /** The order is paid (or had nothing to pay): the cart, orders and stock shown are stale; on to the shopper's orders. */
  async function finish(message: string): Promise<void> {
    // The server empties the cart on verification; clearing again is idempotent and covers older servers.
    clearCart.mutate(undefined, { onError: () => undefined });
    forgetCart(queryClient);
    // Stock, orders and the first-order flag all changed with this purchase (the shop's settings did not).
    await queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'shop' && query.queryKey[1] !== 'config',
      refetchType: 'none',
    });
    onPaid?.();
    toast.success(message);
    setPhase('idle');
    void navigate(paths.shop.account({ tab: 'orders' }));
  }

  function failPayment(description: string | undefined): void {
    setSimulatedOrder(null);
    setPhase('idle');
    toast.error('Payment failed', { description: description || 'Something went wrong' });
  }

  function cancelPayment(): void {
    setSimulatedOrder(null);
    setPhase('idle');
  }

  async function payNow(): Promise<void> {
    if (phase !== 'idle') return;
    if (!hasItems) {
      toast.error('Your cart is empty. Please add items to proceed');
      return;
    }
    if (!addressId) {
      toast.error('Please select a delivery address');
      return;
    }
    setPhase('creating');
    let order: CreatePaymentOrderResponse;
    try {
      order = await createOrder.mutateAsync({
        addressId,
        ...(couponCode ? { couponCode } : {}),
        ...(gift ? { gift } : {}),
        ...(deliveryOption ? { deliveryOption } : {}),
        ...(whatsappUpdates ? { whatsappUpdates } : {}),
        ...(giftCardCode ? { giftCardCode } : {}),
        ...(freeSampleVariantId ? { freeSampleVariantId } : {}),
      });
    } catch (error) {
      const cardRefusal = giftCardRefusalMessage(error);
      if (cardRefusal !== undefined && onGiftCardRefused) {
        onGiftCardRefused(cardRefusal);
        setPhase('idle');
        return;
      }
      const refusal = couponRefusalMessage(error);
      if (refusal !== undefined && onCouponRefused) {
        onCouponRefused(refusal);
        setPhase('idle');
        return;
      }
      toast.error('Error creating order', { description: error instanceof ApiRequestError ? error.message : undefined });
      setPhase('idle');
      return;
    }

    // A code worth the whole order: placed and confirmed by the server, with no provider to pay.
    if ('paidInFull' in order) {
      await finish('Order placed: nothing to pay');
      return;
    }

    if (order.provider === 'simulated') {
      setSimulatedOrder(order);
      setPhase('paying');
      return;
    }

    const isLoaded = await loadRazorpay();
    if (!isLoaded) {
      toast.error('Razorpay SDK failed to load. Please try again later.');
      setPhase('idle');
      return;
    }
    try {
      openRazorpay(
        {
          key: order.keyId,
          amount: order.amount,
          currency: order.currency,
          name: shopName,
          description: `Order #${order.orderId.slice(0, 8)}`,
          order_id: order.id,
          prefill: { name: user?.userName, email: user?.email, contact: contactPhone },
          notes: { orderId: order.orderId },
          theme: { color: '#a8824c' },
          handler: (response) => void completePayment(response),
          modal: { ondismiss: cancelPayment },
          // A failed payment cancels the order on the server (payment.failed webhook), so no retry on the same
          // order: the shopper presses 'Pay now' again, which creates a fresh order (decision 008).
          retry: { enabled: false },
        },
        (response) => toast.error('Payment failed', { description: response.error.description }),
      );
      setPhase('paying');
    } catch {
      toast.error('Something went wrong');
      setPhase('idle');
    }
  }

  return { phase, payNow, simulatedOrder, completePayment, failPayment, cancelPayment };
}
