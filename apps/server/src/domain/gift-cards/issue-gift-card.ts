import { GIFT_CARD_MESSAGES, GIFT_CARD_VALIDITY_DAYS, rupeesToPaise, type GiftCard, type IssueGiftCardRequest } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { giftCardLedger, giftCards } from '../../db/schema/index.ts';
import { newGiftCardCode } from './gift-card-codes.ts';
import { presentGiftCard } from './gift-card-reads.ts';

const DAY_MS = 86_400_000;

/**
 * The back office issues a card: active at once, valid GIFT_CARD_VALIDITY_DAYS, its balance one "issued" entry. The
 * card and its first entry are written together; the whole code is answered this once.
 */
export async function issueGiftCard(
  db: DbOrTx,
  input: IssueGiftCardRequest & { issuedBy: string },
  now = new Date(),
): Promise<{ code: string; card: GiftCard }> {
  const initialPaise = rupeesToPaise(input.amount);
  const { printed, codeHash, lastFour } = newGiftCardCode();
  const card = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(giftCards)
      .values({
        codeHash,
        lastFour,
        initialPaise,
        recipientName: input.recipientName ?? null,
        recipientEmail: input.recipientEmail?.toLowerCase() ?? null,
        message: input.message ?? null,
        activeFrom: now,
        expiresAt: new Date(now.getTime() + GIFT_CARD_VALIDITY_DAYS * DAY_MS),
        issuedBy: input.issuedBy,
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('issueGiftCard: the card was not written');
    await tx.insert(giftCardLedger).values({
      giftCardId: created.id,
      kind: 'issued',
      amountPaise: initialPaise,
      note: GIFT_CARD_MESSAGES.issued,
      actorId: input.issuedBy,
      createdAt: now,
    });
    return created;
  });
  return { code: printed, card: presentGiftCard({ card, balancePaise: initialPaise, status: 'active' }) };
}
