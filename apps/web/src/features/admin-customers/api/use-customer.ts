import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const customerKey = (userId: string) => ['admin', 'customers', userId] as const;

/** GET /admin/customers/:id — the customer page: contact, addresses, orders, figures, reviews and opt-outs. */
export function useCustomer(userId: string) {
  return useQuery({
    queryKey: customerKey(userId),
    queryFn: async ({ signal }) => (await call('getCustomer', { params: { id: userId }, signal })).customer,
  });
}
