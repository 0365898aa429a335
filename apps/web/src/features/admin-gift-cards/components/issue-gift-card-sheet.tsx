import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import {
  formatInr,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_NAME_MAX,
  issueGiftCardRequestSchema,
  type IssueGiftCardRequest,
} from '@aurelle/contract';
import { Form } from '@/components/form/form';
import { TextareaField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';
import { toast } from '@/lib/toast';
import { useIssueGiftCard } from '../api/use-gift-cards';
import { giftCardDate } from './gift-card-format';

const emptyValues = { amount: '', recipientName: '', recipientEmail: '', message: '' };

/** The whole code, shown this once after the card is made, with a copy button. */
function IssuedCode({ code, amount, expiresAt, onDone }: { code: string; amount: number; expiresAt: string; onDone: () => void }) {
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setIsCopied(true);
    } catch {
      toast.error('The code could not be copied', { description: 'Select it and copy it by hand' });
    }
  };
  return (
    <div className="flex flex-1 flex-col gap-6 px-6 py-8 sm:px-8">
      <div className="border border-gold/40 bg-ivory-deep px-6 py-8 text-center">
        <p className="label-caps text-gold-deep">Gift card · {formatInr(amount)}</p>
        <p className="mt-4 select-all font-mono text-2xl font-medium tracking-[0.2em]" data-testid="issued-gift-card-code">
          {code}
        </p>
        <p className="mt-3 text-xs text-stone">Valid until {giftCardDate(expiresAt)}</p>
      </div>
      <p className="text-sm text-ink-soft" role="status">
        Give this code to the card&apos;s holder now: it is shown only this once. Lists show its last four characters.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {isCopied ? 'Copied' : 'Copy code'}
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function IssueForm({
  onIssued,
  onCancel,
}: {
  onIssued: (issued: { code: string; amount: number; expiresAt: string }) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(issueGiftCardRequestSchema, { defaultValues: emptyValues });
  const issueCard = useIssueGiftCard();

  async function issue(body: IssueGiftCardRequest) {
    try {
      const answer = await issueCard.mutateAsync(body);
      onIssued({ code: answer.code, amount: answer.data.initialAmount, expiresAt: answer.data.expiresAt });
    } catch (error) {
      applyServerErrors(form, error);
      toast.error('The card could not be issued', { description: errorMessage(error, 'Please try again') });
    }
  }

  return (
    <Form form={form} onSubmit={issue} className="flex flex-1 flex-col" aria-label="Issue a gift card">
      <div className="flex flex-1 flex-col gap-5 px-6 py-6 sm:px-8">
        <TextField control={form.control} name="amount" label="Amount (₹)" inputMode="decimal" autoComplete="off" placeholder="2500" />
        <TextField
          control={form.control}
          name="recipientName"
          label="Recipient name (optional)"
          maxLength={GIFT_CARD_NAME_MAX}
          autoComplete="off"
        />
        <TextField
          control={form.control}
          name="recipientEmail"
          label="Recipient e-mail (optional)"
          description="Lets you find the card by the holder's e-mail"
          type="email"
          autoComplete="off"
        />
        <TextareaField control={form.control} name="message" label="Message (optional)" maxLength={GIFT_CARD_MESSAGE_MAX} rows={3} />
      </div>
      <div className="flex justify-end gap-3 border-t border-line px-6 py-5 sm:px-8">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={issueCard.isPending}>
          {issueCard.isPending ? 'Issuing…' : 'Issue card'}
        </Button>
      </div>
    </Form>
  );
}

/** The right-hand sheet that issues a card, then shows its code once. */
export function IssueGiftCardSheet({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [issued, setIssued] = useState<{ code: string; amount: number; expiresAt: string } | null>(null);
  const close = () => {
    setIssued(null);
    onClose();
  };
  return (
    <Sheet open={isOpen} onOpenChange={(open) => !open && close()}>
      <SheetContent side="right" className="gap-0 p-0 sm:max-w-xl">
        <div className="border-b border-line px-6 py-6 pr-14 sm:px-8">
          <SheetTitle className="text-3xl">{issued ? 'Card issued' : 'Issue a gift card'}</SheetTitle>
          <SheetDescription className="mt-1">
            Active at once and valid for a year; a goodwill gesture, a prize or a card sold in the boutique.
          </SheetDescription>
        </div>
        {issued ? <IssuedCode {...issued} onDone={close} /> : <IssueForm onIssued={setIssued} onCancel={close} />}
      </SheetContent>
    </Sheet>
  );
}
