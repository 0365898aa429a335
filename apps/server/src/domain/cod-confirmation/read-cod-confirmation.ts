import { count, eq } from 'drizzle-orm';
import { COD_CONFIRMATION_MESSAGES, type CodConfirmationState } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { badRequest } from '../errors.ts';
import { hasShipped } from '../after-sales/rules.ts';
import { isValidCodConfirmationToken } from './cod-confirmation-link.ts';

/** The link's order, if the signature is right: an unknown order and a wrong signature answer alike. */
export async function checkCodConfirmationLink(db: DbOrTx, secret: string, link: { order: string; token: string }): Promise<string> {
  if (!isValidCodConfirmationToken(secret, link.order, link.token)) throw badRequest(COD_CONFIRMATION_MESSAGES.invalidLink);
  const [order] = await db.select({ id: orders.id, codConfirmation: orders.codConfirmation }).from(orders).where(eq(orders.id, link.order));
  if (!order || order.codConfirmation === null) throw badRequest(COD_CONFIRMATION_MESSAGES.invalidLink);
  return order.id;
}

/** What the link's page shows: the order's total, and its buttons while it waits for the answer. */
export async function readCodConfirmation(db: DbOrTx, orderId: string): Promise<CodConfirmationState> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw badRequest(COD_CONFIRMATION_MESSAGES.invalidLink);
  const [items] = await db.select({ units: count() }).from(orderItems).where(eq(orderItems.orderId, orderId));
  const state =
    order.status === 'cancelled' || order.status === 'rejected'
      ? 'cancelled'
      : hasShipped(order)
        ? 'shipped'
        : order.codConfirmation === 'awaiting'
          ? 'awaiting'
          : 'confirmed';
  return {
    success: true,
    orderId,
    state,
    totalPaise: order.totalPaise,
    itemCount: Number(items?.units ?? 0),
    confirmBy: order.codConfirmation === 'awaiting' ? (order.codConfirmationDueAt?.toISOString() ?? null) : null,
  };
}
