import { toast } from '@/lib/toast';
import { z } from 'zod';
import {
  CURRENT_PASSWORD_REQUIRED_FOR_EMAIL_MESSAGE,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  emailSchema,
  NEW_PASSWORDS_MISMATCH_MESSAGE,
  newPasswordSchema,
  requiredText,
  type PublicUser,
  type UpdateProfileRequest,
} from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useUpdateProfile } from '../api/use-update-profile';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';

/**
 * The screen's fields: the contract's rules for name and e-mail; the password fields may stay empty,
 * and a new password, when given, follows the contract's password rule.
 */
const profileFormSchema = z.object({
  userName: requiredText('Username', 80),
  email: emailSchema,
  currentPassword: z.string().max(128),
  newPassword: z.string().superRefine((value, ctx) => {
    if (!value) return;
    const result = newPasswordSchema.safeParse(value);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  }),
  confirmPassword: z.string().max(128),
});

const emptyPasswords = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The sign-in e-mail is a credential: the server asks for the current password to change it (as for a new password). */
const isOtherEmail = (typed: string, saved: string) => typed.trim().toLowerCase() !== saved.toLowerCase();

/** Edit Profile: name, e-mail and an optional password change. */
export function ProfileForm({ user }: { user: PublicUser }) {
  const updateProfile = useUpdateProfile();
  const form = useZodForm(profileFormSchema, {
    defaultValues: { userName: user.userName, email: user.email, ...emptyPasswords },
  });
  const { control, reset, setError, setFocus } = form;
  const emailChanged = isOtherEmail(form.watch('email'), user.email);

  const onSubmit = async ({ userName, email, currentPassword, newPassword, confirmPassword }: z.output<typeof profileFormSchema>) => {
    if (newPassword !== confirmPassword) {
      toast.error('Error', { description: NEW_PASSWORDS_MISMATCH_MESSAGE });
      return;
    }
    if (newPassword && !currentPassword) {
      toast.error('Error', { description: CURRENT_PASSWORD_REQUIRED_MESSAGE });
      return;
    }
    const changesEmail = isOtherEmail(email, user.email);
    if (changesEmail && !currentPassword) {
      setError('currentPassword', { message: CURRENT_PASSWORD_REQUIRED_FOR_EMAIL_MESSAGE });
      setFocus('currentPassword');
      toast.error('Error', { description: CURRENT_PASSWORD_REQUIRED_FOR_EMAIL_MESSAGE });
      return;
    }
    // Password fields are sent only when a new password is present, or the current one confirms a new e-mail.
    const body: UpdateProfileRequest = newPassword
      ? { userName, email, currentPassword, newPassword }
      : changesEmail
        ? { userName, email, currentPassword }
        : { userName, email };
    try {
      // After a password change the answer also sets this session's new cookie: the other sessions have ended.
      const { data } = await updateProfile.mutateAsync(body);
      reset({ userName: data.userName, email: data.email, ...emptyPasswords });
      toast.success('Success', { description: 'Profile updated successfully' });
    } catch (error) {
      // The server's per-field messages (a wrong current password, a taken e-mail) show on the fields they concern.
      toast.error('Error', { description: applyServerErrors(form, error, 'Failed to update profile') });
    }
  };

  return (
    <section aria-labelledby="edit-profile-heading" className="mx-auto max-w-3xl border border-line bg-white">
      <header className="border-b border-line px-6 py-7 sm:px-10">
        <h2 id="edit-profile-heading" className="type-h2 text-ink">
          Edit Profile
        </h2>
        <p className="mt-1.5 text-sm text-stone">Update your profile information and password</p>
      </header>
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-10 px-6 py-8 sm:px-10 sm:py-10">
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField control={control} name="userName" label="Username" autoComplete="name" />
          <TextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            description={emailChanged ? 'Enter your current password below to change your email' : undefined}
          />
        </div>

        <fieldset className="flex flex-col gap-6 border-t border-line pt-8">
          <legend className="float-left w-full">
            <span className="block font-display text-2xl text-ink">Change Password</span>
            <span className="mt-1 block text-sm text-stone">Leave blank if you don&apos;t want to change your password</span>
          </legend>
          <TextField
            control={control}
            name="currentPassword"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            description={emailChanged ? 'Required to change your email' : undefined}
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField control={control} name="newPassword" label="New Password" type="password" autoComplete="new-password" />
            <TextField control={control} name="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" />
          </div>
        </fieldset>

        <div className="flex justify-end border-t border-line pt-8">
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto"
            disabled={updateProfile.isPending}
            aria-busy={updateProfile.isPending}
          >
            {updateProfile.isPending ? 'Processing...' : 'Update Profile'}
          </Button>
        </div>
      </Form>
    </section>
  );
}
