import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { RESET_LINK_SENT_MESSAGE, requestResetRequestSchema, type RequestResetRequest } from '@aurelle/contract';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/lib/form/use-zod-form';
import { errorMessage } from '@/lib/api-client';
import { useShopConfig } from '@/lib/use-shop-config';
import { useRequestPasswordReset } from '../api/use-request-password-reset';
import { AuthHeading } from '../components/auth-heading';
import { SubmitButton } from '../components/submit-button';
import { BackToLogin } from '../components/back-to-login';
import { paths } from '@/lib/paths';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { shopName } = useShopConfig();
  const requestReset = useRequestPasswordReset();
  const form = useZodForm(requestResetRequestSchema, { defaultValues: { email: '' } });

  const onSubmit = async (values: RequestResetRequest) => {
    try {
      await requestReset.mutateAsync(values);
      toast.success(RESET_LINK_SENT_MESSAGE);
      void navigate(paths.auth.login());
    } catch (error) {
      // Spec §8: the failure, with the server's message or the default 'Password reset request failed'.
      toast.error('Failed to send reset link', { description: errorMessage(error, 'Password reset request failed') });
    }
  };

  return (
    <>
      <title>{`Forgot Password · ${shopName}`}</title>
      <AuthHeading title="Forgot Password">Enter the email you shop with and we will send you a link to choose a new password.</AuthHeading>
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-6">
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <SubmitButton isPending={requestReset.isPending}>Send Reset Link</SubmitButton>
      </Form>
      <BackToLogin />
    </>
  );
}
