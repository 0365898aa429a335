import type { ReviewSort, SortBy } from '@aurelle/contract';
import type { ListingFilters } from '../lib/listing-filters';

/**
 * Every catalog query lives under 'catalog', so an admin change can invalidate the whole storefront
 * cache with one key (the admin features use the same root string).
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  listing: (filters: ListingFilters, sortBy: SortBy) => ['catalog', 'products', 'list', { filters, sortBy }] as const,
  featured: () => ['catalog', 'products', 'featured'] as const,
  product: (id: string) => ['catalog', 'products', 'detail', id] as const,
  search: (keyword: string) => ['catalog', 'search', keyword] as const,
  /** Every list of a product's reviews, whatever its order (what a new review or a vote changes). */
  reviews: (productId: string) => ['catalog', 'reviews', productId] as const,
  reviewList: (productId: string, sort: ReviewSort) => ['catalog', 'reviews', productId, sort] as const,
  similar: (productId: string) => ['catalog', 'products', 'similar', productId] as const,
  notes: () => ['catalog', 'notes'] as const,
  featureImages: () => ['common', 'features'] as const,
};
