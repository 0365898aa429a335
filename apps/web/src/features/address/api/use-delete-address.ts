import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, deleteAddressResponseSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { addressQueryKeys } from './address-query';

type DeleteAddressResponse = z.infer<typeof deleteAddressResponseSchema>;

/** DELETE /shop/address/delete/{addressId}; the address is removed from the cached list. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: string) => api.delete<DeleteAddressResponse>(`/shop/address/delete/${encodeURIComponent(addressId)}`),
    onSuccess: (response, addressId) =>
      queryClient.setQueryData<Address[]>(addressQueryKeys.all, (current) =>
        (current ?? []).filter((address) => address._id !== (response.addressId || addressId)),
      ),
  });
}
