import { z } from 'zod';
import { emailSchema, uuidSchema } from '../common.ts';
import { newPasswordSchema } from './password.ts';

export const PASSWORDS_MISMATCH_MESSAGE = 'Passwords do not match';
export const RESET_LINK_SENT_MESSAGE = 'Password reset link has been sent to your email';
export const PASSWORD_RESET_DONE_MESSAGE = 'Password has been reset successfully';

export const requestResetRequestSchema = z.object({ email: emailSchema });
export type RequestResetRequest = z.infer<typeof requestResetRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  userId: uuidSchema,
  token: z.string({ message: 'Reset token is required' }).min(16, 'Invalid or expired reset link').max(256),
  newPassword: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
