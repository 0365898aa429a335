import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../domain/errors.ts';

export interface MultipartFileRule {
  /** The form field the file must come in. */
  field: string;
  /** What the file is, for messages ("the image", "the CSV file"). */
  what: string;
  maxBytes: number;
  tooLargeMessage: string;
  /** The answer to an upload the parser cannot read. */
  unreadableMessage: string;
}

/** The one file of a multipart upload, from its field, read up to its size limit; a broken upload is the sender's 400. */
export async function readMultipartFile(request: FastifyRequest, rule: MultipartFileRule): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(`Send ${rule.what} as multipart/form-data in the field "${rule.field}"`);
  try {
    return await readFilePart(request, rule);
  } catch (error) {
    // Anything the multipart parser throws (a cut-off form, a broken part header) is the sender's fault.
    if (error instanceof AppError) throw error;
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw badRequest(rule.unreadableMessage);
  }
}

async function readFilePart(request: FastifyRequest, rule: MultipartFileRule): Promise<Buffer> {
  const file = await request.file({ limits: { fileSize: rule.maxBytes } });
  if (!file) throw badRequest(`No file received: send ${rule.what} in the field "${rule.field}"`);
  if (file.fieldname !== rule.field) {
    file.file.resume();
    throw badRequest(`Send ${rule.what} in the field "${rule.field}", not "${file.fieldname}"`);
  }
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', rule.tooLargeMessage);
    }
    throw error;
  }
  if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', rule.tooLargeMessage);
  return bytes;
}
