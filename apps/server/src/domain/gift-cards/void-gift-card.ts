import { eq } from 'drizzle-orm';
import { GIFT_CARD_MESSAGES, type GiftCard } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { giftCardLedger, giftCards } from '../../db/schema/index.ts';
import { conflict } from '../errors.ts';
import { giftCardColumns, presentGiftCard } from './gift-card-reads.ts';
import { lockGiftCard } from './spend-gift-card.ts';

/** Voids a card: what it still held leaves it as one "voided" entry, and it can never be spent again. */
export async function voidGiftCard(
  db: DbOrTx,
  input: { id: string; reason: string; actorId: string },
  now = new Date(),
): Promise<GiftCard> {
  return db.transaction(async (tx) => {
    const row = await lockGiftCard(tx, { id: input.id }, now);
    if (row.card.voidedAt) throw conflict(GIFT_CARD_MESSAGES.alreadyVoided);
    if (row.balancePaise > 0) {
      await tx.insert(giftCardLedger).values({
        giftCardId: input.id,
        kind: 'voided',
        amountPaise: -row.balancePaise,
        note: input.reason,
        actorId: input.actorId,
        createdAt: now,
      });
    }
    await tx.update(giftCards).set({ voidedAt: now, voidReason: input.reason }).where(eq(giftCards.id, input.id));
    const [after] = await tx.select(giftCardColumns(now)).from(giftCards).where(eq(giftCards.id, input.id));
    if (!after) throw new Error('voidGiftCard: the card went missing');
    return presentGiftCard(after);
  });
}
