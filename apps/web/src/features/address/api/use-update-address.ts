import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Address, type AddressInput } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { addressQueryKeys } from './address-query';

/** PUT /shop/address/update/{addressId}; the cached address with that id is replaced. */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ addressId, address }: { addressId: string; address: AddressInput }) =>
      call('updateAddress', { params: { addressId }, body: address }),
    onSuccess: (response) =>
      queryClient.setQueryData<Address[]>(addressQueryKeys.all, (current) =>
        (current ?? []).map((address) => (address._id === response.address._id ? response.address : address)),
      ),
  });
}
