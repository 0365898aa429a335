import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** GET /common/features/get: the hero slideshow's images. */
export function featureImagesQuery() {
  return queryOptions({
    queryKey: catalogKeys.featureImages(),
    queryFn: ({ signal }) => call('listFeatureImages', { signal }).then((r) => r.data),
  });
}

export function useFeatureImages() {
  return useQuery(featureImagesQuery());
}
