import { LayoutGrid, Rows3 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/cn';

/** Cards or Table: the same catalog seen as the shop shows it, or one size a row for daily stock and price work. */
export function CatalogViewSwitch({ current }: { current: 'cards' | 'table' }) {
  const views = [
    { key: 'cards', label: 'Cards', to: paths.admin.products, Icon: LayoutGrid },
    { key: 'table', label: 'Table', to: paths.admin.productTable(), Icon: Rows3 },
  ] as const;
  return (
    <nav aria-label="Catalog view" className="inline-flex border border-line bg-white p-0.5">
      {views.map(({ key, label, to, Icon }) => (
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
          {label}
        </Link>
      ))}
    </nav>
  );
}
