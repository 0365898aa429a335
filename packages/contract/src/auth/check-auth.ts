import { z } from 'zod';
import { publicUserSchema } from './user.ts';

export const checkAuthResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
});
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;
