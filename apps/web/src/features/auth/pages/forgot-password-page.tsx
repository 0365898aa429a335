import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { RESET_LINK_SENT_MESSAGE, requestResetRequestSchema } from '@aurelle/contract';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useShopConfig } from '@/lib/use-shop-config';
import { useRequestPasswordReset } from '../api/use-request-password-reset';
import { AuthHeading } from '../components/auth-heading';
import { SubmitButton } from '../components/submit-button';
import { BackToLogin } from '../components/back-to-login';
import { paths } from '@/lib/paths';

type ForgotPasswordFormValues = z.input<typeof requestResetRequestSchema>;

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { shopName } = useShopConfig();
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordFormValues, unknown, z.output<typeof requestResetRequestSchema>>({
    resolver: zodResolver(requestResetRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await requestReset.mutateAsync(values);
      toast.success(RESET_LINK_SENT_MESSAGE);
      void navigate(paths.auth.login());
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to send reset link'));
    }
  });

  return (
    <>
      <title>{`Forgot Password · ${shopName}`}</title>
      <AuthHeading title="Forgot Password">Enter the email you shop with and we will send you a link to choose a new password.</AuthHeading>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <SubmitButton isPending={requestReset.isPending}>Send Reset Link</SubmitButton>
      </form>
      <BackToLogin />
    </>
  );
}
