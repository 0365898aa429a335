import { eq } from 'drizzle-orm';
import { COD_CONFIRMATION_MESSAGES, COD_PAYMENT_METHOD, type CodConfirmationDecision } from '@aurelle/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orders, orderStatusHistory } from '../../db/schema/index.ts';
import { stopOrder } from '../after-sales/cancel-order.ts';
import { lockedOrder, type OrderRow } from '../after-sales/locked-order.ts';
import { canCancel } from '../after-sales/rules.ts';
import { conflict } from '../errors.ts';
import { queueWhatsAppUpdate } from '../whatsapp/queue-whatsapp-update.ts';

export type CodConfirmationChannel = 'whatsapp' | 'email' | 'admin';

export interface CodConfirmationOutcome {
  decision: CodConfirmationDecision;
  message: string;
}

/**
 * The shopper's answer to "confirm your cash-on-delivery order" (WhatsApp button, the e-mail's signed link, or an admin
 * who reached them by phone). Confirming puts the order in To ship; cancelling stops it and puts its stock back. The
 * same answer twice is the same outcome, not an error (a shopper may press a button twice); an order already cancelled
 * or shipped says so and changes nothing.
 */
export async function decideCodConfirmation(
  db: Db,
  input: { orderId: string; decision: CodConfirmationDecision; via: CodConfirmationChannel; adminId?: string | undefined },
): Promise<CodConfirmationOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, input.orderId);
    if (order.paymentMethod !== COD_PAYMENT_METHOD || order.codConfirmation === null) {
      throw conflict(COD_CONFIRMATION_MESSAGES.nothingToConfirm).because({ code: 'COD_CONFIRMATION', state: 'nothing-to-confirm' });
    }
    if (order.status === 'cancelled' || order.status === 'rejected') {
      if (input.decision === 'cancel') return { decision: 'cancel', message: COD_CONFIRMATION_MESSAGES.cancelled };
      throw conflict(COD_CONFIRMATION_MESSAGES.alreadyCancelled).because({ code: 'COD_CONFIRMATION', state: 'cancelled' });
    }
    if (input.decision === 'confirm') {
      if (order.codConfirmation === 'awaiting') await confirm(tx, order, input.via, input.adminId ?? null);
      return { decision: 'confirm', message: COD_CONFIRMATION_MESSAGES.confirmed };
    }
    if (!canCancel(order)) throw conflict(COD_CONFIRMATION_MESSAGES.alreadyShipped).because({ code: 'NOT_CANCELLABLE' });
    await stopOrder(tx, order.id, `Cancelled by the shopper (${channelLabel[input.via]})`);
    return { decision: 'cancel', message: COD_CONFIRMATION_MESSAGES.cancelled };
  });
}

const channelLabel: Record<CodConfirmationChannel, string> = {
  whatsapp: 'WhatsApp',
  email: 'e-mail link',
  admin: 'by phone, recorded by an admin',
};

async function confirm(tx: DbOrTx, order: OrderRow, via: CodConfirmationChannel, adminId: string | null): Promise<void> {
  const now = new Date();
  await tx
    .update(orders)
    .set({ codConfirmation: 'confirmed', codConfirmedAt: now, codConfirmedVia: via, updatedAt: now })
    .where(eq(orders.id, order.id));
  // The status stays Confirmed; the history says who confirmed the cash, so the timeline shows it.
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    changedBy: adminId,
    reason: `Cash on delivery confirmed (${channelLabel[via]})`,
    changedAt: now,
  });
  await queueWhatsAppUpdate(tx, { orderId: order.id, event: 'order-confirmed' });
}
