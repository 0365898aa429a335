import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ParsedProductInput } from '@aurelle/contract';
import { call, type ApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminProductKeys, storefrontCatalogKey } from './query-keys';

export function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
      // Shop lists, facets, search results and product pages all show products.
      queryClient.invalidateQueries({ queryKey: storefrontCatalogKey }),
    ]);
}

/** POST /admin/products/add. */
export function useAddProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (body: ParsedProductInput) => call('addProduct', { body }),
    onSuccess: invalidate,
  });
}

/** PUT /admin/products/edit/{id}. */
export function useEditProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ParsedProductInput }) => call('editProduct', { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/** Whether a delete was refused because orders name the product: it can be archived instead. */
export function isRefusedAsOrdered(error: unknown): boolean {
  return error instanceof Error && error.name === 'ApiRequestError' && (error as ApiRequestError).reason?.code === 'PRODUCT_ORDERED';
}

/** DELETE /admin/products/delete/{id}: only for a product never ordered; an ordered one is offered Archive instead. */
export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: string) => call('deleteProduct', { params: { id } }),
    onSuccess: async (answer) => {
      toast.success(answer.message || 'Product deleted successfully');
      await invalidate();
    },
    onError: (error) => {
      // The dialog explains an ordered product's refusal and offers to archive it.
      if (!isRefusedAsOrdered(error)) toast.error('Failed to delete product', { description: error.message || 'Please try again' });
    },
  });
}
