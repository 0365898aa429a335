import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { STOCK_ALERT_SIGN_IN_MESSAGE } from '@aurelle/contract';
import { call, errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/use-session';
import { toast } from '@/lib/toast';

const stockAlertKeys = { forUser: (userId: string) => ['shop', 'stock-alerts', userId] as const };

/** GET /shop/stock-alerts/get: the sizes the signed-in shopper waits for. */
function stockAlertsQuery(userId: string) {
  return queryOptions({
    queryKey: stockAlertKeys.forUser(userId),
    queryFn: async ({ signal }) => (await call('listStockAlerts', { signal })).variantIds,
  });
}

/**
 * "Notify me" on a sold-out size of a perfume: whether the shopper already waits for it, and the action that asks
 * (POST /shop/stock-alerts/add). A guest is sent to log in and comes back, as with the cart.
 */
export function useStockAlert(productId: string, variantId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, isAuthenticated, isLoading: isSessionLoading } = useSession();
  const waiting = useQuery({ ...stockAlertsQuery(user?.id ?? ''), enabled: Boolean(user) });
  const mutation = useMutation({
    mutationFn: () => call('requestStockAlert', { body: { productId, variantId } }),
    onSuccess: (response) => {
      if (user) queryClient.setQueryData(stockAlertKeys.forUser(user.id), response.variantIds);
      toast.success(response.message);
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to save your request')),
  });
  const { mutate } = mutation;

  const request = useCallback(() => {
    if (!isSessionLoading && !isAuthenticated) {
      toast.error('Please log in', { description: STOCK_ALERT_SIGN_IN_MESSAGE });
      void navigate(paths.auth.login({ returnUrl: `${location.pathname}${location.search}` }));
      return;
    }
    mutate();
  }, [isAuthenticated, isSessionLoading, location.pathname, location.search, mutate, navigate]);

  return { isWaiting: Boolean(user) && (waiting.data ?? []).includes(variantId), request, isPending: mutation.isPending };
}
