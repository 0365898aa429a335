import { z } from 'zod';
import { emailSchema, requiredText } from '../common.ts';
import { newPasswordSchema } from './password.ts';
import { publicUserSchema } from './user.ts';

export const registerRequestSchema = z.object({
  userName: requiredText('Full Name', 80),
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: publicUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
