import { useState } from 'react';
import { PackageX, RotateCcw, Undo2 } from 'lucide-react';
import type { DeliveryProblem, DeliveryProblemAction } from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useActOnDeliveryProblem, useDeliveryProblems } from '../api/use-shiprocket';
import { orderDateTimeFormat } from './order-format';

/**
 * Parcels the courier could not deliver (Shiprocket's NDR): why, and the back office's answer: try again, or bring the
 * parcel back to the shop. Answered parcels leave the list.
 */
export function DeliveryProblemsView() {
  const problems = useDeliveryProblems();
  const list = problems.data?.problems ?? [];
  return (
    <Card className="shadow-sm shadow-ink/[0.03]">
      <div className="flex flex-col gap-1 border-b border-line p-5 sm:p-7">
        <h2 className="type-h2">Delivery problems</h2>
        <p className="text-sm text-stone">Failed delivery attempts reported by the couriers, waiting for your answer.</p>
      </div>
      {problems.isPending ? (
        <div className="flex flex-col gap-3 p-5 sm:px-7" aria-busy="true">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : problems.isError ? (
        <LoadError
          title="Delivery problems could not be loaded"
          message={errorMessage(problems.error, 'Something went wrong')}
          onRetry={() => void problems.refetch()}
        />
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-deep">
            <PackageX aria-hidden="true" className="size-5" />
          </span>
          <p className="font-display text-2xl">No delivery problems</p>
          <p className="text-sm text-stone">Parcels a courier could not deliver appear here.</p>
        </div>
      ) : (
        <ul aria-label="Delivery problems" className="divide-y divide-line">
          {list.map((problem) => (
            <DeliveryProblemRow key={problem.orderId} problem={problem} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function DeliveryProblemRow({ problem }: { problem: DeliveryProblem }) {
  const act = useActOnDeliveryProblem();
  const [pending, setPending] = useState<DeliveryProblemAction | null>(null);
  const answer = (action: DeliveryProblemAction) => {
    setPending(action);
    act.mutate({ orderId: problem.orderId, action }, { onSettled: () => setPending(null) });
  };
  const reference = problem.orderId.slice(0, 8).toUpperCase();
  return (
    <li className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:px-7">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-xs tracking-wider">#{reference}</span>
          <span className="font-medium">{problem.shopperName}</span>
          {problem.paymentMethod === 'cod' ? <Badge tone="yellow">Cash on delivery</Badge> : null}
        </p>
        <p className="mt-1 text-sm text-rose-800">{problem.problem}</p>
        <p className="text-xs text-stone">
          {problem.courierName} · AWB <span className="font-mono">{problem.awb}</span> · {problem.city} {problem.postalCode} ·{' '}
          {orderDateTimeFormat.format(new Date(problem.reportedAt))}
        </p>
        {act.isError ? <p className="mt-1 text-sm text-danger">{errorMessage(act.error, 'Shiprocket did not take the answer')}</p> : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          disabled={act.isPending}
          onClick={() => answer('reattempt')}
          aria-label={`Re-attempt delivery of order #${reference}`}
        >
          <RotateCcw aria-hidden="true" className={pending === 'reattempt' ? 'animate-spin' : undefined} />
          Re-attempt
        </Button>
        <Button
          size="sm"
          variant="subtle"
          disabled={act.isPending}
          onClick={() => answer('return')}
          aria-label={`Return order #${reference} to sender`}
        >
          <Undo2 aria-hidden="true" />
          Return to sender
        </Button>
      </div>
    </li>
  );
}
