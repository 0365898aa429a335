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

export const paginationQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(100_000)
    .default(1),
});
