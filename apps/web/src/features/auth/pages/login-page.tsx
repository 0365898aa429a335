import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { loginRequestSchema, type LoginRequest } from '@aurelle/contract';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/lib/form/use-zod-form';
import { errorMessage } from '@/lib/api-client';
import { useShopConfig } from '@/lib/use-shop-config';
import { useLogin } from '../api/use-login';
import { AuthHeading } from '../components/auth-heading';
import { LegalNote } from '../components/legal-note';
import { SubmitButton } from '../components/submit-button';
import { TextLink } from '../components/text-link';
import { postLoginPath } from '../lib/post-login-path';
import { paths } from '@/lib/paths';

export function LoginPage() {
  const { shopName } = useShopConfig();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useZodForm(loginRequestSchema, { defaultValues: { email: '', password: '' } });

  // mutateAsync: the guard may unmount this page as soon as the session fills, the awaited code still runs.
  const onSubmit = async (values: LoginRequest) => {
    try {
      const { user } = await login.mutateAsync(values);
      toast.success(`Welcome back to ${shopName}`);
      void navigate(postLoginPath(user, searchParams.get('returnUrl')), { replace: true });
    } catch (error) {
      toast.error('Login Failed', { description: errorMessage(error, 'Login failed') });
    }
  };

  return (
    <>
      <title>{`Sign In · ${shopName}`}</title>
      <AuthHeading title="Sign in to your account">Welcome back. Enter your details to continue.</AuthHeading>
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-6">
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <TextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          labelAside={
            <TextLink to={paths.auth.forgotPassword} className="text-xs font-normal">
              Forgot Password?
            </TextLink>
          }
        />
        <SubmitButton isPending={login.isPending}>Sign In</SubmitButton>
      </Form>
      <p className="mt-8 text-center text-sm text-stone">
        Don&apos;t have an account? <TextLink to={paths.auth.register}>Register</TextLink>
      </p>
      <LegalNote action="signing in" />
    </>
  );
}
