import { indianStateByName, type Address, type AddressSnapshot } from '@aurelle/contract';
import type { addresses } from '../../db/schema/index.ts';

export type AddressRow = typeof addresses.$inferSelect;

export function presentAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    id: row.id,
    ...addressSnapshotOf(row),
    // Migration 0009 rewrote the states it could match to their listed names; the rest await the shopper's choice.
    stateIsListed: indianStateByName(row.state) !== undefined,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The address as an order keeps it (and as the back office shows a customer's): who and where, nothing else. */
export function addressSnapshotOf(row: Pick<AddressRow, keyof AddressSnapshot>): AddressSnapshot {
  return {
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
  };
}
