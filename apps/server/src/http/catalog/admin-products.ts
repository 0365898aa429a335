import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, productInputSchema } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { addProduct } from '../../domain/catalog/add-product.ts';
import { deleteProduct } from '../../domain/catalog/delete-product.ts';
import { editProduct } from '../../domain/catalog/edit-product.ts';
import { listAdminProducts } from '../../domain/catalog/list-admin-products.ts';
import { PRODUCT_ADDED_MESSAGE, PRODUCT_DELETED_MESSAGE, PRODUCT_UPDATED_MESSAGE } from '../../domain/catalog/messages.ts';
import { requireAdmin } from '../guards.ts';

/** Admin product management under /api/admin/products (spec §7). */
export async function adminProductRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireAdmin(ctx);

  api.post('/admin/products/add', { preHandler, schema: { body: productInputSchema } }, async (request, reply) => {
    const product = await addProduct(ctx.db, request.body);
    return reply.status(201).send({ success: true, message: PRODUCT_ADDED_MESSAGE, data: product });
  });

  api.get('/admin/products/get', { preHandler }, async () => {
    return { success: true, data: await listAdminProducts(ctx.db) };
  });

  api.put('/admin/products/edit/:id', { preHandler, schema: { params: idParamSchema, body: productInputSchema } }, async (request) => {
    const product = await editProduct(ctx.db, { productId: request.params.id, input: request.body });
    return { success: true, message: PRODUCT_UPDATED_MESSAGE, data: product };
  });

  api.delete('/admin/products/delete/:id', { preHandler, schema: { params: idParamSchema } }, async (request) => {
    await deleteProduct(ctx.db, request.params.id);
    return { success: true, message: PRODUCT_DELETED_MESSAGE };
  });
}
