import { Check, Minus } from 'lucide-react';
import type { ComponentProps, Ref } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked' | 'onChange'> & {
  /** 'indeterminate' shows a dash: some, not all, of what the box stands for is chosen. */
  checked?: boolean | 'indeterminate';
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * The shop's checkbox: a native `<input type="checkbox">` drawn square in ink, with a check (or a dash when
 * indeterminate) over it. Native, so it needs no script to hydrate or to work in a form, and a page full of them
 * (the listing's filters) costs React nothing but the input itself (decision 094).
 */
export function Checkbox({ className, checked, onCheckedChange, ref, ...props }: CheckboxProps) {
  const isIndeterminate = checked === 'indeterminate';
  const setRef = (input: HTMLInputElement | null) => {
    if (input) input.indeterminate = isIndeterminate;
    assignRef(ref, input);
  };
  return (
    <span className="relative inline-flex size-4 shrink-0">
      <input
        type="checkbox"
        ref={setRef}
        checked={checked === true}
        onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        aria-checked={isIndeterminate ? 'mixed' : undefined}
        className={cn(
          'peer size-4 shrink-0 cursor-pointer appearance-none border border-ink/50 bg-white transition-colors',
          'checked:border-ink checked:bg-ink indeterminate:border-ink indeterminate:bg-ink',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
          'disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-danger',
          className,
        )}
        {...props}
      />
      <Check
        className="pointer-events-none absolute inset-0 m-auto size-3 text-ivory opacity-0 peer-checked:opacity-100"
        strokeWidth={3}
        aria-hidden="true"
      />
      <Minus
        className="pointer-events-none absolute inset-0 m-auto size-3 text-ivory opacity-0 peer-indeterminate:opacity-100"
        strokeWidth={3}
        aria-hidden="true"
      />
    </span>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
