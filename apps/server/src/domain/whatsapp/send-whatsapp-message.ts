import { eq } from 'drizzle-orm';
import { trackingUrl } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { orders, refunds, users, whatsappAttempts, whatsappMessages, whatsappOptOuts } from '../../db/schema/index.ts';
import type { JobRun } from '../../infra/jobs/queue.ts';
import type { WhatsAppSender } from '../../infra/whatsapp/whatsapp-sender.ts';
import { WHATSAPP_MAX_ATTEMPTS } from './job-types.ts';
import { WHATSAPP_EVENTS, whatsappTemplateFor, type WhatsAppEvent } from './whatsapp-templates.ts';

export interface SendWhatsAppDeps {
  db: Db;
  whatsapp: WhatsAppSender;
  appUrl: string;
}

const isWhatsAppEvent = (value: string): value is WhatsAppEvent => (WHATSAPP_EVENTS as readonly string[]).includes(value);

/**
 * Job handler body: sends one queued message with the order's facts as they are now (the AWB of a corrected
 * shipment), records the try and its answer, and throws on failure so the queue retries with backoff. A message that
 * was sent is never sent again; one to a phone that has since said STOP is skipped. After the last try it is marked
 * failed: the order and its e-mails never wait on WhatsApp.
 */
export async function sendWhatsAppMessage(
  deps: SendWhatsAppDeps,
  messageId: string,
  job: Pick<JobRun, 'attempts'>,
): Promise<'sent' | 'skipped'> {
  const [message] = await deps.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, messageId)).limit(1);
  if (!message || message.status === 'sent' || message.status === 'skipped' || !message.orderId) return 'skipped';
  const [baseEvent, key] = message.event.split(':') as [string, string | undefined];
  const [row] = await deps.db
    .select({ order: orders, shopperName: users.userName, userOffAt: users.whatsappOffAt })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, message.orderId))
    .limit(1);
  const [optedOut] = await deps.db.select().from(whatsappOptOuts).where(eq(whatsappOptOuts.phone, message.phone)).limit(1);
  if (!row || row.userOffAt || optedOut || !isWhatsAppEvent(baseEvent)) {
    await deps.db.update(whatsappMessages).set({ status: 'skipped' }).where(eq(whatsappMessages.id, messageId));
    return 'skipped';
  }
  const refundAmount =
    baseEvent === 'refund-processed' && key
      ? (await deps.db.select({ amountPaise: refunds.amountPaise }).from(refunds).where(eq(refunds.id, key)).limit(1))[0]?.amountPaise
      : undefined;
  const orderUrl = `${deps.appUrl}/shop/account?tab=orders`;
  const choice = whatsappTemplateFor(
    baseEvent,
    {
      orderId: row.order.id,
      shopperName: row.order.addressSnapshot.fullName || row.shopperName,
      totalPaise: row.order.totalPaise,
      trackingNumber: row.order.trackingNumber,
      courier: row.order.courier,
      amountPaise: refundAmount,
    },
    {
      orderUrl,
      trackingUrl:
        (row.order.courier && row.order.trackingNumber ? trackingUrl(row.order.courier, row.order.trackingNumber) : null) ?? orderUrl,
    },
  );
  try {
    const sent = await deps.whatsapp.send({ to: message.phone, ...choice });
    await deps.db.transaction(async (tx) => {
      await tx
        .update(whatsappMessages)
        .set({
          status: 'sent',
          template: choice.template,
          parameters: choice.parameters,
          buttons: choice.buttons,
          providerMessageId: sent.messageId,
          sentAt: new Date(),
        })
        .where(eq(whatsappMessages.id, messageId));
      await tx.insert(whatsappAttempts).values({ messageId, ok: true, detail: sent.messageId });
    });
    return 'sent';
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    await deps.db.transaction(async (tx) => {
      await tx.insert(whatsappAttempts).values({ messageId, ok: false, detail });
      if (job.attempts >= WHATSAPP_MAX_ATTEMPTS)
        await tx.update(whatsappMessages).set({ status: 'failed' }).where(eq(whatsappMessages.id, messageId));
    });
    throw error;
  }
}
