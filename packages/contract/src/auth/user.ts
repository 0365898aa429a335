import { z } from 'zod';
import { teamRoleSchema } from './team.ts';

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** The user as the API shows it: `_id` and `id`, never the password hash. */
export const publicUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  role: roleSchema,
  /** An admin's role in the team (what they may use in the back office); null for a customer. */
  teamRole: teamRoleSchema.nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
