import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

/** What an unsubscribe link stands for: not ours (or the account is gone), or the user's current choice. */
export type UnsubscribeLinkState = 'invalid' | 'subscribed' | 'unsubscribed';

/** Reads the link without changing anything (the page a mail client or a link scanner opens). */
export async function readUnsubscribeLink(db: DbOrTx, secret: string, token: string): Promise<UnsubscribeLinkState> {
  const userId = verifyUnsubscribeToken(token, secret);
  if (!userId) return 'invalid';
  const [user] = await db.select({ unsubscribedAt: users.unsubscribedAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return 'invalid';
  return user.unsubscribedAt ? 'unsubscribed' : 'subscribed';
}

/** Stops campaign e-mails to the link's user from now on; idempotent (the first date is kept). */
export async function unsubscribeByLink(db: DbOrTx, secret: string, token: string): Promise<UnsubscribeLinkState> {
  const userId = verifyUnsubscribeToken(token, secret);
  if (!userId) return 'invalid';
  const [user] = await db
    .update(users)
    .set({ unsubscribedAt: sql`coalesce(${users.unsubscribedAt}, now())` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return user ? 'unsubscribed' : 'invalid';
}
