import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export interface ViewSwitchOption<Key extends string> {
  key: Key;
  label: string;
  to: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean | 'true'; className?: string }>;
}

/** Two or more views of one back-office page as links, the current one marked: the choice lives in the URL. */
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
    <nav aria-label={label} className="inline-flex border border-line bg-white p-0.5">
      {views.map(({ key, label: viewLabel, to, Icon }) => (
        <Link
          key={key}
          to={to}
          aria-current={current === key ? 'page' : undefined}
          className={cn(
            'inline-flex h-10 items-center gap-2 px-4 text-xs font-medium uppercase tracking-[0.16em] transition-colors',
            current === key ? 'bg-ink text-ivory' : 'text-stone hover:text-ink',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {viewLabel}
        </Link>
      ))}
    </nav>
  );
}
