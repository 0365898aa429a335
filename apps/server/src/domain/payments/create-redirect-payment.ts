import type { RedirectPaymentGateway } from '../../infra/payments/gateway.ts';
import { AppError } from '../errors.ts';
import { attachProviderOrder } from '../orders/attach-provider-order.ts';
import { cancelUnpaidOrder } from '../orders/cancel-unpaid-order.ts';
import { placePendingOrder } from '../orders/place-pending-order.ts';
import type { PaymentDeps } from './create-payment-order.ts';
import { ERROR_CREATING_ORDER_MESSAGE } from './messages.ts';

/** Where an order with nothing to pay sends the shopper instead of PayPal: the shop's payment-success page. */
export const PAID_IN_FULL_RETURN_PATH = '/shop/payment-success';

/**
 * Legacy redirect checkout (docs/decisions/009-payment-gateways.md): the same server-side amount and stock reservation as the
 * card flow, then a provider payment whose id is stored and whose approval URL the shopper is sent to.
 */
export async function createRedirectPayment(
  deps: PaymentDeps & { gateway: RedirectPaymentGateway },
  input: {
    userId: string;
    addressId: string | undefined;
    couponCode?: string | undefined;
    gift?: { wrap: boolean; message: string } | undefined;
    deliveryOption?: 'standard' | 'express' | undefined;
    whatsappUpdates?: boolean | undefined;
    giftCardCode?: string | undefined;
    /** The free sample chosen when a "choose a free sample" offer applies. */
    freeSampleVariantId?: string | undefined;
  },
): Promise<{ approvalURL: string; orderId: string }> {
  const placed = await placePendingOrder(deps.db, {
    userId: input.userId,
    addressId: input.addressId,
    couponCode: input.couponCode,
    gift: input.gift,
    deliveryOption: input.deliveryOption,
    whatsappUpdates: input.whatsappUpdates,
    giftCardCode: input.giftCardCode,
    freeSampleVariantId: input.freeSampleVariantId,
    paymentMethod: 'paypal',
    paymentProvider: deps.gateway.provider,
  });
  // Nothing to pay: confirmed already, so the shopper goes straight to the shop's own confirmation.
  if (placed.paidInFull) return { approvalURL: PAID_IN_FULL_RETURN_PATH, orderId: placed.orderId };
  let payment;
  try {
    payment = await deps.gateway.createPayment({ orderId: placed.orderId, amountPaise: placed.amountToPayPaise });
  } catch (error) {
    deps.log.error({ err: error, orderId: placed.orderId }, 'redirect payment provider could not create the payment');
    await deps.db.transaction((tx) => cancelUnpaidOrder(tx, { orderId: placed.orderId, reason: 'Payment provider unavailable' }));
    throw new AppError('SERVICE_UNAVAILABLE', ERROR_CREATING_ORDER_MESSAGE);
  }
  await attachProviderOrder(deps.db, { orderId: placed.orderId, providerOrderId: payment.paymentId });
  return { approvalURL: payment.approvalUrl, orderId: placed.orderId };
}
