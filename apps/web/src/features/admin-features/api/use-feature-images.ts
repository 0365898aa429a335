import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '@/lib/api-client';

/** Same key as the storefront hero's query, so a change here refreshes the home page too. */
export const featureImagesKey = ['common', 'features'] as const;

/** GET /common/features/get. */
export function useFeatureImageList() {
  return useQuery({
    queryKey: featureImagesKey,
    queryFn: ({ signal }) => call('listFeatureImages', { signal }).then((r) => r.data),
  });
}

/**
 * Upload (POST /admin/products/upload-image, field `my_file`, with progress) then
 * POST /common/features/add with the stored URL.
 */
export function useAddFeatureImage() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('my_file', file);
      setProgress(0);
      const uploaded = await call('uploadProductImage', { body: form, onUploadProgress: setProgress });
      return call('addFeatureImage', { body: { image: uploaded.result.url } });
    },
    onSettled: () => setProgress(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: featureImagesKey }),
  });
  return { ...mutation, progress };
}

/** DELETE /common/features/delete/{id}. */
export function useDeleteFeatureImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('deleteFeatureImage', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: featureImagesKey }),
  });
}
