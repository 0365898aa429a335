import { ChevronDown, Ticket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { FieldError, Input, Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { CouponCodeState } from '../hooks/use-coupon-code';

const INPUT_ID = 'checkout-coupon-code';
const ERROR_ID = `${INPUT_ID}-error`;

/**
 * "Have a code?" in the order summary: a code and Apply; then the code with the server's word on it
 * ("Code OUD20 applied", or that the first-order discount applies instead) and Remove; or, under the field, the
 * server's exact reason it cannot be used.
 */
export function CouponField({ coupon, disabled }: { coupon: CouponCodeState; disabled: boolean }) {
  const { answer, refusal, isChecking } = coupon;
  return (
    <Collapsible open={coupon.isOpen} onOpenChange={coupon.setOpen} className="border-t border-line px-6 py-4">
      <CollapsibleTrigger className="group flex w-full cursor-pointer items-center justify-between gap-3 py-1 text-left text-sm text-ink-soft transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold">
        <span className="flex items-center gap-2">
          <Ticket className="size-4 text-gold-deep" strokeWidth={1.5} aria-hidden="true" />
          Have a code?
        </span>
        <ChevronDown className="size-4 text-stone transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
      </CollapsibleTrigger>
      <CollapsibleContent className="pt-3">
        {answer ? (
          <div
            className={cn(
              'flex items-start justify-between gap-4 border px-4 py-3',
              answer.applied === 'coupon' ? 'border-gold/50 bg-ivory' : 'border-line bg-ivory-deep/40',
            )}
            data-testid="applied-coupon"
          >
            <div className="min-w-0">
              <p className="font-mono text-sm tracking-[0.2em] text-ink">{answer.code}</p>
              <p className={cn('mt-1 text-xs leading-relaxed', answer.applied === 'coupon' ? 'text-success' : 'text-stone')} role="status">
                {answer.message}
              </p>
            </div>
            <Button
              variant="link"
              size="sm"
              className="h-auto shrink-0 py-0.5 text-xs text-gold-deep"
              disabled={disabled}
              onClick={coupon.remove}
              aria-label={`Remove code ${answer.code}`}
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
              coupon.apply();
            }}
          >
            <Label htmlFor={INPUT_ID}>Code</Label>
            <div className="flex gap-2">
              <Input
                id={INPUT_ID}
                value={coupon.input}
                onChange={(event) => coupon.setInput(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                placeholder="e.g. OUD20"
                className="font-mono uppercase tracking-[0.16em] placeholder:normal-case placeholder:tracking-normal"
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
