import type { ErrorReason } from '@aurelle/contract';

/** Expected failures carry a code; one table in http/error-handler.ts maps codes to HTTP statuses. */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'PAYMENT_FAILED'
  | 'SERVICE_UNAVAILABLE';

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** What a client may branch on (the contract's ErrorReason); the message stays the spec's text for people. */
  reason: ErrorReason | undefined;

  constructor(code: AppErrorCode, message: string, fieldErrors?: Record<string, string[]>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  /** The same error with its machine-readable reason: `throw badRequest(OUT_OF_STOCK_MESSAGE).because({ code: 'OUT_OF_STOCK' })`. */
  because(reason: ErrorReason): this {
    this.reason = reason;
    return this;
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) => new AppError('BAD_REQUEST', message, fieldErrors);
export const unauthorized = (message = 'Please sign in to continue') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string, fieldErrors?: Record<string, string[]>) => new AppError('CONFLICT', message, fieldErrors);
