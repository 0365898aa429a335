import { useState, type MouseEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { formatInr, type AdminOrder } from '@aurelle/contract';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRecordCodCash, useRecordCodRefused } from '../api/use-after-sales-actions';
import { awaitsCodCash } from './after-sales-rules';

export const COD_REFUSED_CONSEQUENCE =
  'The order will be rejected, its stock returned, and this shopper will not be offered cash on delivery again.';

/** 'Cash on delivery': while the parcel is on its way, the cash the courier collected, or the parcel refused. */
export function CodActions({ order }: { order: AdminOrder }) {
  if (!awaitsCodCash(order)) return null;
  return (
    <section aria-labelledby="order-cod-heading" className="flex flex-col gap-3">
      <h3 id="order-cod-heading" className="type-h4">
        Cash on delivery
      </h3>
      <p className="text-sm text-stone">
        The courier collects <span className="font-medium text-ink tabular-nums">{formatInr(order.totalAmount)}</span> in cash at the door.
        Record it once collected, or record the parcel refused.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <RecordCashButton order={order} />
        <RecordRefusedButton order={order} />
      </div>
    </section>
  );
}

function RecordCashButton({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const recordCash = useRecordCodCash();
  const total = formatInr(order.totalAmount);

  const confirm = (event: MouseEvent) => {
    // Stay open until the server answers (a refusal is explained in a toast).
    event.preventDefault();
    recordCash.mutate(
      { orderId: order._id, amount: order.totalAmount },
      {
        onSuccess: () => {
          setOpen(false);
        },
        onError: (failure) => toast.error('Failed to record the cash', { description: errorMessage(failure, 'Please try again') }),
      },
    );
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => (recordCash.isPending ? undefined : setOpen(next))}>
      <AlertDialogTrigger asChild>
        <Button>Record cash collected</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Record the cash collected?</AlertDialogTitle>
        <AlertDialogDescription>
          The courier collected the order total of <span className="font-medium text-ink tabular-nums">{total}</span> in cash. The order
          will be marked paid and delivered, and its tax invoice issued.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={recordCash.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={recordCash.isPending}>
            {recordCash.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            Record {total} collected
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function RecordRefusedButton({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const recordRefused = useRecordCodRefused();

  const confirm = (event: MouseEvent) => {
    event.preventDefault();
    recordRefused.mutate(
      { orderId: order._id },
      {
        onSuccess: () => {
          setOpen(false);
        },
        onError: (failure) => toast.error('Failed to record the refusal', { description: errorMessage(failure, 'Please try again') }),
      },
    );
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => (recordRefused.isPending ? undefined : setOpen(next))}>
      <AlertDialogTrigger asChild>
        <Button variant="subtle">Parcel refused</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>The shopper refused the parcel?</AlertDialogTitle>
        <AlertDialogDescription>{COD_REFUSED_CONSEQUENCE}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={recordRefused.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={recordRefused.isPending} className={buttonVariants({ variant: 'destructive' })}>
            {recordRefused.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            Record parcel refused
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
