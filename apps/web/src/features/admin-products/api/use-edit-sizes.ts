import { useMutation } from '@tanstack/react-query';
import type { EditSizesRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useInvalidateProducts } from './use-save-product';

/**
 * POST /admin/products/sizes/edit — one change to one or many sizes, saved all or nothing. The toast is raised here:
 * the row or dialog that asked may be gone once the table is fetched again (a restocked size leaves the Low-stock view).
 */
export function useEditSizes() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (request: EditSizesRequest) => call('editSizes', { body: request }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await invalidate();
    },
  });
}
