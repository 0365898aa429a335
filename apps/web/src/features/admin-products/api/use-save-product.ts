import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParsedProductInput, Product } from '@aurelle/contract';
import { api } from '@/lib/api-client';
import { adminProductKeys, storefrontCatalogKey } from './query-keys';

interface ProductMutationResponse {
  success: true;
  message: string;
  data: Product;
}

function useInvalidateProducts() {
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
    mutationFn: (body: ParsedProductInput) => api.post<ProductMutationResponse>('/admin/products/add', body),
    onSuccess: invalidate,
  });
}

/** PUT /admin/products/edit/{id}. */
export function useEditProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ParsedProductInput }) =>
      api.put<ProductMutationResponse>(`/admin/products/edit/${encodeURIComponent(id)}`, body),
    onSuccess: invalidate,
  });
}

/** DELETE /admin/products/delete/{id}. Past orders keep their own snapshot of the product. */
export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: true; message: string }>(`/admin/products/delete/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
