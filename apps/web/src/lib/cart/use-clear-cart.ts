import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartFromResponse } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { storeCart } from './cart-query';

/** DELETE /shop/cart/clear; the cached cart becomes the server's (empty) answer. */
export function useClearCart() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: () => call('clearCart'),
    onSuccess: (response) => storeCart(queryClient, user?.id, cartFromResponse(response)),
  });
}
