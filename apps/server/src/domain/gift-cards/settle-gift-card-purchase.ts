import { and, eq } from 'drizzle-orm';
import { GIFT_CARD_MESSAGES, GIFT_CARD_VALIDITY_DAYS } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { giftCardLedger, giftCardPurchases, giftCards } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { notFound } from '../errors.ts';
import { newGiftCardCode } from './gift-card-codes.ts';
import { sealGiftCardCode } from './gift-card-code-seal.ts';
import { takeGiftCardReceiptNumber } from './gift-card-receipt-number.ts';
import { DELIVER_GIFT_CARD_JOB, DELIVER_GIFT_CARD_MAX_ATTEMPTS } from './job-types.ts';

const DAY_MS = 86_400_000;

export type SettleOutcome = 'paid' | 'already-paid';

/**
 * A purchase's payment arrived (verify or webhook), inside the caller's transaction. Under the purchase's row lock, a
 * purchase not yet paid becomes paid: its card is issued (scheduled until the delivery date, valid
 * GIFT_CARD_VALIDITY_DAYS from it, one "issued" entry), its receipt numbered, its code sealed for the delivery job,
 * which is queued for the delivery date. Paid already: nothing changes, so a verify twice and a webhook make one card.
 * A payment after a failure (Razorpay retries on the same order) is still the shopper's money, so it issues too.
 */
export async function settleGiftCardPurchase(
  tx: DbOrTx,
  input: { purchaseId: string; providerPaymentId: string; secret: string },
  now = new Date(),
): Promise<SettleOutcome> {
  const [purchase] = await tx.select().from(giftCardPurchases).where(eq(giftCardPurchases.id, input.purchaseId)).for('update');
  if (!purchase) throw notFound(GIFT_CARD_MESSAGES.purchaseNotFound);
  if (purchase.status === 'paid') return 'already-paid';

  const { printed, codeHash, lastFour } = newGiftCardCode();
  const [card] = await tx
    .insert(giftCards)
    .values({
      codeHash,
      lastFour,
      initialPaise: purchase.amountPaise,
      recipientName: purchase.recipientName,
      recipientEmail: purchase.recipientEmail,
      message: purchase.message,
      activeFrom: purchase.deliverAt,
      expiresAt: new Date(purchase.deliverAt.getTime() + GIFT_CARD_VALIDITY_DAYS * DAY_MS),
      createdAt: now,
    })
    .returning({ id: giftCards.id });
  if (!card) throw new Error('settleGiftCardPurchase: the card was not written');
  await tx.insert(giftCardLedger).values({
    giftCardId: card.id,
    kind: 'issued',
    amountPaise: purchase.amountPaise,
    note: 'Bought online',
    actorId: purchase.buyerId,
    createdAt: now,
  });
  await tx
    .update(giftCardPurchases)
    .set({
      status: 'paid',
      paidAt: now,
      providerPaymentId: input.providerPaymentId,
      failureReason: null,
      giftCardId: card.id,
      sealedCode: sealGiftCardCode(input.secret, purchase.id, printed),
      receiptNumber: await takeGiftCardReceiptNumber(tx, now),
    })
    .where(eq(giftCardPurchases.id, purchase.id));
  await enqueueJob(
    tx,
    DELIVER_GIFT_CARD_JOB,
    { purchaseId: purchase.id },
    {
      runAt: new Date(Math.max(purchase.deliverAt.getTime(), now.getTime())),
      dedupeKey: `gift-card-delivery:${purchase.id}`,
      maxAttempts: DELIVER_GIFT_CARD_MAX_ATTEMPTS,
    },
  );
  return 'paid';
}

/** The payment failed (the provider's word, or the simulated dialog's): a purchase still pending becomes failed; nothing is issued. */
export async function failGiftCardPurchase(tx: DbOrTx, input: { purchaseId: string; reason: string }): Promise<boolean> {
  const failed = await tx
    .update(giftCardPurchases)
    .set({ status: 'failed', failureReason: input.reason.slice(0, 500) })
    .where(and(eq(giftCardPurchases.id, input.purchaseId), eq(giftCardPurchases.status, 'pending')))
    .returning({ id: giftCardPurchases.id });
  return failed.length > 0;
}

/** The purchase a provider order belongs to, if any (a webhook names only the provider's order). */
export async function findGiftCardPurchaseByProviderOrder(tx: DbOrTx, providerOrderId: string) {
  const [purchase] = await tx
    .select({
      id: giftCardPurchases.id,
      buyerId: giftCardPurchases.buyerId,
      amountPaise: giftCardPurchases.amountPaise,
      status: giftCardPurchases.status,
    })
    .from(giftCardPurchases)
    .where(eq(giftCardPurchases.providerOrderId, providerOrderId))
    .limit(1);
  return purchase;
}
