import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHOP_SEARCH_MIN_KEYWORD, type Product } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export interface SearchResults {
  products: Product[];
  /** The keyword with its misspelt words corrected, when that found products. */
  suggestion: string | undefined;
}

export function isSearchableKeyword(keyword: string): boolean {
  return keyword.trim().length >= SHOP_SEARCH_MIN_KEYWORD;
}

/** GET /shop/search/{keyword}: the products and, for a misspelt keyword, the corrected one. */
export function searchProductsQuery(keyword: string) {
  const trimmed = keyword.trim();
  return queryOptions({
    queryKey: catalogKeys.search(trimmed.toLowerCase()),
    queryFn: ({ signal }): Promise<SearchResults> =>
      call('searchProducts', { params: { keyword: trimmed }, signal }).then((answer) => ({
        products: answer.data,
        suggestion: answer.suggestion,
      })),
  });
}

/** Runs only for a keyword of at least 4 characters. */
export function useSearchProducts(keyword: string) {
  return useQuery({ ...searchProductsQuery(keyword), enabled: isSearchableKeyword(keyword) });
}
