import { count, eq } from 'drizzle-orm';
import { MAX_ADDRESSES_MESSAGE, MAX_ADDRESSES_PER_USER, type addressInputSchema } from '@aurelle/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { checkAddressPin } from '../delivery/check-address-pin.ts';
import { badRequest } from '../errors.ts';
import { lockShopper } from '../orders/lock-shopper.ts';
import type { AddressRow } from './present-address.ts';

export type AddressFields = z.output<typeof addressInputSchema>;

/**
 * Adds an address; the shopper's row lock makes the 3-address limit hold under concurrent requests too. Its PIN code must
 * be one India Post lists, in the state chosen.
 */
export async function addAddress(db: Db, input: { userId: string; fields: AddressFields }): Promise<AddressRow> {
  checkAddressPin(input.fields);
  return db.transaction(async (tx) => {
    await lockShopper(tx, input.userId);
    const [existing] = await tx.select({ value: count() }).from(addresses).where(eq(addresses.userId, input.userId));
    if ((existing?.value ?? 0) >= MAX_ADDRESSES_PER_USER)
      throw badRequest(MAX_ADDRESSES_MESSAGE).because({ code: 'ADDRESS_LIMIT', limit: MAX_ADDRESSES_PER_USER });
    const [row] = await tx
      .insert(addresses)
      .values({ userId: input.userId, ...input.fields })
      .returning();
    if (!row) throw new Error('Address insert returned no row');
    return row;
  });
}
