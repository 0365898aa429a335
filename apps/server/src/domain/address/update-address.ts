import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import type { AddressFields } from './add-address.ts';
import { ADDRESS_NOT_FOUND_MESSAGE } from './messages.ts';
import type { AddressRow } from './present-address.ts';

/** Replaces the fields of one of the shopper's addresses; someone else's address is "not found". */
export async function updateAddress(db: DbOrTx, input: { userId: string; addressId: string; fields: AddressFields }): Promise<AddressRow> {
  const [row] = await db
    .update(addresses)
    .set(input.fields)
    .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, input.userId)))
    .returning();
  if (!row) throw notFound(ADDRESS_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'address' });
  return row;
}
