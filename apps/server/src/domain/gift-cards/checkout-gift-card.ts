import { and, eq, inArray, sql } from 'drizzle-orm';
import { GIFT_CARD_MESSAGES, maskGiftCardCode, normalizeGiftCardCode, type GiftCardStatus } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { giftCardLedger, giftCards } from '../../db/schema/index.ts';
import { giftCardCodeHash } from './gift-card-codes.ts';
import { giftCardColumns } from './gift-card-reads.ts';
import { REFUSAL_OF } from './spend-gift-card.ts';

/** A gift card as checkout sees it: what it can pay now, or why it is refused (the status's own message). */
export type CheckoutGiftCard =
  | { ok: true; giftCardId: string; maskedCode: string; lastFour: string; balancePaise: number }
  | { ok: false; maskedCode: string; message: string; why: 'not-found' | Exclude<GiftCardStatus, 'active'> };

/**
 * Reads the card a checkout names (decision 104). Placing the order locks its row to the end of the transaction, so the
 * balance read here is the one `redeemGiftCard` spends from and racing checkouts take it in turn. The shopper's unpaid
 * checkouts that this one would replace hold part of the card until they are cancelled: that part counts as theirs
 * to spend again, as their stock does.
 */
export async function checkoutGiftCard(
  db: DbOrTx,
  code: string,
  options: { lock: boolean; now: Date; replacingOrderIds?: readonly string[] | undefined },
): Promise<CheckoutGiftCard> {
  const typed = normalizeGiftCardCode(code);
  const unknown = {
    ok: false as const,
    maskedCode: maskGiftCardCode(typed.slice(-4)),
    message: GIFT_CARD_MESSAGES.notFound,
    why: 'not-found' as const,
  };
  const found = db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(eq(giftCards.codeHash, giftCardCodeHash(typed)));
  const [card] = options.lock ? await found.for('update') : await found;
  if (!card) return unknown;
  const [row] = await db.select(giftCardColumns(options.now)).from(giftCards).where(eq(giftCards.id, card.id));
  if (!row) return unknown;
  const maskedCode = maskGiftCardCode(row.card.lastFour);
  const heldPaise = await heldByOrders(db, row.card.id, options.replacingOrderIds ?? []);
  const balancePaise = Number(row.balancePaise) + heldPaise;
  // A card spent only by a checkout about to be replaced is spendable again.
  const status: GiftCardStatus = row.status === 'spent' && balancePaise > 0 ? 'active' : row.status;
  if (status !== 'active') return { ok: false, maskedCode, message: REFUSAL_OF[status], why: status };
  return { ok: true, giftCardId: row.card.id, maskedCode, lastFour: row.card.lastFour, balancePaise };
}

/** What these orders took from the card and have not had back. */
async function heldByOrders(db: DbOrTx, giftCardId: string, orderIds: readonly string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const [row] = await db
    .select({ net: sql<number>`coalesce(sum(${giftCardLedger.amountPaise}), 0)::int` })
    .from(giftCardLedger)
    .where(and(eq(giftCardLedger.giftCardId, giftCardId), inArray(giftCardLedger.orderId, [...orderIds])));
  return Math.max(0, -Number(row?.net ?? 0));
}
