import { useState } from 'react';
import { UserCog } from 'lucide-react';
import type { PublicUser } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { errorMessage } from '@/lib/api-client';
import { useChangeUserRole } from '../api/use-change-user-role';
import { accessChoices, accessOf, roleRequestOf, type AccountAccess } from '@/components/ui/account-access';

/**
 * "Change role": a customer, or an admin with a team role, each with what it may do. Making an admin a customer signs
 * them out everywhere; any other change applies from their next page. A refusal (the last owner, one's own role) stays
 * in the dialog with the server's message.
 */
export function RoleChangeDialog({ user }: { user: PublicUser }) {
  const current = accessOf(user);
  const [isOpen, setIsOpen] = useState(false);
  const [choice, setChoice] = useState<AccountAccess>(current);
  const [problem, setProblem] = useState<string | null>(null);
  const changeRole = useChangeUserRole(user._id);

  const open = (next: boolean) => {
    setIsOpen(next);
    if (next) {
      setChoice(current);
      setProblem(null);
    }
  };

  const save = () => {
    setProblem(null);
    changeRole.mutate(roleRequestOf(choice), {
      onSuccess: () => setIsOpen(false),
      onError: (error) => setProblem(errorMessage(error, 'The role could not be changed')),
    });
  };

  return (
    <Dialog open={isOpen} onOpenChange={open}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <UserCog aria-hidden="true" />
          Change role
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle className="text-2xl">{`${user.userName}’s role`}</DialogTitle>
        <DialogDescription>
          {choice === 'user' && current !== 'user'
            ? 'They become a customer again and are signed out on every device at once. Their orders and account stay as they are.'
            : 'A change of role applies from their next page: the back office shows them only what the role includes.'}
        </DialogDescription>
        <RadioGroup
          aria-label="Role"
          value={choice}
          onValueChange={(value) => setChoice(accessChoices.find((option) => option.value === value)?.value ?? current)}
          className="mt-2 grid gap-2"
        >
          {accessChoices.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 border border-line p-3 text-sm text-ink has-[[data-state=checked]]:border-gold has-[[data-state=checked]]:bg-ivory/60"
            >
              <RadioGroupItem value={option.value} className="mt-0.5" />
              <span>
                <span className="block font-medium">{option.title}</span>
                <span className="block text-xs text-stone">{option.description}</span>
              </span>
            </label>
          ))}
        </RadioGroup>
        {problem ? (
          <p role="alert" className="border-l-2 border-danger bg-rose-50 px-3 py-2 text-sm text-danger">
            {problem}
          </p>
        ) : null}
        <div className="mt-2 flex justify-end gap-3">
          <Button variant="ghost" onClick={() => open(false)}>
            Cancel
          </Button>
          <Button
            variant={choice === 'user' && current !== 'user' ? 'destructive' : 'default'}
            disabled={changeRole.isPending || choice === current}
            onClick={save}
          >
            {changeRole.isPending ? 'Saving…' : 'Save role'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
