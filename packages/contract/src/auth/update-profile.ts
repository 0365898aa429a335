import { z } from 'zod';
import { emailSchema, requiredText } from '../common.ts';
import { newPasswordSchema } from './password.ts';
import { publicUserSchema } from './user.ts';

export const NEW_PASSWORDS_MISMATCH_MESSAGE = 'New passwords do not match';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Current password is required to change password';
/** The sign-in e-mail is a credential too: a stolen session alone must not be able to move the account. */
export const CURRENT_PASSWORD_REQUIRED_FOR_EMAIL_MESSAGE = 'Current password is required to change email';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';

/**
 * Password fields are sent only when a new password is present, or the e-mail changes: the server,
 * which knows the current address, then requires currentPassword too.
 */
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
  /** Present after a password change: every other session has ended and this one continues on this token (also set as the cookie). */
  token: z.string().optional(),
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;
