import { ChevronDown, Gift } from 'lucide-react';
import { formatInr } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { FieldError, Input, Label } from '@/components/ui/input';
import type { GiftCardCodeState } from '../hooks/use-gift-card-code';

const INPUT_ID = 'checkout-gift-card-code';
const ERROR_ID = `${INPUT_ID}-error`;

/**
 * "Pay with a gift card" in the order summary, beside "Have a code?": a code and Apply; then the card (its last four),
 * what it pays of this order and what it keeps, and Remove; or, under the field, the server's exact reason it cannot pay.
 */
export function GiftCardField({ giftCard, disabled }: { giftCard: GiftCardCodeState; disabled: boolean }) {
  const { answer, refusal, isChecking } = giftCard;
  return (
    <Collapsible open={giftCard.isOpen} onOpenChange={giftCard.setOpen} className="border-t border-line px-6 py-4">
      <CollapsibleTrigger className="group flex w-full cursor-pointer items-center justify-between gap-3 py-1 text-left text-sm text-ink-soft transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold">
        <span className="flex items-center gap-2">
          <Gift className="size-4 text-gold-deep" strokeWidth={1.5} aria-hidden="true" />
          Pay with a gift card
        </span>
        <ChevronDown className="size-4 text-stone transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
      </CollapsibleTrigger>
      <CollapsibleContent className="pt-3">
        {answer ? (
          <div className="flex items-start justify-between gap-4 border border-gold/50 bg-ivory px-4 py-3" data-testid="applied-gift-card">
            <div className="min-w-0">
              <p className="whitespace-nowrap font-mono text-[13px] tracking-[0.04em] text-ink">{answer.maskedCode}</p>
              <p className="mt-1 text-xs leading-relaxed text-success" role="status">
                {answer.message}: {formatInr(answer.applied)} of this order
              </p>
              <p className="text-xs text-stone">Balance after this order: {formatInr(answer.balanceAfter)}</p>
            </div>
            <Button
              variant="link"
              size="sm"
              className="h-auto shrink-0 py-0.5 text-xs text-gold-deep"
              disabled={disabled}
              onClick={giftCard.remove}
              aria-label={`Remove gift card ${answer.maskedCode}`}
            >
              Remove
            </Button>
          </div>
        ) : (
          <form
            className="flex flex-col gap-2"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              giftCard.apply();
            }}
          >
            <Label htmlFor={INPUT_ID}>Gift card code</Label>
            <div className="flex gap-2">
              <Input
                id={INPUT_ID}
                value={giftCard.input}
                onChange={(event) => giftCard.setInput(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                placeholder="AURL-XXXX-XXXX-XXXX"
                className="font-mono uppercase tracking-[0.12em] placeholder:tracking-[0.12em]"
                aria-invalid={refusal ? true : undefined}
                aria-describedby={refusal ? ERROR_ID : undefined}
                disabled={disabled}
              />
              <Button type="submit" variant="outline" className="shrink-0 px-5" disabled={disabled || isChecking}>
                {isChecking ? 'Checking…' : 'Apply'}
              </Button>
            </div>
            <FieldError id={ERROR_ID} message={refusal ?? undefined} />
          </form>
        )}
      </CollapsibleContent>
    </Collapsible>
  );
}
