import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Address, type AddressInput } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { addressQueryKeys } from './address-query';

/** POST /shop/address/add; the new address is appended to the cached list. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressInput) => call('addAddress', { body }),
    onSuccess: (response) => queryClient.setQueryData<Address[]>(addressQueryKeys.all, (current) => [...(current ?? []), response.address]),
  });
}
