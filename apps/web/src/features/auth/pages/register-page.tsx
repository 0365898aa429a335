import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { MIN_PASSWORD_LENGTH, registerRequestSchema } from '@aurelle/contract';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useShopConfig } from '@/lib/use-shop-config';
import { useRegister } from '../api/use-register';
import { AuthHeading } from '../components/auth-heading';
import { LegalNote } from '../components/legal-note';
import { SubmitButton } from '../components/submit-button';
import { TextLink } from '../components/text-link';
import { paths } from '@/lib/paths';

type RegisterFormValues = z.input<typeof registerRequestSchema>;

export function RegisterPage() {
  const { shopName } = useShopConfig();
  const navigate = useNavigate();
  const registerUser = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterFormValues, unknown, z.output<typeof registerRequestSchema>>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { userName: '', email: '', password: '' },
  });

  // mutateAsync: the guard may unmount this page as soon as the session fills, the awaited code still runs.
  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerUser.mutateAsync(values);
      toast.success(`Welcome to ${shopName}`, { description: 'Your account has been created.' });
      void navigate(paths.shop.home, { replace: true });
    } catch (error) {
      toast.error('Registration Failed', { description: errorMessage(error, 'Registration failed') });
    }
  });

  return (
    <>
      <title>{`Create Account · ${shopName}`}</title>
      <AuthHeading title="Create new account">Join {shopName} for faster checkout and your order history in one place.</AuthHeading>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <TextField label="Full Name" autoComplete="name" error={errors.userName?.message} {...register('userName')} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton isPending={registerUser.isPending}>Sign Up</SubmitButton>
      </form>
      <p className="mt-8 text-center text-sm text-stone">
        Already have an account? <TextLink to={paths.auth.login()}>Sign In</TextLink>
      </p>
      <LegalNote action="creating an account" />
    </>
  );
}
