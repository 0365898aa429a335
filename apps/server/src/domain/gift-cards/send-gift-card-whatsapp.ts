import { and, count, eq } from 'drizzle-orm';
import { formatInr, maskGiftCardCode, paiseToRupees } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { whatsappAttempts, whatsappMessages, whatsappOptOuts } from '../../db/schema/index.ts';
import { whatsappNumber, type WhatsAppSender } from '../../infra/whatsapp/whatsapp-sender.ts';
import { WHATSAPP_MAX_ATTEMPTS } from '../whatsapp/job-types.ts';

/** The approved template's name in Meta's WhatsApp Manager; decision 105 holds the wording to submit. */
export const GIFT_CARD_WHATSAPP_TEMPLATE = 'gift_card_delivery';
const GIFT_CARD_WHATSAPP_EVENT = 'gift-card-delivery';

export interface GiftCardWhatsAppFacts {
  purchaseId: string;
  buyerId: string;
  /** The 10-digit mobile the buyer typed. */
  mobile: string;
  senderName: string;
  amountPaise: number;
  code: string;
  validUntil: string;
}

/** {{1}} sender, {{2}} amount, {{3}} code, {{4}} valid until. */
function parametersOf(facts: GiftCardWhatsAppFacts, code: string): string[] {
  return [facts.senderName, formatInr(paiseToRupees(facts.amountPaise)), code, facts.validUntil];
}

/**
 * Sends a bought card's WhatsApp message once: one row per purchase (its unique index), recorded with the code masked
 * (the store never keeps it in the clear), skipped for a phone that said STOP. A failed try is recorded and thrown so
 * the delivery job retries; after WHATSAPP_MAX_ATTEMPTS failures it is marked failed and the delivery goes on (the
 * e-mail already carried the code).
 */
export async function sendGiftCardWhatsApp(
  deps: { db: Db; whatsapp: WhatsAppSender },
  facts: GiftCardWhatsAppFacts,
): Promise<'sent' | 'skipped' | 'failed'> {
  const phone = whatsappNumber(facts.mobile);
  await deps.db
    .insert(whatsappMessages)
    .values({
      giftCardPurchaseId: facts.purchaseId,
      userId: facts.buyerId,
      event: GIFT_CARD_WHATSAPP_EVENT,
      phone,
      template: GIFT_CARD_WHATSAPP_TEMPLATE,
      parameters: parametersOf(facts, maskGiftCardCode(facts.code.slice(-4))),
    })
    .onConflictDoNothing();
  const [message] = await deps.db.select().from(whatsappMessages).where(eq(whatsappMessages.giftCardPurchaseId, facts.purchaseId)).limit(1);
  if (!message) throw new Error('sendGiftCardWhatsApp: the message was not written');
  if (message.status !== 'queued') return message.status === 'sent' ? 'sent' : message.status;
  const [optedOut] = await deps.db.select().from(whatsappOptOuts).where(eq(whatsappOptOuts.phone, phone)).limit(1);
  if (optedOut) {
    await deps.db.update(whatsappMessages).set({ status: 'skipped' }).where(eq(whatsappMessages.id, message.id));
    return 'skipped';
  }
  try {
    const sent = await deps.whatsapp.send({
      to: phone,
      template: GIFT_CARD_WHATSAPP_TEMPLATE,
      parameters: parametersOf(facts, facts.code),
      buttons: [],
    });
    await deps.db.transaction(async (tx) => {
      await tx
        .update(whatsappMessages)
        .set({ status: 'sent', providerMessageId: sent.messageId, sentAt: new Date() })
        .where(eq(whatsappMessages.id, message.id));
      await tx.insert(whatsappAttempts).values({ messageId: message.id, ok: true, detail: sent.messageId });
    });
    return 'sent';
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const failures = await deps.db.transaction(async (tx) => {
      await tx.insert(whatsappAttempts).values({ messageId: message.id, ok: false, detail });
      const [row] = await tx
        .select({ failures: count() })
        .from(whatsappAttempts)
        .where(and(eq(whatsappAttempts.messageId, message.id), eq(whatsappAttempts.ok, false)));
      const failed = (row?.failures ?? 0) >= WHATSAPP_MAX_ATTEMPTS;
      if (failed) await tx.update(whatsappMessages).set({ status: 'failed' }).where(eq(whatsappMessages.id, message.id));
      return failed;
    });
    if (failures) return 'failed';
    throw error;
  }
}
