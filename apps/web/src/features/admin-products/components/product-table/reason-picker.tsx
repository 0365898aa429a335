import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { STOCK_CHANGE_REASONS, STOCK_REASON_MAX } from '@aurelle/contract';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

const OTHER = 'Other';

/** The reason picked: one of the usual ones, or "Other" with the text typed. */
export interface ReasonChoice {
  preset: (typeof STOCK_CHANGE_REASONS)[number] | typeof OTHER;
  other: string;
}

/** The reason a stock change is recorded with: the preset, or the text typed for "Other". */
export function reasonText(choice: ReasonChoice): string {
  return choice.preset === OTHER ? choice.other.trim() : choice.preset;
}

/**
 * Why the stock changes: Restock, Correction, Damaged, or Other with the admin's own words. Chips rather
 * than a menu: one tap, and every choice visible in a popover or a dialog.
 */
export function ReasonPicker({
  id,
  value,
  onChange,
  onEnter,
}: {
  id: string;
  value: ReasonChoice;
  onChange: (choice: ReasonChoice) => void;
  onEnter?: () => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 label-caps font-medium text-stone">Reason</legend>
      <RadioGroupPrimitive.Root
        aria-label="Reason"
        orientation="horizontal"
        value={value.preset}
        onValueChange={(preset) => onChange({ ...value, preset: preset as ReasonChoice['preset'] })}
        className="flex flex-wrap gap-1.5"
      >
        {[...STOCK_CHANGE_REASONS, OTHER].map((preset) => (
          <RadioGroupPrimitive.Item
            key={preset}
            value={preset}
            className={cn(
              'h-8 cursor-pointer border px-3 text-xs tracking-wide transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold/40',
              'border-line bg-white text-ink-soft hover:border-ink/40 data-[state=checked]:border-ink data-[state=checked]:bg-ink data-[state=checked]:text-ivory',
            )}
          >
            {preset}
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
      {value.preset === OTHER ? (
        <Input
          id={id}
          aria-label="Reason in your words"
          placeholder="e.g. Returned by a boutique"
          maxLength={STOCK_REASON_MAX}
          value={value.other}
          className="h-9"
          onChange={(event) => onChange({ ...value, other: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && onEnter) {
              event.preventDefault();
              onEnter();
            }
          }}
        />
      ) : null}
    </fieldset>
  );
}
