import { useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { PublicUser } from '@aurelle/contract';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useChangeUserRole } from '../api/use-change-user-role';

/**
 * "Make admin" / "Make customer", after a confirmation that says what it means. A refusal (the last admin, one's own
 * role) stays in the dialog with the server's message.
 */
export function RoleChangeDialog({ user }: { user: PublicUser }) {
  const [isOpen, setIsOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const changeRole = useChangeUserRole(user._id);
  const isAdmin = user.role === 'admin';
  const nextRole = isAdmin ? 'user' : 'admin';

  const open = (next: boolean) => {
    setIsOpen(next);
    if (next) setProblem(null);
  };

  return (
    <AlertDialog open={isOpen} onOpenChange={open}>
      <AlertDialogTrigger asChild>
        <Button variant={isAdmin ? 'subtle' : 'outline'} size="sm">
          {isAdmin ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
          {isAdmin ? 'Make customer' : 'Make admin'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{isAdmin ? `Remove ${user.userName} from the back office?` : `Make ${user.userName} an admin?`}</AlertDialogTitle>
        <AlertDialogDescription>
          {isAdmin
            ? 'They become a customer again and are signed out on every device at once. Their orders and account stay as they are.'
            : 'They will see orders, customers, products and settings, and can change them, from their next page load.'}
        </AlertDialogDescription>
        {problem ? (
          <p role="alert" className="border-l-2 border-danger bg-rose-50 px-3 py-2 text-sm text-danger">
            {problem}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: isAdmin ? 'destructive' : 'default' })}
            disabled={changeRole.isPending}
            onClick={(event) => {
              // Stay open until the server answers: a refusal is shown here.
              event.preventDefault();
              setProblem(null);
              changeRole.mutate(nextRole, {
                onSuccess: () => setIsOpen(false),
                onError: (error) => setProblem(errorMessage(error, 'The role could not be changed')),
              });
            }}
          >
            {changeRole.isPending ? 'Saving…' : isAdmin ? 'Make customer' : 'Make admin'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
