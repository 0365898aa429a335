import { useState } from 'react';
import { MailPlus } from 'lucide-react';
import { z } from 'zod';
import { INVITE_LINK_TTL_DAYS, inviteUserRequestSchema, TEAM_ROLES } from '@aurelle/contract';
import { accessChoices, roleRequestOf } from '@/components/ui/account-access';
import { useSession } from '@/lib/session/use-session';
import { Form } from '@/components/form/form';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import type { ApiRequestError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';
import { useInviteUser } from '../api/use-invite-user';

/** The form: who, and what they may do (a customer, or an admin with a team role); sent as `role` and `teamRole`. */
const invitationFormSchema = z.object({
  userName: inviteUserRequestSchema.shape.userName,
  email: inviteUserRequestSchema.shape.email,
  access: z.enum(['user', ...TEAM_ROLES], { message: 'Choose a role' }),
});
type InvitationForm = z.infer<typeof invitationFormSchema>;

/**
 * "Invite": a name, an e-mail and a role. The account is created at once and the person sets their password from the
 * mailed link; an address that already has an account is refused on its field.
 */
export function InviteUserDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inviteUser = useInviteUser();
  // Bringing someone into the team is an owner's call; a manager invites customers.
  const mayInviteTeam = useSession().can('team');
  const choices = accessChoices.filter((choice) => mayInviteTeam || choice.value === 'user');
  const emptyInvitation: InvitationForm = { userName: '', email: '', access: mayInviteTeam ? 'manager' : 'user' };
  const form = useZodForm(invitationFormSchema, { defaultValues: emptyInvitation });

  const open = (next: boolean) => {
    setIsOpen(next);
    if (!next) {
      form.reset(emptyInvitation);
      setProblem(null);
    }
  };

  const submit = ({ access, ...person }: InvitationForm) => {
    setProblem(null);
    inviteUser.mutate(
      { ...person, ...roleRequestOf(access) },
      {
        onSuccess: () => open(false),
        onError: (error) => {
          const message = applyServerErrors(form, error, 'The invitation could not be sent');
          // A refusal already shown on its field (an e-mail that has an account) needs no banner as well.
          const isOnAField = error.name === 'ApiRequestError' && Object.keys((error as ApiRequestError).fieldErrors ?? {}).length > 0;
          setProblem(isOnAField ? null : message);
        },
      },
    );
  };

  return (
    <Dialog open={isOpen} onOpenChange={open}>
      <DialogTrigger asChild>
        <Button className="shrink-0">
          <MailPlus aria-hidden="true" />
          Invite
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle className="text-2xl">Invite someone</DialogTitle>
        <DialogDescription>
          We create their account and e-mail them a link to set a password. The link works for {INVITE_LINK_TTL_DAYS} days; until it is
          used, nobody can sign in to the account.
        </DialogDescription>
        <Form form={form} onSubmit={submit} className="mt-4 flex flex-col gap-5" aria-label="Invitation">
          <TextField control={form.control} name="userName" label="Full Name" autoComplete="off" maxLength={80} />
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="off" />
          <RadioGroupField
            control={form.control}
            name="access"
            legend="Role"
            options={choices.map((choice) => ({
              value: choice.value,
              label: (
                <span>
                  <span className="block font-medium">{choice.title}</span>
                  <span className="block text-xs text-stone">{choice.description}</span>
                </span>
              ),
            }))}
            groupClassName="grid gap-3 sm:grid-cols-2"
            optionClassName="flex cursor-pointer items-start gap-3 border border-line p-3 text-sm text-ink has-[[data-state=checked]]:border-gold has-[[data-state=checked]]:bg-ivory/60"
          />
          {problem ? (
            <p role="alert" className="border-l-2 border-danger bg-rose-50 px-3 py-2 text-sm text-danger">
              {problem}
            </p>
          ) : null}
          <Button type="submit" disabled={inviteUser.isPending}>
            {inviteUser.isPending ? 'Sending…' : 'Send invitation'}
          </Button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
