import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogEndpoints, MAX_UPLOAD_BYTES } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { IMAGE_UPLOADED_MESSAGE } from '../../domain/catalog/messages.ts';
import { uploadProductImage } from '../../domain/catalog/upload-product-image.ts';
import { route } from '../define-route.ts';
import { readMultipartFile } from '../read-multipart-file.ts';
import { requireAdmin } from '../guards.ts';

export const UPLOAD_FIELD = 'my_file';
export const IMAGE_TOO_LARGE_MESSAGE = `The image must be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;

/** The one image of an upload (a product image, a review's photo), read from its field up to the size limit. */
export function readImageUpload(request: FastifyRequest, field: string, what: 'image' | 'photo'): Promise<Buffer> {
  return readMultipartFile(request, {
    field,
    what: `the ${what}`,
    maxBytes: MAX_UPLOAD_BYTES,
    tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE,
    unreadableMessage: `The upload could not be read: send one ${what} as multipart/form-data in the field "${field}"`,
  });
}

/** `POST /api/admin/products/upload-image` → `{success, result:{url, variants}}` (also used for feature images). */
export async function uploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    catalogEndpoints.uploadProductImage,
    {
      audit: { entity: 'image', verb: 'upload', keepFromAnswer: ['result'] },
      onRequest: requireAdmin(ctx),
      config: { formContentTypes: ['multipart/form-data'] },
    },
    async (request, reply) => {
      const bytes = await readImageUpload(request, UPLOAD_FIELD, 'image');
      const stored = await uploadProductImage(ctx.storage, bytes);
      return reply.status(201).send({ success: true, message: IMAGE_UPLOADED_MESSAGE, result: stored });
    },
  );
}
