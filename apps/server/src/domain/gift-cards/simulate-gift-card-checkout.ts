import { and, eq } from 'drizzle-orm';
import { GIFT_CARD_MESSAGES, type SimulatedCheckoutRequest, type SimulatedCheckoutResponse } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { giftCardPurchases } from '../../db/schema/index.ts';
import type { SimulatedCardGateway } from '../../infra/payments/gateway.ts';
import { simulatedId } from '../../infra/payments/simulated-card-gateway.ts';
import { badRequest } from '../errors.ts';
import { failGiftCardPurchase } from './settle-gift-card-purchase.ts';

const SIMULATED_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Your payment was declined by the bank (simulated failure).',
  reason: 'payment_failed',
};

/**
 * The simulated provider's dialog for the buyer's own pending gift card purchase: signs a success exactly as Razorpay
 * would (the page then verifies it), or records a failure as Razorpay's payment.failed webhook does. Undefined when the
 * provider order is no gift card purchase of this shopper's.
 */
export async function simulateGiftCardCheckout(
  deps: { db: DbOrTx; gateway: SimulatedCardGateway },
  input: SimulatedCheckoutRequest & { userId: string },
): Promise<SimulatedCheckoutResponse | undefined> {
  const [purchase] = await deps.db
    .select({ id: giftCardPurchases.id, status: giftCardPurchases.status })
    .from(giftCardPurchases)
    .where(and(eq(giftCardPurchases.providerOrderId, input.providerOrderId), eq(giftCardPurchases.buyerId, input.userId)))
    .limit(1);
  if (!purchase) return undefined;
  if (purchase.status !== 'pending') throw badRequest(GIFT_CARD_MESSAGES.purchaseNotPayable);
  if (input.outcome === 'failure') {
    await failGiftCardPurchase(deps.db, { purchaseId: purchase.id, reason: `Payment failed: ${SIMULATED_FAILURE.description}` });
    return { success: true, outcome: 'failure', error: SIMULATED_FAILURE };
  }
  const paymentId = simulatedId('pay_sim_');
  return {
    success: true,
    outcome: 'success',
    razorpay_payment_id: paymentId,
    razorpay_order_id: input.providerOrderId,
    razorpay_signature: deps.gateway.signPayment(input.providerOrderId, paymentId),
  };
}
