import { useQuery } from '@tanstack/react-query';
import { SHOP_SEARCH_MIN_KEYWORD, type Product } from '@aurelle/contract';
import { api } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

interface SearchResponse {
  success: true;
  data: Product[];
  /** The keyword with its misspelt words corrected, when that found products. */
  suggestion?: string;
}

export interface SearchResults {
  products: Product[];
  suggestion: string | undefined;
}

export function isSearchableKeyword(keyword: string): boolean {
  return keyword.trim().length >= SHOP_SEARCH_MIN_KEYWORD;
}

/** GET /shop/search/{keyword}; runs only for a keyword of at least 4 characters. Answers the products and, for a misspelt keyword, the corrected one. */
export function useSearchProducts(keyword: string) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: catalogKeys.search(trimmed.toLowerCase()),
    queryFn: ({ signal }): Promise<SearchResults> =>
      api
        .get<SearchResponse>(`/shop/search/${encodeURIComponent(trimmed)}`, undefined, signal)
        .then((answer) => ({ products: answer.data, suggestion: answer.suggestion })),
    enabled: isSearchableKeyword(trimmed),
  });
}
