import { GIFT_CARD_MESSAGES, type VerifyPaymentRequest } from '@aurelle/contract';
import type { CardPaymentGateway } from '../../infra/payments/gateway.ts';
import { badRequest } from '../errors.ts';
import type { PaymentDeps } from '../payments/create-payment-order.ts';
import { PAYMENT_VERIFICATION_FAILED_MESSAGE } from '../payments/messages.ts';
import { findGiftCardPurchaseByProviderOrder, settleGiftCardPurchase, type SettleOutcome } from './settle-gift-card-purchase.ts';

/**
 * Checkout's signed result for a gift card: HMAC-SHA256 of the stored provider order id and the payment id, compared in
 * constant time by the gateway, for the buyer's own purchase. Idempotent: a paid purchase verified again changes nothing.
 */
export async function verifyGiftCardPurchase(
  deps: PaymentDeps & { gateway: CardPaymentGateway; secret: string },
  input: VerifyPaymentRequest & { userId: string },
): Promise<{ purchaseId: string; outcome: SettleOutcome }> {
  const purchase = await findGiftCardPurchaseByProviderOrder(deps.db, input.razorpay_order_id);
  if (!purchase || purchase.buyerId !== input.userId) throw badRequest(GIFT_CARD_MESSAGES.purchaseNotFound);
  const isValid = deps.gateway.isPaymentSignatureValid({
    providerOrderId: input.razorpay_order_id,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
  });
  if (!isValid) {
    deps.log.warn({ purchaseId: purchase.id }, 'gift card payment signature rejected');
    throw badRequest(PAYMENT_VERIFICATION_FAILED_MESSAGE);
  }
  const outcome = await deps.db.transaction((tx) =>
    settleGiftCardPurchase(tx, { purchaseId: purchase.id, providerPaymentId: input.razorpay_payment_id, secret: deps.secret }),
  );
  return { purchaseId: purchase.id, outcome };
}
