import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { loginRequestSchema } from '@aurelle/contract';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useShopConfig } from '@/lib/use-shop-config';
import { useLogin } from '../api/use-login';
import { AuthHeading } from '../components/auth-heading';
import { LegalNote } from '../components/legal-note';
import { SubmitButton } from '../components/submit-button';
import { TextLink } from '../components/text-link';
import { postLoginPath } from '../lib/post-login-path';
import { paths } from '@/lib/paths';

type LoginFormValues = z.input<typeof loginRequestSchema>;

export function LoginPage() {
  const { shopName } = useShopConfig();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  // mutateAsync: the guard may unmount this page as soon as the session fills, the awaited code still runs.
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await login.mutateAsync(values);
      toast.success(`Welcome back to ${shopName}`);
      void navigate(postLoginPath(user, searchParams.get('returnUrl')), { replace: true });
    } catch (error) {
      toast.error('Login Failed', { description: errorMessage(error, 'Login failed') });
    }
  });

  return (
    <>
      <title>{`Sign In · ${shopName}`}</title>
      <AuthHeading title="Sign in to your account">Welcome back. Enter your details to continue.</AuthHeading>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          labelAside={
            <TextLink to={paths.auth.forgotPassword} className="text-xs font-normal">
              Forgot Password?
            </TextLink>
          }
          {...register('password')}
        />
        <SubmitButton isPending={login.isPending}>Sign In</SubmitButton>
      </form>
      <p className="mt-8 text-center text-sm text-stone">
        Don&apos;t have an account? <TextLink to={paths.auth.register}>Register</TextLink>
      </p>
      <LegalNote action="signing in" />
    </>
  );
}
