import type { FastifyInstance } from 'fastify';
import { catalogEndpoints, PRODUCT_ARCHIVED_MESSAGE, PRODUCT_RESTORED_MESSAGE, productArchiveEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { addProduct } from '../../domain/catalog/add-product.ts';
import { archiveProduct } from '../../domain/catalog/archive/archive-product.ts';
import { unarchiveProduct } from '../../domain/catalog/archive/unarchive-product.ts';
import { deleteProduct } from '../../domain/catalog/delete-product.ts';
import { editProduct } from '../../domain/catalog/edit-product.ts';
import { listAdminProducts } from '../../domain/catalog/list-admin-products.ts';
import { PRODUCT_ADDED_MESSAGE, PRODUCT_DELETED_MESSAGE, PRODUCT_UPDATED_MESSAGE } from '../../domain/catalog/messages.ts';
import { route } from '../define-route.ts';
import { currentUser, requireAdmin } from '../guards.ts';
import { STOCK_REASON_NEW_PRODUCT, STOCK_REASON_PRODUCT_FORM } from '../../domain/catalog/stock-reasons.ts';
import { createdId } from '../audited-write.ts';

/** Admin product management under /api/admin/products. */
export async function adminProductRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // On request: who is calling is checked before the body is parsed or validated (401/403 before 400).
  const onRequest = requireAdmin(ctx);

  route(
    app,
    catalogEndpoints.addProduct,
    { audit: { entity: 'product', verb: 'create', entityId: createdId('data') }, onRequest },
    async (request, reply) => {
      const stockChange = { reason: STOCK_REASON_NEW_PRODUCT, adminId: currentUser(request).id };
      const product = await addProduct(ctx.db, request.body, { stockChange });
      return reply.status(201).send({ success: true, message: PRODUCT_ADDED_MESSAGE, data: product });
    },
  );

  route(app, catalogEndpoints.listAdminProducts, { onRequest }, async () => {
    return { success: true, data: await listAdminProducts(ctx.db) };
  });

  route(app, catalogEndpoints.editProduct, { audit: { entity: 'product', verb: 'update' }, onRequest }, async (request) => {
    const stockChange = { reason: STOCK_REASON_PRODUCT_FORM, adminId: currentUser(request).id };
    const product = await editProduct(ctx.db, { productId: request.params.id, input: request.body, stockChange });
    return { success: true, message: PRODUCT_UPDATED_MESSAGE, data: product };
  });

  route(app, catalogEndpoints.deleteProduct, { audit: { entity: 'product', verb: 'delete' }, onRequest }, async (request) => {
    await deleteProduct(ctx.db, request.params.id);
    return { success: true, message: PRODUCT_DELETED_MESSAGE };
  });

  // Out of the shop and back, past orders untouched.
  route(app, productArchiveEndpoints.archiveProduct, { audit: { entity: 'product', verb: 'archive' }, onRequest }, async (request) => {
    const product = await archiveProduct(ctx.db, request.params.id);
    return { success: true, message: PRODUCT_ARCHIVED_MESSAGE, data: product };
  });

  route(app, productArchiveEndpoints.unarchiveProduct, { audit: { entity: 'product', verb: 'restore' }, onRequest }, async (request) => {
    const product = await unarchiveProduct(ctx.db, request.params.id);
    return { success: true, message: PRODUCT_RESTORED_MESSAGE, data: product };
  });
}
