import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartFromResponse, type AddToCartRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { storeCart } from './cart-query';

/** POST /shop/cart/add; the cached cart becomes the server's answer. */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (body: AddToCartRequest) => call('addToCart', { body }),
    onSuccess: (response) => storeCart(queryClient, user?.id, cartFromResponse(response)),
  });
}
