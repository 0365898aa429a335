import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addFeatureImageRequestSchema, idParamSchema } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { addFeatureImage } from '../../domain/catalog/add-feature-image.ts';
import { deleteFeatureImage } from '../../domain/catalog/delete-feature-image.ts';
import { listFeatureImages } from '../../domain/catalog/list-feature-images.ts';
import { FEATURE_IMAGE_ADDED_MESSAGE, FEATURE_IMAGE_DELETED_MESSAGE } from '../../domain/catalog/messages.ts';
import { requireAdmin } from '../guards.ts';

/** Home hero images under /common/features: public list, admin add/delete. */
export async function featureRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/common/features/get', async () => {
    return { success: true, data: await listFeatureImages(ctx.db) };
  });

  api.post(
    '/common/features/add',
    { onRequest: requireAdmin(ctx), schema: { body: addFeatureImageRequestSchema } },
    async (request, reply) => {
      const feature = await addFeatureImage({ db: ctx.db, storage: ctx.storage }, request.body.image);
      return reply.status(201).send({ success: true, message: FEATURE_IMAGE_ADDED_MESSAGE, data: feature });
    },
  );

  api.delete('/common/features/delete/:id', { onRequest: requireAdmin(ctx), schema: { params: idParamSchema } }, async (request) => {
    await deleteFeatureImage(ctx.db, request.params.id);
    return { success: true, message: FEATURE_IMAGE_DELETED_MESSAGE };
  });
}
