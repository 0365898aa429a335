import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { ADDRESS_NOT_FOUND_MESSAGE } from './messages.ts';

/** Past orders keep their own address snapshot, so deleting an address never changes them. */
export async function deleteAddress(db: DbOrTx, input: { userId: string; addressId: string }): Promise<void> {
  const removed = await db
    .delete(addresses)
    .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, input.userId)))
    .returning({ id: addresses.id });
  if (removed.length === 0) throw notFound(ADDRESS_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'address' });
}
