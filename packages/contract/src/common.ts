import { z } from 'zod';
import { errorReasonSchema } from './error-reasons.ts';

/** The one error body every endpoint answers with (docs/decisions/053-one-error-shape-never-a-500-for-bad-input.md). */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** What code may branch on (packages/contract/src/error-reasons.ts); absent for plain validation failures. */
  reason: errorReasonSchema.optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });

export const uuidSchema = z.uuid({ message: 'Invalid id' });
export const idParamSchema = z.object({ id: uuidSchema });

export const isoDateTimeSchema = z.string();

/** Trimmed, required text with a readable message. */
export function requiredText(label: string, max = 200) {
  return z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ message: 'Please enter a valid email address' }));

/** The highest page number any list answers. */
export const MAX_PAGE = 100_000;

/**
 * A page number or page size in a query string: one message that says what is wrong and what is right, whatever was
 * sent ("page must be a whole number from 1 to 100000" for 0, 1.5, 100001 or "abc").
 */
export function queryCount(name: string, max: number) {
  const message = `${name} must be a whole number from 1 to ${max}`;
  return z.coerce.number({ message }).int(message).min(1, message).max(max, message);
}

export const paginationQuerySchema = z.object({ page: queryCount('page', MAX_PAGE).default(1) });
