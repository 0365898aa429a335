import { eq } from 'drizzle-orm';
import { GIFT_CARD_MESSAGES, type GiftCardStatus } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { giftCardLedger, giftCards } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../errors.ts';
import { giftCardCodeHash } from './gift-card-codes.ts';
import { giftCardColumns, type GiftCardRow } from './gift-card-reads.ts';

export const REFUSAL_OF: Record<Exclude<GiftCardStatus, 'active'>, string> = {
  scheduled: GIFT_CARD_MESSAGES.notYetDelivered,
  expired: GIFT_CARD_MESSAGES.expired,
  voided: GIFT_CARD_MESSAGES.voided,
  spent: GIFT_CARD_MESSAGES.empty,
};

/**
 * Locks a card's row for the rest of the transaction and reads it: every change of a balance goes through here, so
 * two transactions on one card are served one after the other and each sees what the other wrote.
 */
export async function lockGiftCard(tx: DbOrTx, where: { id: string } | { code: string }, now = new Date()): Promise<GiftCardRow> {
  const condition = 'id' in where ? eq(giftCards.id, where.id) : eq(giftCards.codeHash, giftCardCodeHash(where.code));
  const [locked] = await tx.select({ id: giftCards.id }).from(giftCards).where(condition).for('update');
  if (!locked) throw notFound(GIFT_CARD_MESSAGES.notFound);
  const [row] = await tx.select(giftCardColumns(now)).from(giftCards).where(eq(giftCards.id, locked.id));
  if (!row) throw notFound(GIFT_CARD_MESSAGES.notFound);
  return row;
}

/**
 * Spends up to `wantedPaise` of an active card for an order, inside the caller's transaction (the order's own): what is
 * spent is the smaller of what is wanted and what is left, written as one "redeemed" entry; the card must be active.
 * Answers what was spent.
 */
export async function redeemGiftCard(
  tx: DbOrTx,
  input: { code: string; orderId: string; wantedPaise: number; actorId?: string | null },
  now = new Date(),
): Promise<{ giftCardId: string; spentPaise: number; balanceLeftPaise: number }> {
  const row = await lockGiftCard(tx, { code: input.code }, now);
  if (row.status !== 'active') throw badRequest(REFUSAL_OF[row.status]);
  const spentPaise = Math.min(Math.max(0, Math.floor(input.wantedPaise)), row.balancePaise);
  if (spentPaise > 0) {
    await tx.insert(giftCardLedger).values({
      giftCardId: row.card.id,
      kind: 'redeemed',
      amountPaise: -spentPaise,
      orderId: input.orderId,
      actorId: input.actorId ?? null,
      createdAt: now,
    });
  }
  return { giftCardId: row.card.id, spentPaise, balanceLeftPaise: row.balancePaise - spentPaise };
}

/**
 * Gives an order's spending back to the card it came from (a cancelled, unpaid or refunded order), at most what the
 * order spent on it and has not had back yet. Recorded whatever the card's state: the money is the holder's.
 */
export async function giveBackToGiftCard(
  tx: DbOrTx,
  input: { giftCardId: string; orderId: string; amountPaise: number; note: string; actorId?: string | null },
  now = new Date(),
): Promise<number> {
  await lockGiftCard(tx, { id: input.giftCardId }, now);
  const entries = await tx
    .select({ kind: giftCardLedger.kind, amountPaise: giftCardLedger.amountPaise, orderId: giftCardLedger.orderId })
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, input.giftCardId));
  const ofOrder = entries.filter((entry) => entry.orderId === input.orderId);
  const spent = -ofOrder.filter((entry) => entry.kind === 'redeemed').reduce((sum, entry) => sum + entry.amountPaise, 0);
  const givenBack = ofOrder.filter((entry) => entry.kind === 'refunded').reduce((sum, entry) => sum + entry.amountPaise, 0);
  const amountPaise = Math.min(Math.floor(input.amountPaise), spent - givenBack);
  if (amountPaise <= 0) return 0;
  await tx.insert(giftCardLedger).values({
    giftCardId: input.giftCardId,
    kind: 'refunded',
    amountPaise,
    orderId: input.orderId,
    note: input.note,
    actorId: input.actorId ?? null,
    createdAt: now,
  });
  return amountPaise;
}
