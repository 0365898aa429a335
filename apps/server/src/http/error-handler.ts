import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type AppErrorCode } from '../domain/errors.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';
/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const statusByCode: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PAYMENT_FAILED: 402,
  SERVICE_UNAVAILABLE: 503,
};

/** Fastify's own errors that are the client's fault, with a readable message. */
function describeFastifyError(error: FastifyError): { status: number; message: string } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'The request body is not valid JSON' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, message: 'The request is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 415, message: 'Unsupported content type' };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 400, message: 'Expected a multipart/form-data upload' };
    default:
      break;
  }
  if (error.statusCode === 429) return { status: 429, message: 'Too many requests, please try again later' };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, message: error.message };
  }
  return undefined;
}

/**
 * The one error handler (docs/decisions/053-one-error-shape-never-a-500-for-bad-input.md): known failures become
 * `{success:false, message, errors?, reason?}`; the rest a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
        (errors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send({ success: false, message: first, errors });
    }
    if (error instanceof AppError) {
      return reply.status(statusByCode[error.code]).send({
        success: false,
        message: error.message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        ...(error.reason ? { reason: error.reason } : {}),
      });
    }
    const known = describeFastifyError(error);
    if (known) {
      return reply.status(known.status).send({ success: false, message: known.message });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug (docs/decisions/013-production-refuses-simulated-payments.md): the client may retry,
      // the pool reconnects by itself.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Something went wrong. Please try again later.' });
  });
}
