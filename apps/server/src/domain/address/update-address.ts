import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { checkAddressPin } from '../delivery/check-address-pin.ts';
import { notFound } from '../errors.ts';
import type { AddressFields } from './add-address.ts';
import { ADDRESS_NOT_FOUND_MESSAGE } from './messages.ts';
import type { AddressRow } from './present-address.ts';

/** Replaces the fields of one of the shopper's addresses; someone else's address is "not found". The PIN is checked as on add. */
export async function updateAddress(db: DbOrTx, input: { userId: string; addressId: string; fields: AddressFields }): Promise<AddressRow> {
  checkAddressPin(input.fields);
  const [row] = await db
    .update(addresses)
    .set(input.fields)
    .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, input.userId)))
    .returning();
  if (!row) throw notFound(ADDRESS_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'address' });
  return row;
}
