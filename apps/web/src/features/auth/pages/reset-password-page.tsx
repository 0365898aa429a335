import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
  resetPasswordRequestSchema,
} from '@aurelle/contract';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useShopConfig } from '@/lib/use-shop-config';
import { useResetPassword } from '../api/use-reset-password';
import { AuthHeading } from '../components/auth-heading';
import { SubmitButton } from '../components/submit-button';
import { BackToLogin } from '../components/back-to-login';
import { paths } from '@/lib/paths';

/** The contract's new-password rule plus the screen's confirmation field. */
const resetPasswordFormSchema = resetPasswordRequestSchema
  .pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: PASSWORDS_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

export function ResetPasswordPage() {
  const { userId = '', token = '' } = useParams();
  const navigate = useNavigate();
  const { shopName } = useShopConfig();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormValues, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await resetPassword.mutateAsync({ userId, token, newPassword });
      toast.success(PASSWORD_RESET_DONE_MESSAGE);
      void navigate(paths.auth.login(), { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to reset password'));
    }
  });

  return (
    <>
      <title>{`Reset Password · ${shopName}`}</title>
      <AuthHeading title="Reset Password">Choose a new password for your account.</AuthHeading>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SubmitButton isPending={resetPassword.isPending}>Reset Password</SubmitButton>
      </form>
      <BackToLogin />
    </>
  );
}
