import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ParsedProductInput } from '@aurelle/contract';
import { call } from '@/lib/api-client';
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

/** DELETE /admin/products/delete/{id}. Past orders keep their own snapshot of the product. */
export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: string) => call('deleteProduct', { params: { id } }),
    onSuccess: invalidate,
  });
}
