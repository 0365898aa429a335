import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { uploadImageResponseSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;

/** POST /admin/products/upload-image (multipart field `my_file`) with upload progress. */
export function useUploadProductImage() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('my_file', file);
      setProgress(0);
      return api.upload<UploadImageResponse>('/admin/products/upload-image', form, setProgress);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
