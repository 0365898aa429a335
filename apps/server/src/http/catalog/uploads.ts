import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogEndpoints, MAX_UPLOAD_BYTES } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { IMAGE_UPLOADED_MESSAGE } from '../../domain/catalog/messages.ts';
import { uploadProductImage } from '../../domain/catalog/upload-product-image.ts';
import { AppError, badRequest } from '../../domain/errors.ts';
import { route } from '../define-route.ts';
import { requireAdmin } from '../guards.ts';

export const UPLOAD_FIELD = 'my_file';
export const IMAGE_TOO_LARGE_MESSAGE = `The image must be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;

const MALFORMED_UPLOAD_MESSAGE = `The upload could not be read: send one image as multipart/form-data in the field "${UPLOAD_FIELD}"`;

/** The one file of a multipart upload, from field `my_file`, read up to the size limit (app.ts). */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(`Send the image as multipart/form-data in the field "${UPLOAD_FIELD}"`);
  try {
    return await readFilePart(request);
  } catch (error) {
    // Anything the multipart parser throws (a cut-off form, a broken part header) is the sender's fault.
    if (error instanceof AppError) throw error;
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw badRequest(MALFORMED_UPLOAD_MESSAGE);
  }
}

async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file();
  if (!file) throw badRequest(`No file received: send the image in the field "${UPLOAD_FIELD}"`);
  if (file.fieldname !== UPLOAD_FIELD) {
    file.file.resume();
    throw badRequest(`Send the image in the field "${UPLOAD_FIELD}", not "${file.fieldname}"`);
  }
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
    }
    throw error;
  }
  if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  return bytes;
}

/** `POST /api/admin/products/upload-image` → `{success, result:{url, variants}}` (also used for feature images). */
export async function uploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    catalogEndpoints.uploadProductImage,
    { onRequest: requireAdmin(ctx), config: { formContentTypes: ['multipart/form-data'] } },
    async (request, reply) => {
      const bytes = await readUploadedFile(request);
      const stored = await uploadProductImage(ctx.storage, bytes);
      return reply.status(201).send({ success: true, message: IMAGE_UPLOADED_MESSAGE, result: stored });
    },
  );
}
