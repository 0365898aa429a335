import { z } from 'zod';
import { publicUserSchema } from './user.ts';

export const checkAuthResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
});
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;

/**
 * `GET /api/auth/session`: who is signed in, for the web app. Unlike check-auth (kept as it is for API clients), a
 * guest is an answer (`user: null`), not a 401, so a guest's page logs no failed request.
 */
export const sessionResponseSchema = z.object({
  success: z.literal(true),
  user: publicUserSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
