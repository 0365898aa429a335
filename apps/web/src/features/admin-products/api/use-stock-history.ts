import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminProductKeys } from './query-keys';

/** GET /admin/products/sizes/:id/stock-history — a size's last stock changes, while its popover is open. */
export function useStockHistory(variantId: string, isOpen: boolean) {
  return useQuery({
    queryKey: [...adminProductKeys.all, 'stock-history', variantId],
    queryFn: async ({ signal }) => (await call('getStockHistory', { params: { id: variantId }, signal })).changes,
    enabled: isOpen,
  });
}
