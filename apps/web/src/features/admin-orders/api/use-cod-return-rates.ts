import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminOrdersKey } from './use-admin-orders';

/** GET /admin/orders/cod-return-rates?by=pin|customer: where cash-on-delivery parcels come back, worst first. */
export function useCodReturnRates(by: 'pin' | 'customer') {
  return useQuery({
    queryKey: [...adminOrdersKey, 'cod-return-rates', by],
    queryFn: () => call('listCodReturnRates', { query: { by } }),
  });
}
