import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FeatureImage, uploadImageResponseSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** Same key as the storefront hero's query, so a change here refreshes the home page too. */
export const featureImagesKey = ['common', 'features'] as const;

type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;

/** GET /common/features/get. */
export function useFeatureImageList() {
  return useQuery({
    queryKey: featureImagesKey,
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: FeatureImage[] }>('/common/features/get', undefined, signal).then((r) => r.data),
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
      const uploaded = await api.upload<UploadImageResponse>('/admin/products/upload-image', form, setProgress);
      return api.post<{ success: true; message: string; data: FeatureImage }>('/common/features/add', { image: uploaded.result.url });
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
    mutationFn: (id: string) => api.delete<{ success: true; message: string }>(`/common/features/delete/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: featureImagesKey }),
  });
}
