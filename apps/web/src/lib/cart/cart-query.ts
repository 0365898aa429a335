import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { cartFromResponse, type Cart } from '@aurelle/contract';
import { ApiRequestError, call } from '@/lib/api-client';

export type { Cart };

export const emptyCart: Cart = { items: [], totalAmount: 0 };

/** Every cart hook shares these keys; the user id keeps one shopper's cart from showing for another. */
export const cartQueryKeys = {
  all: ['shop', 'cart'] as const,
  forUser: (userId: string) => ['shop', 'cart', userId] as const,
};

/** GET /shop/cart/get for a signed-in user (the key carries the id). A 401 (the session ended) is an empty cart rather than an error. */
export function cartQuery(userId: string) {
  return queryOptions({
    queryKey: cartQueryKeys.forUser(userId),
    queryFn: async ({ signal }): Promise<Cart> => {
      try {
        return cartFromResponse(await call('getCart', { signal }));
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return emptyCart;
        throw error;
      }
    },
  });
}

/** Replaces the cached cart with the server's answer (items and total always come from the server). */
export function storeCart(queryClient: QueryClient, userId: string | undefined, cart: Cart): void {
  if (userId) queryClient.setQueryData(cartQueryKeys.forUser(userId), cart);
}

/** Empties the cached cart of every user (after payment, on the client side of "clear the cart"). */
export function forgetCart(queryClient: QueryClient): void {
  queryClient.setQueriesData<Cart>({ queryKey: cartQueryKeys.all }, emptyCart);
}
