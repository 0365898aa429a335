import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { DeliveryOption } from '@aurelle/contract';
import { toast } from '@/lib/toast';
import { ApiRequestError } from '@/lib/api-client';
import { forgetCart } from '@/lib/cart/cart-query';
import { paths } from '@/lib/paths';
import { usePlaceCodOrder } from '../api/use-place-cod-order';
import { couponRefusalMessage } from '../lib/coupon-refusal';
import { giftCardRefusalMessage } from '../lib/gift-card-refusal';

interface PlaceCodOrderOptions {
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
  /** The order was placed (with the code, if any, now spent). */
  onPlaced?: () => void;
  /** The gift card the quote applied, paying first (decision 104); the server checks it again under its lock. */
  giftCardCode?: string | undefined;
  /** The server refused the card: show why at the card's field, and drop it. */
  onGiftCardRefused?: (message: string) => void;
}

/** Places a cash-on-delivery order, then forgets the cart and shows the orders, as a paid checkout does. */
export function usePlaceCodOrderFlow(
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
  }: PlaceCodOrderOptions = {},
) {
  const placeOrder = usePlaceCodOrder();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function place(): Promise<void> {
    if (!addressId || placeOrder.isPending) return;
    try {
      const answer = await placeOrder.mutateAsync({
        addressId,
        ...(couponCode ? { couponCode } : {}),
        ...(gift ? { gift } : {}),
        ...(deliveryOption ? { deliveryOption } : {}),
        ...(whatsappUpdates ? { whatsappUpdates } : {}),
        ...(giftCardCode ? { giftCardCode } : {}),
        ...(freeSampleVariantId ? { freeSampleVariantId } : {}),
      });
      onPlaced?.();
      forgetCart(queryClient);
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'shop' && query.queryKey[1] !== 'config',
        refetchType: 'none',
      });
      toast.success(answer.message);
      void navigate(paths.shop.account({ tab: 'orders' }));
    } catch (error) {
      const cardRefusal = giftCardRefusalMessage(error);
      if (cardRefusal !== undefined && onGiftCardRefused) {
        onGiftCardRefused(cardRefusal);
        return;
      }
      const refusal = couponRefusalMessage(error);
      if (refusal !== undefined && onCouponRefused) {
        onCouponRefused(refusal);
        return;
      }
      toast.error('Could not place the order', { description: error instanceof ApiRequestError ? error.message : undefined });
    }
  }

  return { place, isPlacing: placeOrder.isPending };
}
