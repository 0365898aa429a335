import { Download, X } from 'lucide-react';
import type { OrderFiltersQuery } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { useExportOrders } from '../api/use-export-orders';

const count = (value: number) => value.toLocaleString('en-IN');

/**
 * "Export CSV" of the orders as the list is searched and filtered: while the file streams in, a bar shows
 * the rows received against the rows announced, with a Cancel.
 */
export function ExportOrdersButton({ query, disabled = false }: { query: Partial<OrderFiltersQuery>; disabled?: boolean }) {
  const exporter = useExportOrders();
  if (!exporter.isRunning) {
    return (
      <Button variant="subtle" onClick={() => exporter.start(query)} disabled={disabled} className="h-11">
        <Download aria-hidden="true" />
        Export CSV
      </Button>
    );
  }
  const total = exporter.progress?.totalRows ?? null;
  const received = exporter.progress?.receivedRows ?? 0;
  const percent = total ? Math.min(100, Math.round((received / total) * 100)) : null;
  return (
    <div className="flex w-full min-w-60 items-end gap-3 sm:w-72">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="flex items-baseline justify-between gap-2 text-xs text-stone">
          <span className="font-medium uppercase tracking-wider text-ink">Exporting</span>
          <span className="tabular-nums" aria-live="polite">
            {total === null ? `${count(received)} rows` : `${count(received)} of ${count(total)} rows`}
          </span>
        </p>
        <div
          role="progressbar"
          aria-label="Export progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          className="h-1.5 overflow-hidden bg-ivory-deep"
        >
          <div
            className={percent === null ? 'h-full w-1/3 animate-pulse bg-gold' : 'h-full bg-gold transition-[width] duration-300 ease-out'}
            style={percent === null ? undefined : { width: `${percent}%` }}
          />
        </div>
      </div>
      <Button variant="ghost" size="sm" onClick={exporter.cancel}>
        <X aria-hidden="true" />
        Cancel
      </Button>
    </div>
  );
}
