import { cn } from '@/lib/cn';

/** Which products the grid shows: those in the shop (active), those archived, or both. */
export type ArchiveStatus = 'active' | 'archived' | 'all';

const options: ReadonlyArray<{ value: ArchiveStatus; label: string }> = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All' },
];

export function matchesArchiveStatus(product: { archivedAt: string | null }, status: ArchiveStatus): boolean {
  if (status === 'all') return true;
  return status === 'archived' ? product.archivedAt !== null : product.archivedAt === null;
}

/** Three toggle buttons with their counts; the chosen one is pressed. */
export function ArchiveStatusFilter({
  value,
  counts,
  onChange,
}: {
  value: ArchiveStatus;
  counts: Record<ArchiveStatus, number> | undefined;
  onChange: (status: ArchiveStatus) => void;
}) {
  return (
    <div role="group" aria-label="Show products" className="inline-flex w-full shrink-0 border border-line bg-white p-0.5 sm:w-auto">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'inline-flex h-10 flex-1 cursor-pointer items-center whitespace-nowrap justify-center gap-2 px-3 text-xs font-medium uppercase tracking-[0.14em] transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold sm:flex-none sm:px-4',
            value === option.value ? 'bg-ink text-ivory' : 'text-stone hover:text-ink',
          )}
        >
          {option.label}
          {counts && (
            <span className={cn('tabular-nums', value === option.value ? 'text-gold-soft' : 'text-ink-soft')}>{counts[option.value]}</span>
          )}
        </button>
      ))}
    </div>
  );
}
