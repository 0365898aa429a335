import { eq } from 'drizzle-orm';
import { maskGiftCardCode, paiseToRupees, type Order } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { giftCardLedger, orders } from '../../db/schema/index.ts';
import type { PricedCheckout } from '../checkout/price-checkout.ts';
import { giveBackToGiftCard, lockGiftCard, redeemGiftCard } from './spend-gift-card.ts';

/** What an order stores of the card that paid part of it (decision 104): the share, the card, its last four. */
export function orderGiftCardColumns(quote: Pick<PricedCheckout, 'giftCard'>): {
  giftCardPaise: number;
  giftCardId: string | null;
  giftCardLastFour: string | null;
} {
  const card = quote.giftCard?.card;
  if (!card?.ok || !quote.giftCard || quote.giftCard.appliedPaise === 0)
    return { giftCardPaise: 0, giftCardId: null, giftCardLastFour: null };
  return { giftCardPaise: quote.giftCard.appliedPaise, giftCardId: card.giftCardId, giftCardLastFour: card.lastFour };
}

/** A gift card pays part of this priced checkout: placing it spends the card's share (spendOrderGiftCard). */
export function spendsGiftCard(quote: Pick<PricedCheckout, 'giftCard'>): boolean {
  return Boolean(quote.giftCard?.card.ok && quote.giftCard.appliedPaise > 0);
}

/**
 * Spends the card's share of a new order, in the order's transaction: the card's row was locked when the checkout was
 * priced, so what `redeemGiftCard` finds is what was priced, and the ledger entry names the order.
 */
export async function spendOrderGiftCard(
  tx: DbOrTx,
  input: { orderId: string; giftCardCode: string | undefined; quote: Pick<PricedCheckout, 'giftCard'>; now: Date },
): Promise<void> {
  const share = input.quote.giftCard;
  if (!input.giftCardCode || !spendsGiftCard(input.quote) || !share) return;
  const spent = await redeemGiftCard(tx, { code: input.giftCardCode, orderId: input.orderId, wantedPaise: share.appliedPaise }, input.now);
  // Under the lock the balance cannot have moved since pricing; if it did, the order's figures would be wrong: stop.
  if (spent.spentPaise !== share.appliedPaise)
    throw new Error(`Gift card paid ${spent.spentPaise} paise of order ${input.orderId}, not ${share.appliedPaise}`);
}

/** The total less the card's share: what the provider took or is asked for, or what the courier collects. */
export function amountToPayPaise(order: { totalPaise: number; giftCardPaise: number }): number {
  return order.totalPaise - order.giftCardPaise;
}

/**
 * An order that will never be paid (cancelled, expired, replaced, refused at the door) gives its card's share back,
 * in the caller's transaction; capped at what it spent less what it had back, so a second call gives nothing.
 */
export async function giveBackUnpaidOrderGiftCard(tx: DbOrTx, orderId: string, note: string): Promise<number> {
  const [order] = await tx
    .select({ giftCardId: orders.giftCardId, giftCardPaise: orders.giftCardPaise, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.giftCardId || order.paymentStatus === 'completed') return 0;
  return giveBackToGiftCard(tx, { giftCardId: order.giftCardId, orderId, amountPaise: order.giftCardPaise, note });
}

/**
 * What the card can still take back of a paid order's refund: its share less what it already had back. Locks the card
 * so two refunds of one order split it one after the other.
 */
export async function giftCardRefundablePaise(tx: DbOrTx, order: { id: string; giftCardId: string | null }): Promise<number> {
  if (!order.giftCardId) return 0;
  await lockGiftCard(tx, { id: order.giftCardId });
  const entries = await tx
    .select({ amountPaise: giftCardLedger.amountPaise, orderId: giftCardLedger.orderId })
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, order.giftCardId));
  // Redeemed entries are negative and given-back ones positive: what is still out is minus their sum.
  return Math.max(0, -entries.filter((entry) => entry.orderId === order.id).reduce((sum, entry) => sum + entry.amountPaise, 0));
}

/** The card's share as an order shows it (AURL-••••-••••-1234 and rupees); null when no card paid. */
export function presentOrderGiftCard(order: { giftCardPaise: number; giftCardLastFour: string | null }): Order['giftCard'] {
  if (order.giftCardPaise === 0 || !order.giftCardLastFour) return null;
  return { maskedCode: maskGiftCardCode(order.giftCardLastFour), amount: paiseToRupees(order.giftCardPaise) };
}
