import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useInvalidateProducts } from './use-save-product';

/** POST /admin/products/archive/{id}: the product leaves the shop; past orders keep it whole. */
export function useArchiveProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: string) => call('archiveProduct', { params: { id } }),
    onSuccess: async (answer) => {
      toast.success(answer.message, { description: `“${answer.data.title}” is listed under Archived until you restore it.` });
      await invalidate();
    },
    onError: (error) => toast.error('The product could not be archived', { description: error.message || 'Please try again' }),
  });
}

/** POST /admin/products/unarchive/{id}: the product is back in the shop as it was. */
export function useRestoreProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: string) => call('unarchiveProduct', { params: { id } }),
    onSuccess: async (answer) => {
      toast.success(answer.message, { description: `“${answer.data.title}” is in the shop again.` });
      await invalidate();
    },
    onError: (error) => toast.error('The product could not be restored', { description: error.message || 'Please try again' }),
  });
}
