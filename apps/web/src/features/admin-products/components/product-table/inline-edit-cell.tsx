import { useRef, useState, type ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { SizeChangeInput } from '@aurelle/contract';
import { cn } from '@/lib/cn';
import { useEditSizes } from '../../api/use-edit-sizes';
import { refusalMessage } from './api-error';

/** What a draft means: a change to save, nothing to do, or what is wrong with it (in the contract's words). */
export type DraftReading = { change: SizeChangeInput } | { unchanged: true } | { problem: string };

/**
 * A table cell edited in place: click (or Enter on) the value, type, Enter saves, Escape or leaving the
 * field cancels. While the server saves, the field waits with a spinner; a refusal stays beside the field, in the
 * server's words, until the value is changed or the edit cancelled.
 */
export function InlineEditCell({
  variantId,
  label,
  display,
  initial,
  prefix,
  placeholder,
  inputMode,
  read,
  align = 'right',
  compact = false,
}: {
  variantId: string;
  /** The field's accessible name: "Price of OUD-50". */
  label: string;
  display: ReactNode;
  initial: string;
  prefix?: string;
  placeholder?: string;
  inputMode: 'decimal' | 'numeric';
  read: (draft: string) => DraftReading;
  align?: 'left' | 'right';
  /** A secondary value under another (the low-stock alert under the stock): smaller, lighter. */
  compact?: boolean;
}) {
  const edit = useEditSizes();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const trigger = useRef<HTMLButtonElement>(null);
  const errorId = `${variantId}-${label.replace(/\W+/g, '-')}-error`;

  function close() {
    setDraft(null);
    setProblem(undefined);
    edit.reset();
    // Focus goes back to the value, so the keyboard stays in the table.
    requestAnimationFrame(() => trigger.current?.focus());
  }

  async function save(text: string) {
    const reading = read(text.trim());
    if ('problem' in reading) return setProblem(reading.problem);
    if ('unchanged' in reading) return close();
    try {
      await edit.mutateAsync({ variantIds: [variantId], change: reading.change });
      close();
    } catch (error) {
      setProblem(refusalMessage(error));
    }
  }

  if (draft === null) {
    return (
      <button
        ref={trigger}
        type="button"
        onClick={() => setDraft(initial)}
        aria-label={`Edit ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
        className={cn(
          'inline-flex w-full cursor-text items-center gap-1.5 border border-transparent px-2 tabular-nums transition-colors',
          compact ? 'min-h-6 text-xs text-stone' : 'min-h-9',
          'hover:border-line hover:bg-white focus-visible:border-gold focus-visible:outline-none',
          align === 'right' ? 'justify-end text-right' : 'justify-start text-left',
        )}
      >
        {display}
      </button>
    );
  }

  return (
    <div className={cn('flex flex-col gap-1', align === 'right' ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'flex w-28 items-center border bg-white focus-within:ring-2 focus-within:ring-gold/25',
          compact ? 'h-8' : 'h-9',
          problem ? 'border-danger' : 'border-gold',
        )}
      >
        {prefix ? (
          <span aria-hidden="true" className="pl-2 text-sm text-stone">
            {prefix}
          </span>
        ) : null}
        <input
          autoFocus
          aria-label={label}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          inputMode={inputMode}
          placeholder={placeholder}
          value={draft}
          readOnly={edit.isPending}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (!edit.isPending) void save(draft);
            } else if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              if (!edit.isPending) close();
            }
          }}
          onBlur={() => {
            if (!edit.isPending) close();
          }}
          className="h-full w-full min-w-0 bg-transparent px-2 text-right text-sm tabular-nums text-ink outline-none placeholder:text-stone/70"
        />
        {edit.isPending ? <LoaderCircle aria-label="Saving" className="mr-2 size-3.5 shrink-0 animate-spin text-stone" /> : null}
      </div>
      {problem ? (
        <p id={errorId} role="alert" className={cn('max-w-48 text-xs leading-snug text-danger', align === 'right' && 'text-right')}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
