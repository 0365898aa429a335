import { idParamSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { productMutationResponseSchema } from './product.ts';

export * from './archive-values.ts';

/** Archive and restore (decision 088); both answer the product as the admin sees it. */
export const productArchiveEndpoints = {
  /** Takes a product out of the shop; archiving an archived product keeps its first archiving date. */
  archiveProduct: defineEndpoint({
    method: 'POST',
    path: '/api/admin/products/archive/:id',
    auth: 'admin',
    permission: 'catalog',
    params: idParamSchema,
    response: { 200: productMutationResponseSchema },
  }),
  /** Brings an archived product back into the shop. */
  unarchiveProduct: defineEndpoint({
    method: 'POST',
    path: '/api/admin/products/unarchive/:id',
    auth: 'admin',
    permission: 'catalog',
    params: idParamSchema,
    response: { 200: productMutationResponseSchema },
  }),
};
