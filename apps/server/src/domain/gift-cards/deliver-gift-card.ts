import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCardPurchases, giftCards, users } from '../../db/schema/index.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { renderGiftCardMail } from '../../infra/mail/templates/gift-card.ts';
import type { WhatsAppSender } from '../../infra/whatsapp/whatsapp-sender.ts';
import { openGiftCardCode } from './gift-card-code-seal.ts';
import { sendGiftCardWhatsApp } from './send-gift-card-whatsapp.ts';

export interface DeliverGiftCardDeps {
  db: Db;
  mailer: Mailer;
  whatsapp: WhatsAppSender;
  shopName: string;
  appUrl: string;
  /** The server's secret the code was sealed under. */
  secret: string;
}

/**
 * Job handler body: on its delivery date, a paid purchase's card is e-mailed to the recipient (the buyer, for a card
 * of their own) with its code, opened from its seal, then sent on WhatsApp to the number the buyer gave, if any; once
 * both are done, the seal is erased. Each channel is recorded when sent, so a retry (WhatsApp down) sends only what is
 * left; a crash between a send and its record sends that one again (never a lost code). A delivered purchase is
 * skipped. Before the date nothing is sent.
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
  if (!row.purchase.emailedAt) {
    await deps.mailer.send({ to: row.purchase.recipientEmail, ...mail });
    await deps.db.update(giftCardPurchases).set({ emailedAt: now }).where(eq(giftCardPurchases.id, purchaseId));
  }
  if (row.purchase.recipientWhatsapp) {
    await sendGiftCardWhatsApp(
      { db: deps.db, whatsapp: deps.whatsapp },
      {
        purchaseId,
        buyerId: row.purchase.buyerId,
        mobile: row.purchase.recipientWhatsapp,
        senderName: row.purchase.forSelf ? deps.shopName : row.buyerName,
        amountPaise: row.purchase.amountPaise,
        code,
        validUntil: new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(row.expiresAt),
      },
    );
  }
  await deps.db
    .update(giftCardPurchases)
    .set({ deliveredAt: now, sealedCode: null })
    .where(and(eq(giftCardPurchases.id, purchaseId), isNull(giftCardPurchases.deliveredAt)));
  return 'sent';
}
