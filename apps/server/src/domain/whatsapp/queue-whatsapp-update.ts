import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, users, whatsappMessages, whatsappOptOuts } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { whatsappNumber } from '../../infra/whatsapp/whatsapp-sender.ts';
import { SEND_WHATSAPP_JOB, WHATSAPP_MAX_ATTEMPTS } from './job-types.ts';
import type { WhatsAppEvent } from './whatsapp-templates.ts';

/**
 * Queues one WhatsApp update for an order event, inside the transaction that makes the change, when the shopper asked
 * for updates at checkout and has not turned them off since. One message per order and event at most (its unique
 * index): an event reported twice (a replayed webhook, a retried request) queues nothing the second time. `key` tells
 * apart events that may happen more than once on one order (each refund).
 */
export async function queueWhatsAppUpdate(tx: DbOrTx, input: { orderId: string; event: WhatsAppEvent; key?: string }): Promise<void> {
  const [order] = await tx
    .select({
      userId: orders.userId,
      whatsappUpdates: orders.whatsappUpdates,
      address: orders.addressSnapshot,
      userOffAt: users.whatsappOffAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, input.orderId))
    .limit(1);
  if (!order?.whatsappUpdates || order.userOffAt) return;
  const phone = whatsappNumber(order.address.phoneNumber);
  const [optedOut] = await tx
    .select({ phone: whatsappOptOuts.phone })
    .from(whatsappOptOuts)
    .where(eq(whatsappOptOuts.phone, phone))
    .limit(1);
  if (optedOut) return;
  const event = input.key ? `${input.event}:${input.key}` : input.event;
  const [queued] = await tx
    .insert(whatsappMessages)
    .values({ orderId: input.orderId, userId: order.userId, event, phone, template: input.event, parameters: [] })
    .onConflictDoNothing()
    .returning({ id: whatsappMessages.id });
  if (!queued) return;
  await enqueueJob(tx, SEND_WHATSAPP_JOB, { messageId: queued.id, orderId: input.orderId }, { maxAttempts: WHATSAPP_MAX_ATTEMPTS });
}

/**
 * Ticking "WhatsApp updates" at checkout is a fresh opt-in: it undoes an earlier "off" on the account page and an
 * earlier STOP from that phone. Its statements, not yet sent: the checkout sends them with its writes, in a `Pipeline`.
 */
export function resumeWhatsAppUpdates(tx: DbOrTx, userId: string, addressPhone: string) {
  return [
    tx
      .update(users)
      .set({ whatsappOffAt: null })
      .where(and(eq(users.id, userId), isNotNull(users.whatsappOffAt))),
    tx.delete(whatsappOptOuts).where(eq(whatsappOptOuts.phone, whatsappNumber(addressPhone))),
  ] as const;
}
