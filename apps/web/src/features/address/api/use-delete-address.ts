import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Address } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { addressQueryKeys } from './address-query';

/** DELETE /shop/address/delete/{addressId}; the address is removed from the cached list. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: string) => call('deleteAddress', { params: { addressId } }),
    onSuccess: (response, addressId) =>
      queryClient.setQueryData<Address[]>(addressQueryKeys.all, (current) =>
        (current ?? []).filter((address) => address._id !== (response.addressId || addressId)),
      ),
  });
}
