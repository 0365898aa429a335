import { z } from 'zod';
import { emailSchema, requiredText } from '../common.ts';
import { newPasswordSchema } from './password.ts';
import { publicUserSchema } from './user.ts';

export const NEW_PASSWORDS_MISMATCH_MESSAGE = 'New passwords do not match';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Current password is required to change password';

/** Password fields are sent only when a new password is present (spec §5). */
export const updateProfileRequestSchema = z
  .object({
    userName: requiredText('Username', 80),
    email: emailSchema,
    currentPassword: z.string().max(128).optional(),
    newPassword: newPasswordSchema.optional(),
  })
  .refine((body) => !body.newPassword || (body.currentPassword ?? '').length > 0, {
    message: CURRENT_PASSWORD_REQUIRED_MESSAGE,
    path: ['currentPassword'],
  });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const updateProfileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: publicUserSchema,
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;
