import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCardPurchases, giftCards, users } from '../../db/schema/index.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { renderGiftCardMail } from '../../infra/mail/templates/gift-card.ts';
import { openGiftCardCode } from './gift-card-code-seal.ts';

export interface DeliverGiftCardDeps {
  db: Db;
  mailer: Mailer;
  shopName: string;
  appUrl: string;
  /** The server's secret the code was sealed under. */
  secret: string;
}

/**
 * Job handler body: on its delivery date, a paid purchase's card is e-mailed to the recipient (the buyer, for a card
 * of their own) with its code, opened from its seal; once sent, the seal is erased. A retry after a crash between the two
 * sends the same code again (never a lost code); a delivered purchase is skipped. Before the date nothing is sent.
 */
export async function deliverGiftCard(
  deps: DeliverGiftCardDeps,
  purchaseId: string,
  now = new Date(),
): Promise<'sent' | 'skipped' | 'not-due'> {
  const [row] = await deps.db
    .select({ purchase: giftCardPurchases, buyerName: users.userName, expiresAt: giftCards.expiresAt })
    .from(giftCardPurchases)
    .innerJoin(users, eq(users.id, giftCardPurchases.buyerId))
    .innerJoin(giftCards, eq(giftCards.id, giftCardPurchases.giftCardId))
    .where(eq(giftCardPurchases.id, purchaseId))
    .limit(1);
  if (!row || row.purchase.status !== 'paid' || row.purchase.deliveredAt || !row.purchase.sealedCode) return 'skipped';
  if (now < row.purchase.deliverAt) return 'not-due';
  const code = openGiftCardCode(deps.secret, purchaseId, row.purchase.sealedCode);
  const mail = renderGiftCardMail({
    shopName: deps.shopName,
    recipientName: row.purchase.recipientName,
    fromName: row.purchase.forSelf ? undefined : row.buyerName,
    code,
    amountPaise: row.purchase.amountPaise,
    message: row.purchase.message,
    expiresAt: row.expiresAt,
    shopUrl: `${deps.appUrl}/shop/listing`,
  });
  await deps.mailer.send({ to: row.purchase.recipientEmail, ...mail });
  await deps.db
    .update(giftCardPurchases)
    .set({ deliveredAt: now, sealedCode: null })
    .where(and(eq(giftCardPurchases.id, purchaseId), isNull(giftCardPurchases.deliveredAt)));
  return 'sent';
}
