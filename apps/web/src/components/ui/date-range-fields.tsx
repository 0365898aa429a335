import { Input } from './input';

/**
 * The From and To day fields of a back-office filter (IST days, `YYYY-MM-DD`): each bounds the other's picker, and
 * clearing one removes it. Two grid cells, so the filter bar places them as its other fields.
 */
export function DateRangeFields({
  idPrefix,
  from,
  to,
  onChange,
  errorId,
}: {
  idPrefix: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (changes: { from?: string | undefined; to?: string | undefined }) => void;
  /** The id of the message shown when the range is backwards; the To field then reads as invalid and points at it. */
  errorId?: string;
}) {
  const isBackwards = Boolean(from && to && from > to);
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${idPrefix}-from`} className="text-xs font-medium uppercase tracking-wider text-stone">
          From
        </label>
        <Input
          id={`${idPrefix}-from`}
          type="date"
          value={from ?? ''}
          max={to}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${idPrefix}-to`} className="text-xs font-medium uppercase tracking-wider text-stone">
          To
        </label>
        <Input
          id={`${idPrefix}-to`}
          type="date"
          value={to ?? ''}
          min={from}
          aria-invalid={(errorId && isBackwards) || undefined}
          aria-describedby={errorId && isBackwards ? errorId : undefined}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
      </div>
    </>
  );
}
