import { z } from 'zod';

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** The user as the API shows it: `_id` and `id`, never the password hash. */
export const publicUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
