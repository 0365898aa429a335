import { useState } from 'react';
import { History } from 'lucide-react';
import type { ProductTableRow } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useStockHistory } from '../../api/use-stock-history';
import { refusalMessage } from './api-error';

/** Days and times as the back office shows them: India's. */
const whenFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** A size's last stock changes, newest first: how many, from what to what, why, who and when. */
export function StockHistoryButton({ row }: { row: ProductTableRow }) {
  const [isOpen, setIsOpen] = useState(false);
  const history = useStockHistory(row.variantId, isOpen);
  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9" aria-label={`Stock history of ${row.sku}`} title="Stock history">
          <History aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0" aria-label={`Stock history of ${row.sku}`}>
        <div className="border-b border-line px-4 py-3">
          <p className="label-caps font-medium text-gold-deep">{row.sku}</p>
          <p className="font-display text-lg leading-tight">Stock history</p>
        </div>
        {history.isPending ? (
          <div className="flex flex-col gap-2 p-4" aria-busy="true" aria-label="Loading stock history">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : history.isError ? (
          <p role="alert" className="p-4 text-sm text-danger">
            {refusalMessage(history.error, 'The history could not be loaded')}
          </p>
        ) : history.data.length === 0 ? (
          <p className="p-4 text-sm text-stone">No stock changes recorded from this table yet.</p>
        ) : (
          <ol className="max-h-72 divide-y divide-line overflow-y-auto">
            {history.data.map((change) => (
              <li key={change.id} className="flex items-start justify-between gap-3 px-4 py-2.5 text-sm">
                <div className="min-w-0">
                  <p className="truncate text-ink">{change.reason}</p>
                  <p className="text-xs text-stone">
                    {whenFormat.format(new Date(change.at))}
                    {change.by ? ` · ${change.by}` : ''}
                  </p>
                </div>
                <div className="shrink-0 text-right tabular-nums">
                  <p className={cn('font-medium', change.delta > 0 ? 'text-success' : 'text-danger')}>
                    {change.delta > 0 ? `+${change.delta}` : `−${Math.abs(change.delta)}`}
                  </p>
                  <p className="text-xs text-stone">
                    {change.stockBefore} → {change.stockAfter}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </PopoverContent>
    </Popover>
  );
}
