import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import type { AddressRow } from './present-address.ts';

export async function listAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt), asc(addresses.id));
}
