import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
  resetPasswordRequestSchema,
} from '@aurelle/contract';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/lib/form/use-zod-form';
import { errorMessage, reasonOf } from '@/lib/api-client';
import { useShopConfig } from '@/lib/use-shop-config';
import { useResetPassword } from '../api/use-reset-password';
import { AuthHeading } from '../components/auth-heading';
import { SubmitButton } from '../components/submit-button';
import { BackToLogin } from '../components/back-to-login';
import { TextLink } from '../components/text-link';
import { paths } from '@/lib/paths';

/** The contract's new-password rule plus the screen's confirmation field. */
const resetPasswordFormSchema = resetPasswordRequestSchema
  .pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: PASSWORDS_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });

export function ResetPasswordPage() {
  const { userId = '', token = '' } = useParams();
  const navigate = useNavigate();
  const { shopName } = useShopConfig();
  const resetPassword = useResetPassword();
  const form = useZodForm(resetPasswordFormSchema, { defaultValues: { newPassword: '', confirmPassword: '' } });
  // A used, replaced or timed-out link cannot succeed by trying again: the page offers a new one instead.
  const [linkExpired, setLinkExpired] = useState(false);

  const onSubmit = async ({ newPassword }: z.output<typeof resetPasswordFormSchema>) => {
    try {
      await resetPassword.mutateAsync({ userId, token, newPassword });
      toast.success(PASSWORD_RESET_DONE_MESSAGE);
      void navigate(paths.auth.login(), { replace: true });
    } catch (error) {
      // Spec §8: the failure, with the server's message or the default 'Password reset failed'.
      toast.error('Failed to reset password', { description: errorMessage(error, 'Password reset failed') });
      if (reasonOf(error, 'CODE_EXPIRED')) setLinkExpired(true);
    }
  };

  return (
    <>
      <title>{`Reset Password · ${shopName}`}</title>
      <AuthHeading title="Reset Password">Choose a new password for your account.</AuthHeading>
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-6">
        <TextField
          control={form.control}
          name="newPassword"
          label="New Password"
          type="password"
          autoComplete="new-password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters`}
        />
        <TextField control={form.control} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
        <SubmitButton isPending={resetPassword.isPending}>Reset Password</SubmitButton>
      </Form>
      {linkExpired ? (
        <p role="status" className="mt-6 border border-line bg-white px-4 py-3 text-sm text-stone">
          This link can no longer be used. <TextLink to={paths.auth.forgotPassword}>Request a new reset link</TextLink>
        </p>
      ) : null}
      <BackToLogin />
    </>
  );
}
