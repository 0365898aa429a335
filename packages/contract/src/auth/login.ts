import { z } from 'zod';
import { emailSchema } from '../common.ts';

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export { authResponseSchema as loginResponseSchema } from './register.ts';
