import { Sparkles } from 'lucide-react';
import type { CheckoutQuote } from '@aurelle/contract';
import { cn } from '@/lib/cn';

type SampleChoice = NonNullable<CheckoutQuote['offers']['sampleChoice']>;

/**
 * "Choose a free sample" (decision 106): the offer's samples as the quote lists them, a sold-out one shown but not
 * selectable. The choice travels with the quote and the order; without one, no sample is added.
 */
export function FreeSampleChooser({
  choice,
  value,
  onChange,
  disabled = false,
}: {
  choice: SampleChoice;
  value: string | null;
  onChange: (variantId: string) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="border-t border-line px-6 py-5" data-testid="free-sample-chooser">
      <legend className="sr-only">Choose a free sample</legend>
      <div className="flex items-center gap-2">
        <Sparkles className="size-4 text-gold-deep" strokeWidth={1.5} aria-hidden="true" />
        <p className="text-sm font-medium">Choose a free sample</p>
      </div>
      <p className="mt-1 pl-6 text-xs text-stone">{choice.offerName}: one sample of your choice, with our compliments.</p>
      <ul className="mt-4 grid gap-2">
        {choice.samples.map((sample) => {
          const isChosen = value === sample.variantId;
          const id = `free-sample-${sample.variantId}`;
          return (
            <li key={sample.variantId}>
              <label
                htmlFor={id}
                className={cn(
                  'flex items-center gap-3 border px-3 py-2.5 transition-colors',
                  sample.available ? 'cursor-pointer hover:border-gold' : 'cursor-not-allowed opacity-55',
                  isChosen ? 'border-gold bg-ivory' : 'border-line bg-white',
                )}
              >
                <input
                  id={id}
                  type="radio"
                  name="free-sample"
                  value={sample.variantId}
                  checked={isChosen}
                  disabled={disabled || !sample.available}
                  onChange={() => onChange(sample.variantId)}
                  className="size-4 accent-[var(--color-gold-deep)]"
                />
                <span className="h-12 w-10 shrink-0 overflow-hidden bg-ivory-deep">
                  {sample.image ? <img src={sample.image} alt="" className="size-full object-cover" loading="lazy" /> : null}
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-display text-base leading-snug">{sample.title}</span>
                  <span className="text-[0.7rem] uppercase tracking-[0.16em] text-stone">{sample.variantLabel}</span>
                </span>
                <span
                  className={cn(
                    'text-[0.7rem] font-medium uppercase tracking-[0.16em]',
                    sample.available ? 'text-gold-deep' : 'text-danger',
                  )}
                >
                  {sample.available ? 'Free' : 'Sold out'}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
