import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';

/**
 * Serializes one shopper's cart, address and checkout writes: the transaction holds the user's row
 * (FOR NO KEY UPDATE, so foreign-key checks of other sessions are not blocked) until it commits. This is
 * what keeps "max 3 addresses", "max cart lines" and "one live checkout" true under concurrent requests.
 */
export async function lockShopper(tx: DbOrTx, userId: string): Promise<void> {
  refuseUnknownShopper(await shopperLock(tx, userId));
}

/** lockShopper's statement, not yet sent (to send it in a `Pipeline` ahead of what reads under the lock). */
export function shopperLock(tx: DbOrTx, userId: string) {
  return tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update').limit(1);
}

/** What shopperLock's answer means: no row, no such shopper. */
export function refuseUnknownShopper(locked: readonly unknown[]): void {
  if (locked.length === 0) throw notFound('User not found');
}
