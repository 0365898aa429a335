import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { failGiftCardPurchase, findGiftCardPurchaseByProviderOrder, settleGiftCardPurchase } from './settle-gift-card-purchase.ts';

/**
 * Razorpay's word on a provider order that belongs to a gift card purchase, in the webhook's transaction (its event id
 * is recorded with it): a captured payment of the purchase's amount settles it (once: a paid purchase stays as it is), a
 * failed one fails it while it is pending. Undefined when the provider order is no purchase's.
 */
export async function settleGiftCardPurchaseFromWebhook(
  tx: DbOrTx,
  deps: { log: Pick<FastifyBaseLogger, 'error' | 'warn'>; secret: string },
  input: {
    providerOrderId: string;
    payment: { id: string; amount?: number | undefined; error_description?: string | null | undefined } | undefined;
    failed: boolean;
  },
): Promise<'paid' | 'already-paid' | 'cancelled' | 'ignored' | undefined> {
  const purchase = await findGiftCardPurchaseByProviderOrder(tx, input.providerOrderId);
  if (!purchase) return undefined;
  if (input.failed) {
    const reason = `Payment failed${input.payment?.error_description ? `: ${input.payment.error_description}` : ''}`;
    return (await failGiftCardPurchase(tx, { purchaseId: purchase.id, reason })) ? 'cancelled' : 'ignored';
  }
  if (!input.payment) return 'ignored';
  if (input.payment.amount !== undefined && input.payment.amount !== purchase.amountPaise) {
    deps.log.error(
      { purchaseId: purchase.id, amount: input.payment.amount, expected: purchase.amountPaise },
      'webhook amount does not match the gift card purchase',
    );
    return 'ignored';
  }
  return settleGiftCardPurchase(tx, { purchaseId: purchase.id, providerPaymentId: input.payment.id, secret: deps.secret });
}
