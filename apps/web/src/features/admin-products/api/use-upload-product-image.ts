import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '@/lib/api-client';

/** POST /admin/products/upload-image (multipart field `my_file`) with upload progress. */
export function useUploadProductImage() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('my_file', file);
      setProgress(0);
      return call('uploadProductImage', { body: form, onUploadProgress: setProgress });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
