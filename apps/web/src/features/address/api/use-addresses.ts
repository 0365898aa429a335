import { useQuery } from '@tanstack/react-query';
import type { Address, addressListResponseSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { addressQueryKeys } from './address-query';

type AddressListResponse = z.infer<typeof addressListResponseSchema>;

/** GET /shop/address/get: the signed-in shopper's addresses. */
export function useAddresses() {
  return useQuery({
    queryKey: addressQueryKeys.all,
    queryFn: async ({ signal }): Promise<Address[]> => {
      const response = await api.get<AddressListResponse>('/shop/address/get', undefined, signal);
      return response.addresses;
    },
  });
}
