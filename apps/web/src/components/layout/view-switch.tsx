import type { ComponentType } from 'react';
import { Link } from '@/components/link';
import { cn } from '@/lib/cn';

export interface ViewSwitchOption<Key extends string> {
  key: Key;
  label: string;
  to: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean | 'true'; className?: string }>;
  /** How many wait in this view (e.g. photos to check), shown beside its label when given. */
  count?: number | undefined;
}

/**
 * Two or more views of one back-office page as links, the current one marked: the choice lives in the URL. On a phone the
 * views wrap onto more lines rather than run off the screen.
 */
export function ViewSwitch<Key extends string>({
  label,
  views,
  current,
}: {
  label: string;
  views: readonly ViewSwitchOption<Key>[];
  current: Key;
}) {
  return (
    <nav aria-label={label} className="inline-flex max-w-full flex-wrap border border-line bg-white p-0.5 sm:flex-nowrap">
      {views.map(({ key, label: viewLabel, to, Icon, count }) => (
        <Link
          key={key}
          to={to}
          aria-current={current === key ? 'page' : undefined}
          className={cn(
            'inline-flex h-10 items-center gap-2 whitespace-nowrap px-4 text-xs sm:whitespace-normal font-medium uppercase tracking-[0.16em] transition-colors',
            current === key ? 'bg-ink text-ivory' : 'text-stone hover:text-ink',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {viewLabel}
          {count !== undefined ? (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  'ml-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-[0.65rem] tracking-normal tabular-nums',
                  current === key ? 'bg-ivory text-ink' : 'bg-ink text-ivory',
                )}
              >
                {count.toLocaleString('en-IN')}
              </span>
              <span className="sr-only">({count.toLocaleString('en-IN')})</span>
            </>
          ) : null}
        </Link>
      ))}
    </nav>
  );
}
