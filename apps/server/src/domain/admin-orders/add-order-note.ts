import { eq } from 'drizzle-orm';
import type { OrderTimelineEvent } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { orderNotes, orders } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';

/** An admin's internal note on an order, signed with their name; the shopper never sees it. */
export async function addOrderNote(
  db: Db,
  input: { orderId: string; author: { id: string; userName: string }; body: string },
): Promise<OrderTimelineEvent> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, input.orderId));
  if (!order) throw notFound('Order not found').because({ code: 'NOT_FOUND', resource: 'order' });
  const [note] = await db
    .insert(orderNotes)
    .values({ orderId: input.orderId, authorId: input.author.id, authorName: input.author.userName, body: input.body })
    .returning();
  if (!note) throw new Error('Note insert returned no row');
  return { at: note.createdAt.toISOString(), kind: 'note', title: 'Note', detail: note.body, by: note.authorName };
}
