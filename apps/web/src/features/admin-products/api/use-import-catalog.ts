import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useInvalidateProducts } from './use-save-product';

/** POST /admin/products/import (multipart field `file`; `newNotes=add` adds the file's new notes to the vocabulary) with upload progress; every catalog view refreshes after. */
export function useImportCatalog() {
  const [progress, setProgress] = useState<number | null>(null);
  const invalidate = useInvalidateProducts();
  const mutation = useMutation({
    mutationFn: ({ file, addNewNotes }: { file: File; addNewNotes: boolean }) => {
      const form = new FormData();
      form.append('file', file);
      setProgress(0);
      return call('importCatalog', { body: form, query: { newNotes: addNewNotes ? 'add' : 'refuse' }, onUploadProgress: setProgress });
    },
    onSuccess: invalidate,
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
