import { useQuery } from '@tanstack/react-query';
import type { FeatureImage } from '@aurelle/contract';
import { api } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

interface FeatureListResponse {
  success: true;
  data: FeatureImage[];
}

/** GET /common/features/get: the hero slideshow's images. */
export function useFeatureImages() {
  return useQuery({
    queryKey: catalogKeys.featureImages(),
    queryFn: ({ signal }) => api.get<FeatureListResponse>('/common/features/get', undefined, signal).then((r) => r.data),
  });
}
