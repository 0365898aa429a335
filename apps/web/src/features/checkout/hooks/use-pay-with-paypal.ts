import { useMutation } from '@tanstack/react-query';
import type { DeliveryOption } from '@aurelle/contract';
import { toast } from '@/lib/toast';
import { call, errorMessage } from '@/lib/api-client';
import { rememberCurrentOrderId } from '@/lib/payments/current-order';
import { couponRefusalMessage } from '../lib/coupon-refusal';
import { giftCardRefusalMessage } from '../lib/gift-card-refusal';

interface PayWithPaypalOptions {
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
  /** The server refused the code: show why at the code's field, and drop it. */
  onCouponRefused?: (message: string) => void;
  /** The order is created and the shopper leaves for PayPal (the code, if any, is held by the order). */
  onPlaced?: () => void;
  /** The gift card the quote applied, paying first (decision 104); the server checks it again under its lock. */
  giftCardCode?: string | undefined;
  /** The server refused the card: show why at the card's field, and drop it. */
  onGiftCardRefused?: (message: string) => void;
}

/**
 * The redirect way to pay (PayPal, spec §4): the server prices the cart and reserves it, answers PayPal's approval
 * page; our order id is kept in session storage for the return page (/shop/paypal-return), which captures the payment.
 */
export function usePayWithPaypal(
  addressId: string | null,
  {
    couponCode,
    gift,
    deliveryOption,
    whatsappUpdates,
    freeSampleVariantId,
    onCouponRefused,
    onPlaced,
    giftCardCode,
    onGiftCardRefused,
  }: PayWithPaypalOptions = {},
) {
  const createOrder = useMutation({
    mutationFn: (id: string) =>
      call('createLegacyOrder', {
        body: {
          addressId: id,
          ...(couponCode ? { couponCode } : {}),
          ...(gift ? { gift } : {}),
          ...(deliveryOption ? { deliveryOption } : {}),
          ...(whatsappUpdates ? { whatsappUpdates } : {}),
          ...(giftCardCode ? { giftCardCode } : {}),
          ...(freeSampleVariantId ? { freeSampleVariantId } : {}),
        },
      }),
  });

  async function pay(): Promise<void> {
    if (!addressId || createOrder.isPending) return;
    try {
      const answer = await createOrder.mutateAsync(addressId);
      rememberCurrentOrderId(answer.orderId);
      onPlaced?.();
      window.location.assign(answer.approvalURL);
    } catch (error) {
      const cardRefusal = giftCardRefusalMessage(error);
      if (cardRefusal !== undefined && onGiftCardRefused) {
        createOrder.reset();
        onGiftCardRefused(cardRefusal);
        return;
      }
      const refusal = couponRefusalMessage(error);
      if (refusal !== undefined && onCouponRefused) {
        createOrder.reset();
        onCouponRefused(refusal);
        return;
      }
      toast.error('Error creating order', { description: errorMessage(error, 'Please try again') });
    }
  }

  return { pay, isRedirecting: createOrder.isPending || createOrder.isSuccess };
}
