import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

const steps = ['Review Cart', 'Address', 'Payment'] as const;

/** The checkout header's steps; `current` is the index of the step the shopper is on. */
export function CheckoutSteps({ current }: { current: number }) {
  return (
    <ol className="grid w-full grid-cols-3 sm:flex sm:w-auto sm:items-center sm:gap-4" aria-label="Checkout progress">
      {steps.map((label, index) => {
        const isDone = index < current;
        const isCurrent = index === current;
        return (
          <li
            key={label}
            className="relative flex flex-col items-center gap-2 sm:flex-row sm:gap-4"
            aria-current={isCurrent ? 'step' : undefined}
          >
            {index > 0 ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute right-[calc(50%+1.25rem)] top-3.5 h-px w-[calc(100%-2.5rem)] sm:static sm:w-12',
                  isDone || isCurrent ? 'bg-gold' : 'bg-line',
                )}
              />
            ) : null}
            <span className="flex flex-col items-center gap-2 sm:flex-row">
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 items-center justify-center rounded-full border text-xs tabular-nums',
                  isDone && 'border-gold bg-gold text-white',
                  isCurrent && 'border-ink bg-ink text-ivory',
                  !isDone && !isCurrent && 'border-line bg-white text-stone',
                )}
              >
                {isDone ? <Check className="size-3.5" /> : index + 1}
              </span>
              <span
                className={cn(
                  'whitespace-nowrap text-[0.65rem] uppercase tracking-[0.14em] sm:text-xs sm:tracking-[0.16em]',
                  isCurrent ? 'text-ink' : 'text-stone',
                )}
              >
                {label}
                {isDone ? <span className="sr-only"> (completed)</span> : null}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
