import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { WISHLIST_SIGN_IN_MESSAGE } from '@aurelle/contract';
import { call, errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/use-session';
import { toast } from '@/lib/toast';
import { storeWishlist, useWishlist } from './wishlist-query';

/**
 * Saves or unsaves a product (POST /shop/wishlist/add, DELETE /shop/wishlist/remove/{id}); the cached list becomes
 * the server's answer. A guest is sent to log in and comes back, as with the cart.
 */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, isAuthenticated, isLoading: isSessionLoading } = useSession();
  const { isSaved } = useWishlist();
  const mutation = useMutation({
    mutationFn: ({ productId, save }: { productId: string; save: boolean }) =>
      save ? call('addToWishlist', { body: { productId } }) : call('removeFromWishlist', { params: { productId } }),
    onSuccess: (response) => {
      storeWishlist(queryClient, user?.id, response.data);
      toast.success(response.message);
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to update your wishlist')),
  });
  const { mutate } = mutation;

  const toggle = useCallback(
    (productId: string) => {
      if (!isSessionLoading && !isAuthenticated) {
        toast.error('Please log in', { description: WISHLIST_SIGN_IN_MESSAGE });
        void navigate(paths.auth.login({ returnUrl: `${location.pathname}${location.search}` }));
        return;
      }
      mutate({ productId, save: !isSaved(productId) });
    },
    [isAuthenticated, isSaved, isSessionLoading, location.pathname, location.search, mutate, navigate],
  );
  return { toggle, isSaved, isPending: mutation.isPending, pendingProductId: mutation.variables?.productId };
}

/** Takes a product off the wishlist without a toast of its own (after 'Move to Cart', whose toast says what happened). */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (productId: string) => call('removeFromWishlist', { params: { productId } }),
    onSuccess: (response) => storeWishlist(queryClient, user?.id, response.data),
    onError: (error) => toast.error(errorMessage(error, 'Failed to update your wishlist')),
  });
}
