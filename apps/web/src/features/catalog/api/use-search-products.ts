import { useQuery } from '@tanstack/react-query';
import { SHOP_SEARCH_MIN_KEYWORD, type Product } from '@aurelle/contract';
import { api } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

interface SearchResponse {
  success: true;
  data: Product[];
}

export function isSearchableKeyword(keyword: string): boolean {
  return keyword.trim().length >= SHOP_SEARCH_MIN_KEYWORD;
}

/** GET /shop/search/{keyword}; runs only for a keyword of at least 4 characters. */
export function useSearchProducts(keyword: string) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: catalogKeys.search(trimmed.toLowerCase()),
    queryFn: ({ signal }) => api.get<SearchResponse>(`/shop/search/${encodeURIComponent(trimmed)}`, undefined, signal).then((r) => r.data),
    enabled: isSearchableKeyword(trimmed),
  });
}
