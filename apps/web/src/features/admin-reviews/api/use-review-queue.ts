import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReviewQueueView } from '@aurelle/contract';
import { call } from '@/lib/api-client';

export interface ReviewQueueFilters {
  view: ReviewQueueView;
  page: number;
  search: string;
}

/** Every list of the moderation queue lives under this key (an approval or a hide moves reviews between views). */
export const reviewQueueKeys = {
  all: ['admin', 'reviews'] as const,
  list: (filters: ReviewQueueFilters) => ['admin', 'reviews', 'list', filters] as const,
};

/** GET /admin/reviews: one page of a view (photos to check, all, hidden), with how many reviews have photos waiting. */
export function useReviewQueue(filters: ReviewQueueFilters) {
  return useQuery({
    queryKey: reviewQueueKeys.list(filters),
    queryFn: ({ signal }) => call('listReviewQueue', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}
