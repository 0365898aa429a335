import { useState, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { buttonVariants } from './button';

/**
 * An action asked once more: the trigger opens the question, the confirm button runs `onConfirm(close)` and the dialog
 * stays open (and cannot be dismissed) until the server answers, showing that it is busy; `close` is for the caller's
 * success. A refusal is the caller's to show (a toast), and the dialog stays open to try again.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  isDestructive = false,
  isPending,
  onConfirm,
}: {
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** More of the question between the description and the buttons (a reason field, say). */
  children?: ReactNode;
  confirmLabel: ReactNode;
  /** Shown on the confirm button while the answer is awaited; without it, a spinner beside the label. */
  pendingLabel?: ReactNode;
  cancelLabel?: ReactNode;
  isDestructive?: boolean;
  isPending: boolean;
  onConfirm: (close: () => void) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <AlertDialog open={isOpen} onOpenChange={(next) => (isPending ? undefined : setIsOpen(next))}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            className={isDestructive ? buttonVariants({ variant: 'destructive' }) : undefined}
            disabled={isPending}
            onClick={(event) => {
              // Stay open until the server answers.
              event.preventDefault();
              onConfirm(() => setIsOpen(false));
            }}
          >
            {isPending && pendingLabel ? (
              pendingLabel
            ) : (
              <>
                {isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
                {confirmLabel}
              </>
            )}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
