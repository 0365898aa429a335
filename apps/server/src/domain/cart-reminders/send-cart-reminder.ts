import { createHash } from 'node:crypto';
import { and, desc, eq, gte, inArray, or } from 'drizzle-orm';
import { unitPricePaise, variantLabel } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { cartItems, cartReminders, orderItems, orders, users } from '../../db/schema/index.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { renderCartReminderMail } from '../../infra/mail/templates/cart-reminder.ts';
import { selectCartLines } from '../cart/select-cart-lines.ts';
import { cartRemindersUnsubscribeUrl } from '../campaigns/unsubscribe-token.ts';

/** However often a shopper leaves a cart, at most one reminder a week. */
export const MIN_DAYS_BETWEEN_REMINDERS = 7;

export interface CartReminderDeps {
  db: Db;
  mailer: Mailer;
  shopName: string;
  appUrl: string;
  secret: string;
  afterHours: number;
}

export type CartReminderOutcome = 'sent' | 'off' | 'empty' | 'not-due' | 'bought' | 'already-sent' | 'recently-reminded';

/** The cart's contents as one value: the same sizes in the same quantities are the same cart. */
export function cartFingerprint(lines: ReadonlyArray<{ variantId: string; quantity: number }>): string {
  const canonical = lines
    .map((line) => `${line.variantId}:${line.quantity}`)
    .sort()
    .join(',');
  return createHash('sha256').update(canonical).digest('base64url');
}

/**
 * The reminder of a cart left alone, sent at most once per cart: never to a shopper who turned reminders
 * off or whose account is inactive, never for what they have bought since the line was last touched, never twice for
 * the same contents (the cart_reminders row, taken in this transaction before the mail goes, is the lock across
 * instances and retries), and at most once a week.
 */
export async function sendCartReminder(deps: CartReminderDeps, input: { userId: string; now?: Date }): Promise<CartReminderOutcome> {
  const now = input.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, userName: users.userName, isActive: users.isActive, offAt: users.cartRemindersOffAt })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!user || !user.isActive || user.offAt || deps.afterHours <= 0) return 'off';

    // A product archived since is no longer sold: never reminded of.
    const lines = (await selectCartLines(tx, user.id).orderBy(cartItems.createdAt)).filter((line) => !line.isArchived);
    const touched = await tx
      .select({ variantId: cartItems.variantId, updatedAt: cartItems.updatedAt })
      .from(cartItems)
      .where(eq(cartItems.userId, user.id));
    if (lines.length === 0) return 'empty';
    const lastChange = Math.max(...touched.map((line) => line.updatedAt.getTime()));
    if (now.getTime() < lastChange + deps.afterHours * 3_600_000) return 'not-due';

    // Sizes bought (paid, or cash on delivery confirmed) since their line was last touched are not reminded of.
    const oldestTouch = new Date(Math.min(...touched.map((line) => line.updatedAt.getTime())));
    const bought = await tx
      .select({ variantId: orderItems.variantId, placedAt: orders.createdAt })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.userId, user.id),
          gte(orders.createdAt, oldestTouch),
          or(
            eq(orders.paymentStatus, 'completed'),
            and(eq(orders.paymentMethod, 'cod'), inArray(orders.status, ['confirmed', 'inProcess', 'inShipping', 'delivered'])),
          ),
          inArray(
            orderItems.variantId,
            touched.map((line) => line.variantId),
          ),
        ),
      );
    const touchedAt = new Map(touched.map((line) => [line.variantId, line.updatedAt.getTime()]));
    const waiting = lines.filter(
      (line) =>
        !bought.some((order) => order.variantId === line.variantId && order.placedAt.getTime() >= (touchedAt.get(line.variantId) ?? 0)),
    );
    if (waiting.length === 0) return 'bought';

    const [recent] = await tx
      .select({ sentAt: cartReminders.sentAt })
      .from(cartReminders)
      .where(eq(cartReminders.userId, user.id))
      .orderBy(desc(cartReminders.sentAt))
      .limit(1);
    const fingerprint = cartFingerprint(lines);
    const claimed = await tx
      .insert(cartReminders)
      .values({ userId: user.id, cartFingerprint: fingerprint, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: cartReminders.id });
    if (claimed.length === 0) return 'already-sent';
    if (recent && now.getTime() - recent.sentAt.getTime() < MIN_DAYS_BETWEEN_REMINDERS * 86_400_000) {
      // Keep the row: this cart counts as reminded, so it is not picked up again when the week is over.
      return 'recently-reminded';
    }

    const unsubscribeUrl = cartRemindersUnsubscribeUrl(deps.appUrl, user.id, deps.secret);
    const mail = renderCartReminderMail({
      shopName: deps.shopName,
      appUrl: deps.appUrl,
      userName: user.userName,
      unsubscribeUrl,
      lines: waiting.map((line) => ({
        title: line.title,
        variantLabel: variantLabel(line),
        quantity: line.quantity,
        unitPricePaise: unitPricePaise(line, now),
        image: line.variantImage ?? line.productImage,
      })),
    });
    // Sent inside the transaction: a failed send rolls the claim back and the job retries; a send whose commit then
    // fails is the one window for a second reminder.
    await deps.mailer.send({
      to: user.email,
      ...mail,
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    return 'sent';
  });
}
