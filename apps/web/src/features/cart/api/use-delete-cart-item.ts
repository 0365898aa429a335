import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartFromResponse } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { storeCart } from '@/lib/cart/cart-query';

/** DELETE /shop/cart/delete/{productId}; the cached cart becomes the server's answer. */
export function useDeleteCartItem() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (productId: string) => call('removeFromCart', { params: { productId } }),
    onSuccess: (response) => storeCart(queryClient, user?.id, cartFromResponse(response)),
  });
}
