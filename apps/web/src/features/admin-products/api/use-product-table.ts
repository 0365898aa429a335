import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductTableQuery } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { adminProductKeys } from './query-keys';

/** Under the products' root key, so every product save (form, import, table edit) refreshes the table too. */
export const productTableKey = [...adminProductKeys.all, 'table'] as const;

/** GET /admin/products/table — one page of sizes, searched, filtered and sorted on the server. */
export function useProductTable(query: Partial<ProductTableQuery>) {
  return useQuery({
    queryKey: [...productTableKey, query],
    queryFn: ({ signal }) => call('listProductTable', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
