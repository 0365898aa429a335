import type { Address } from '@aurelle/contract';
import type { addresses } from '../../db/schema/index.ts';

export type AddressRow = typeof addresses.$inferSelect;

export function presentAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    id: row.id,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    createdAt: row.createdAt.toISOString(),
  };
}
