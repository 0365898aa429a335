import { sql, type SQL } from 'drizzle-orm';
import { maskGiftCardCode, paiseToRupees, type GiftCard, type GiftCardStatus } from '@aurelle/contract';
import { giftCards } from '../../db/schema/index.ts';

/** A card's balance: the sum of its ledger (decision 103), never a stored number. */
// The card's id is named with its table: drizzle writes a column bare in a selected expression, and a bare "id" inside
// the subquery would be the ledger entry's own.
export const giftCardBalancePaise: SQL<number> = sql<number>`(coalesce((SELECT sum(entry.amount_paise) FROM gift_card_ledger entry WHERE entry.gift_card_id = "gift_cards"."id"), 0))::int`;

/**
 * What a card is at `now`, the one rule: voided, else expired (from `expires_at` on), else scheduled (before its
 * delivery date), else spent (nothing left), else active. Lists filter by it and checkout spends only an active card.
 */
export function giftCardStatusAt(now: Date): SQL<GiftCardStatus> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<GiftCardStatus>`(CASE
    WHEN ${giftCards.voidedAt} IS NOT NULL THEN 'voided'
    WHEN ${giftCards.expiresAt} <= ${at} THEN 'expired'
    WHEN ${giftCards.activeFrom} > ${at} THEN 'scheduled'
    WHEN ${giftCardBalancePaise} <= 0 THEN 'spent'
    ELSE 'active' END)`;
}

/** The columns every read of a card selects: the row, its balance and its status at `now`. */
export function giftCardColumns(now: Date) {
  return { card: giftCards, balancePaise: giftCardBalancePaise, status: giftCardStatusAt(now) };
}

export type GiftCardRow = { card: typeof giftCards.$inferSelect; balancePaise: number; status: GiftCardStatus };

export function presentGiftCard({ card, balancePaise, status }: GiftCardRow): GiftCard {
  return {
    id: card.id,
    maskedCode: maskGiftCardCode(card.lastFour),
    status,
    initialAmount: paiseToRupees(card.initialPaise),
    balance: paiseToRupees(Number(balancePaise)),
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    message: card.message,
    activeFrom: card.activeFrom.toISOString(),
    expiresAt: card.expiresAt.toISOString(),
    voidedAt: card.voidedAt?.toISOString() ?? null,
    voidReason: card.voidReason,
    createdAt: card.createdAt.toISOString(),
  };
}
