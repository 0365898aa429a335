import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { ADD_TO_CART_QUANTITY, stockLimitMessage } from '@aurelle/contract';
import { ApiRequestError, errorMessage, reasonOf } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { useAddCartItem } from './use-add-cart-item';
import { cartQueryKeys } from './cart-query';
import { useCart } from './use-cart';
import { paths } from '@/lib/paths';

/** A scent in one size: `variantId` names the size, `totalStock` is that size's stock. */
export interface AddableProduct {
  _id: string;
  variantId: string;
  title: string;
  totalStock: number;
}

/**
 * The one "add to cart" action of every catalog screen (docs/decisions/057-readings-of-the-spec.md): signed-out
 * shoppers are sent to log in and come back; the stock rule is checked before asking the server,
 * which checks it again and has the last word.
 */
export interface AddToCartOptions {
  /** Runs once the server has added the bottle (the wishlist's 'Move to Cart' then takes it off the wishlist). */
  onAdded?: () => void;
}

export function useAddToCart(): { addToCart: (product: AddableProduct, options?: AddToCartOptions) => void; isPending: boolean } {
  const { isAuthenticated, isLoading: isSessionLoading } = useSession();
  const { cart } = useCart();
  const addItem = useAddCartItem();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = addItem;

  const sendToLogin = useCallback(() => {
    toast.error('Please log in', { description: 'You need to be logged in to add items to cart' });
    void navigate(paths.auth.login({ returnUrl: `${location.pathname}${location.search}` }));
  }, [location.pathname, location.search, navigate]);

  const addToCart = useCallback(
    (product: AddableProduct, options: AddToCartOptions = {}) => {
      if (!isSessionLoading && !isAuthenticated) {
        sendToLogin();
        return;
      }
      if (!product?._id) {
        toast.error('Invalid product data');
        return;
      }
      const inCart = cart.items.find((item) => item.variantId === product.variantId);
      // The cart line carries the fresher stock figure when the product is already in the cart.
      const available = inCart?.totalStock ?? product.totalStock;
      if (available <= 0) {
        toast.error('Out of Stock', { description: `${product.title} is currently unavailable` });
        return;
      }
      if ((inCart?.quantity ?? 0) + ADD_TO_CART_QUANTITY > available) {
        toast.error(stockLimitMessage(available));
        return;
      }
      mutate(
        { productId: product._id, variantId: product.variantId, quantity: ADD_TO_CART_QUANTITY },
        {
          onSuccess: () => {
            toast.success('Success', { description: `${product.title} has been added to your cart` });
            options.onAdded?.();
          },
          onError: (error) => {
            if (error instanceof ApiRequestError && error.status === 401) {
              sendToLogin();
              return;
            }
            toast.error('Error', { description: errorMessage(error, 'Failed to add item to cart') });
            // Someone else bought the last bottles: the cart's stock figures are stale, so fetch them again.
            if (reasonOf(error, 'STOCK_LIMIT') || reasonOf(error, 'OUT_OF_STOCK')) {
              void queryClient.invalidateQueries({ queryKey: cartQueryKeys.all });
            }
          },
        },
      );
    },
    [cart.items, isAuthenticated, isSessionLoading, mutate, queryClient, sendToLogin],
  );

  return { addToCart, isPending: addItem.isPending };
}
