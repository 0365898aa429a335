import { useState } from 'react';
import { Link } from '@/components/link';
import { Undo2 } from 'lucide-react';
import type { CodReturnRate } from '@aurelle/contract';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useCodReturnRates } from '../api/use-cod-return-rates';

type Grouping = 'pin' | 'customer';

/**
 * Where cash-on-delivery parcels come back (refused at the door or returned by the courier), per PIN code or per
 * customer, worst first: what the Settings rule that refuses COD to a PIN code is set against.
 */
export function CodReturnsView() {
  const [by, setBy] = useState<Grouping>('pin');
  const rates = useCodReturnRates(by);
  const rows = rates.data?.rates ?? [];
  return (
    <Card className="shadow-sm shadow-ink/[0.03]">
      <div className="flex flex-col gap-4 border-b border-line p-5 sm:flex-row sm:items-end sm:justify-between sm:p-7">
        <div>
          <h2 className="type-h2">COD returns</h2>
          <p className="mt-1 text-sm text-stone">
            {rates.data
              ? rates.data.refusalPercent > 0
                ? `Cash on delivery is refused for PIN codes at ${rates.data.refusalPercent}% or more, once ${rates.data.minOrders} COD parcels have shipped there.`
                : 'Cash on delivery is never refused for returns; set a limit in Settings.'
              : 'Cash-on-delivery parcels that came back, and how often.'}{' '}
            <Link to={paths.admin.settings} className="underline underline-offset-4">
              Settings
            </Link>
          </p>
        </div>
        <Tabs value={by} onValueChange={(value) => setBy(value === 'customer' ? 'customer' : 'pin')}>
          <TabsList aria-label="Group by">
            <TabsTrigger value="pin">By PIN code</TabsTrigger>
            <TabsTrigger value="customer">By customer</TabsTrigger>
          </TabsList>
        </Tabs>
      </div>
      {rates.isPending ? (
        <div className="flex flex-col gap-3 p-5 sm:px-7" aria-busy="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : rates.isError ? (
        <LoadError
          title="COD returns could not be loaded"
          message={errorMessage(rates.error, 'Something went wrong')}
          onRetry={() => void rates.refetch()}
        />
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-deep">
            <Undo2 aria-hidden="true" className="size-5" />
          </span>
          <p className="font-display text-2xl">No COD parcel has come back</p>
          <p className="text-sm text-stone">Refused and returned cash-on-delivery parcels are counted here.</p>
        </div>
      ) : (
        <Table aria-label={by === 'pin' ? 'COD returns by PIN code' : 'COD returns by customer'}>
          <TableHeader>
            <TableRow>
              <TableHead>{by === 'pin' ? 'PIN code' : 'Customer'}</TableHead>
              <TableHead className="text-right">Shipped</TableHead>
              <TableHead className="text-right">Came back</TableHead>
              <TableHead className="text-right">Rate</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <ReturnRateRow key={row.key} row={row} by={by} />
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

function ReturnRateRow({ row, by }: { row: CodReturnRate; by: Grouping }) {
  return (
    <TableRow>
      <TableCell>
        {by === 'customer' ? (
          <Link to={paths.admin.customer(row.key)} className="font-medium text-ink hover:underline">
            {row.label}
          </Link>
        ) : (
          <span className="font-mono tracking-wider">{row.label}</span>
        )}
      </TableCell>
      <TableCell className="text-right tabular-nums">{row.shipped}</TableCell>
      <TableCell className="text-right tabular-nums">{row.returned}</TableCell>
      <TableCell className="text-right font-medium tabular-nums">{row.ratePercent}%</TableCell>
    </TableRow>
  );
}
