import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session/use-session';
import { cartQuery, emptyCart } from './cart-query';

/** The shopper's cart (GET /shop/cart/get). Signed out, or a 401, is an empty cart rather than an error. */
export function useCart() {
  const { user, isLoading: isSessionLoading } = useSession();
  const userId = user?.id;
  const query = useQuery({ ...cartQuery(userId ?? 'guest'), enabled: Boolean(userId) });
  const cart = userId ? (query.data ?? emptyCart) : emptyCart;
  return {
    cart,
    isLoading: isSessionLoading || (Boolean(userId) && query.isPending),
    isError: query.isError,
    refetch: query.refetch,
  };
}
