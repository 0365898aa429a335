import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartFromResponse, type UpdateCartRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { storeCart } from '@/lib/cart/cart-query';

/** PUT /shop/cart/update; the cached cart becomes the server's answer. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (body: UpdateCartRequest) => call('updateCart', { body }),
    onSuccess: (response) => storeCart(queryClient, user?.id, cartFromResponse(response)),
  });
}
