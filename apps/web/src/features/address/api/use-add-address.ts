import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput, addressResponseSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { addressQueryKeys } from './address-query';

type AddressResponse = z.infer<typeof addressResponseSchema>;

/** POST /shop/address/add; the new address is appended to the cached list. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressInput) => api.post<AddressResponse>('/shop/address/add', body),
    onSuccess: (response) => queryClient.setQueryData<Address[]>(addressQueryKeys.all, (current) => [...(current ?? []), response.address]),
  });
}
