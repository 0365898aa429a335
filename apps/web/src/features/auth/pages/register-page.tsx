import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { MIN_PASSWORD_LENGTH, registerRequestSchema, type RegisterRequest } from '@aurelle/contract';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/lib/form/use-zod-form';
import { errorMessage } from '@/lib/api-client';
import { useShopConfig } from '@/lib/use-shop-config';
import { useRegister } from '../api/use-register';
import { AuthHeading } from '../components/auth-heading';
import { LegalNote } from '../components/legal-note';
import { SubmitButton } from '../components/submit-button';
import { TextLink } from '../components/text-link';
import { paths } from '@/lib/paths';

export function RegisterPage() {
  const { shopName } = useShopConfig();
  const navigate = useNavigate();
  const registerUser = useRegister();
  const form = useZodForm(registerRequestSchema, { defaultValues: { userName: '', email: '', password: '' } });

  // mutateAsync: the guard may unmount this page as soon as the session fills, the awaited code still runs.
  const onSubmit = async (values: RegisterRequest) => {
    try {
      await registerUser.mutateAsync(values);
      toast.success(`Welcome to ${shopName}`, { description: 'Your account has been created.' });
      void navigate(paths.shop.home, { replace: true });
    } catch (error) {
      toast.error('Registration Failed', { description: errorMessage(error, 'Registration failed') });
    }
  };

  return (
    <>
      <title>{`Create Account · ${shopName}`}</title>
      <AuthHeading title="Create new account">Join {shopName} for faster checkout and your order history in one place.</AuthHeading>
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-6">
        <TextField control={form.control} name="userName" label="Full Name" autoComplete="name" />
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <TextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters`}
        />
        <SubmitButton isPending={registerUser.isPending}>Sign Up</SubmitButton>
      </Form>
      <p className="mt-8 text-center text-sm text-stone">
        Already have an account? <TextLink to={paths.auth.login()}>Sign In</TextLink>
      </p>
      <LegalNote action="creating an account" />
    </>
  );
}
