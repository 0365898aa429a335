import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput, addressResponseSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { addressQueryKeys } from './address-query';

type AddressResponse = z.infer<typeof addressResponseSchema>;

/** PUT /shop/address/update/{addressId}; the cached address with that id is replaced. */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ addressId, address }: { addressId: string; address: AddressInput }) =>
      api.put<AddressResponse>(`/shop/address/update/${encodeURIComponent(addressId)}`, address),
    onSuccess: (response) =>
      queryClient.setQueryData<Address[]>(addressQueryKeys.all, (current) =>
        (current ?? []).map((address) => (address._id === response.address._id ? response.address : address)),
      ),
  });
}
