import type { FastifyInstance } from 'fastify';
import { catalogEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { addFeatureImage } from '../../domain/catalog/add-feature-image.ts';
import { deleteFeatureImage } from '../../domain/catalog/delete-feature-image.ts';
import { listFeatureImages } from '../../domain/catalog/list-feature-images.ts';
import { FEATURE_IMAGE_ADDED_MESSAGE, FEATURE_IMAGE_DELETED_MESSAGE } from '../../domain/catalog/messages.ts';
import { route } from '../define-route.ts';
import { cachedReadRoute } from '../cached-reads.ts';
import { CATALOG_TAGS } from '../../domain/catalog/catalog-index/catalog-tags.ts';
import { requireAdmin } from '../guards.ts';
import { createdId } from '../audited-write.ts';

/** Home hero images under /common/features: public list, admin add/delete. */
export async function featureRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  cachedReadRoute(app, catalogEndpoints.listFeatureImages, ctx.catalogCache, {
    key: () => 'feature-images',
    load: async () => ({ answer: { success: true, data: await listFeatureImages(ctx.db) }, tags: [CATALOG_TAGS.featureImages] }),
  });

  route(
    app,
    catalogEndpoints.addFeatureImage,
    { audit: { entity: 'feature-image', verb: 'create', entityId: createdId('data') }, onRequest: requireAdmin(ctx) },
    async (request, reply) => {
      const feature = await addFeatureImage({ db: ctx.db, storage: ctx.storage }, request.body.image);
      return reply.status(201).send({ success: true, message: FEATURE_IMAGE_ADDED_MESSAGE, data: feature });
    },
  );

  route(
    app,
    catalogEndpoints.deleteFeatureImage,
    { audit: { entity: 'feature-image', verb: 'delete' }, onRequest: requireAdmin(ctx) },
    async (request) => {
      await deleteFeatureImage(ctx.db, request.params.id);
      return { success: true, message: FEATURE_IMAGE_DELETED_MESSAGE };
    },
  );
}
