import { useQuery } from '@tanstack/react-query';
import { cartFromResponse, type CartResponse } from '@aurelle/contract';
import { api, ApiRequestError } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { cartQueryKeys, emptyCart, type Cart } from './cart-query';

/** GET /shop/cart/get. Signed out, or a 401, is an empty cart rather than an error. */
export function useCart() {
  const { user, isLoading: isSessionLoading } = useSession();
  const userId = user?.id;
  const query = useQuery({
    queryKey: cartQueryKeys.forUser(userId ?? 'guest'),
    enabled: Boolean(userId),
    queryFn: async ({ signal }): Promise<Cart> => {
      try {
        const response = await api.get<CartResponse>('/shop/cart/get', undefined, signal);
        return cartFromResponse(response);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return emptyCart;
        throw error;
      }
    },
  });
  const cart = userId ? (query.data ?? emptyCart) : emptyCart;
  return {
    cart,
    isLoading: isSessionLoading || (Boolean(userId) && query.isPending),
    isError: query.isError,
    refetch: query.refetch,
  };
}
