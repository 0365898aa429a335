import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { WishlistItem } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';

/** The user id in the key keeps one shopper's wishlist from showing for another. */
export const wishlistQueryKeys = {
  forUser: (userId: string) => ['shop', 'wishlist', userId] as const,
};

/** GET /shop/wishlist/get for a signed-in shopper. */
export function wishlistQuery(userId: string) {
  return queryOptions({
    queryKey: wishlistQueryKeys.forUser(userId),
    queryFn: async ({ signal }): Promise<WishlistItem[]> => (await call('listWishlist', { signal })).data,
  });
}

/** The signed-in shopper's saved products (empty for a guest, who has none), and whether a product is one. */
export function useWishlist() {
  const { user } = useSession();
  const query = useQuery({ ...wishlistQuery(user?.id ?? ''), enabled: Boolean(user) });
  const items = user ? (query.data ?? []) : [];
  return {
    items,
    isLoading: Boolean(user) && query.isPending,
    isError: query.isError,
    refetch: query.refetch,
    isSaved: (productId: string) => items.some((item) => item.product._id === productId),
  };
}

/** Replaces the cached wishlist with the server's answer. */
export function storeWishlist(queryClient: QueryClient, userId: string | undefined, items: WishlistItem[]): void {
  if (userId) queryClient.setQueryData(wishlistQueryKeys.forUser(userId), items);
}
