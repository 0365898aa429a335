import { eq, sql } from 'drizzle-orm';
import type { EmailPreferences } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { verifyUnsubscribeToken } from '../campaigns/unsubscribe-token.ts';
import type { UnsubscribeLinkState } from '../campaigns/unsubscribe-user.ts';

/** The shopper's choices beyond their orders' e-mails: news and offers (campaigns), cart reminders, WhatsApp updates. */
export async function readEmailPreferences(db: DbOrTx, userId: string): Promise<EmailPreferences> {
  const [row] = await db
    .select({ unsubscribedAt: users.unsubscribedAt, cartRemindersOffAt: users.cartRemindersOffAt, whatsappOffAt: users.whatsappOffAt })
    .from(users)
    .where(eq(users.id, userId));
  return { newsAndOffers: !row?.unsubscribedAt, cartReminders: !row?.cartRemindersOffAt, whatsappUpdates: !row?.whatsappOffAt };
}

/** Changes any choice; an unchanged one keeps its date. */
export async function updateEmailPreferences(db: DbOrTx, userId: string, changes: Partial<EmailPreferences>): Promise<EmailPreferences> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.newsAndOffers !== undefined) {
    Object.assign(set, { unsubscribedAt: changes.newsAndOffers ? null : sql`coalesce(${users.unsubscribedAt}, now())` });
  }
  if (changes.cartReminders !== undefined) {
    Object.assign(set, { cartRemindersOffAt: changes.cartReminders ? null : sql`coalesce(${users.cartRemindersOffAt}, now())` });
  }
  if (changes.whatsappUpdates !== undefined) {
    Object.assign(set, { whatsappOffAt: changes.whatsappUpdates ? null : sql`coalesce(${users.whatsappOffAt}, now())` });
  }
  if (Object.keys(set).length > 0) await db.update(users).set(set).where(eq(users.id, userId));
  return readEmailPreferences(db, userId);
}

/** The cart reminder's link, read without changing anything (what a link scanner opens). */
export async function readCartRemindersLink(db: DbOrTx, secret: string, token: string): Promise<UnsubscribeLinkState> {
  const userId = verifyUnsubscribeToken(token, secret, 'cart-reminders');
  if (!userId) return 'invalid';
  const [user] = await db.select({ offAt: users.cartRemindersOffAt }).from(users).where(eq(users.id, userId));
  if (!user) return 'invalid';
  return user.offAt ? 'unsubscribed' : 'subscribed';
}

/** Turns cart reminders off for the link's shopper; idempotent. */
export async function stopCartRemindersByLink(db: DbOrTx, secret: string, token: string): Promise<UnsubscribeLinkState> {
  const userId = verifyUnsubscribeToken(token, secret, 'cart-reminders');
  if (!userId) return 'invalid';
  const [user] = await db
    .update(users)
    .set({ cartRemindersOffAt: sql`coalesce(${users.cartRemindersOffAt}, now())` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return user ? 'unsubscribed' : 'invalid';
}
