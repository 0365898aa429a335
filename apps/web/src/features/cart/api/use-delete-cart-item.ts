import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartFromResponse } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { storeCart } from '@/lib/cart/cart-query';

/** DELETE /shop/cart/delete/{productId}?variantId= (one size's line); the cached cart becomes the server's answer. */
export function useDeleteCartItem() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (line: { productId: string; variantId: string }) =>
      call('removeFromCart', { params: { productId: line.productId }, query: { variantId: line.variantId } }),
    onSuccess: (response) => storeCart(queryClient, user?.id, cartFromResponse(response)),
  });
}
