import { useQuery } from '@tanstack/react-query';
import { type Address } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { addressQueryKeys } from './address-query';

/** GET /shop/address/get: the signed-in shopper's addresses. */
export function useAddresses() {
  return useQuery({
    queryKey: addressQueryKeys.all,
    queryFn: async ({ signal }): Promise<Address[]> => (await call('listAddresses', { signal })).addresses,
  });
}
