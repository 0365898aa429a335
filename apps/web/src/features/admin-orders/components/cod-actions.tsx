import { formatInr, type AdminOrder } from '@aurelle/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useConfirmCodOrder, useRecordCodCash, useRecordCodRefused } from '../api/use-after-sales-actions';
import { awaitsCodCash, awaitsCodConfirmation } from './after-sales-rules';

export const COD_REFUSED_CONSEQUENCE =
  'The order will be rejected, its stock returned, and this shopper will not be offered cash on delivery again.';

const confirmByFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/**
 * 'Cash on delivery': before it ships, the shopper's confirmation (awaited, or recorded by an admin who called them);
 * while the parcel is on its way, the cash the courier collected, or the parcel refused.
 */
export function CodActions({ order }: { order: AdminOrder }) {
  if (awaitsCodConfirmation(order)) return <CodConfirmationSection order={order} />;
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

function CodConfirmationSection({ order }: { order: AdminOrder }) {
  const confirm = useConfirmCodOrder();
  const confirmBy = order.afterSales.codConfirmation?.confirmBy;
  return (
    <section aria-labelledby="order-cod-heading" className="flex flex-col gap-3 border border-gold/50 bg-ivory px-4 py-4">
      <h3 id="order-cod-heading" className="type-h4">
        Awaiting the shopper’s confirmation
      </h3>
      <p className="text-sm text-stone">
        Cash on delivery ships once the shopper confirms it, by WhatsApp or the link in their e-mail
        {confirmBy ? `; unconfirmed, it is cancelled on ${confirmByFormat.format(new Date(confirmBy))}` : ''}. If they confirmed it to you
        by phone, record it here.
      </p>
      <div>
        <Button
          variant="outline"
          disabled={confirm.isPending}
          onClick={() =>
            confirm.mutate(
              { orderId: order._id },
              {
                onError: (failure) =>
                  toast.error('Failed to confirm the order', { description: errorMessage(failure, 'Please try again') }),
              },
            )
          }
        >
          Confirmed by phone
        </Button>
      </div>
    </section>
  );
}

function RecordCashButton({ order }: { order: AdminOrder }) {
  const recordCash = useRecordCodCash();
  const total = formatInr(order.totalAmount);
  return (
    <ConfirmDialog
      trigger={<Button>Record cash collected</Button>}
      title="Record the cash collected?"
      description={
        <>
          The courier collected the order total of <span className="font-medium text-ink tabular-nums">{total}</span> in cash. The order
          will be marked paid and delivered, and its tax invoice issued.
        </>
      }
      confirmLabel={`Record ${total} collected`}
      isPending={recordCash.isPending}
      onConfirm={(close) =>
        recordCash.mutate(
          { orderId: order._id, amount: order.totalAmount },
          {
            onSuccess: close,
            onError: (failure) => toast.error('Failed to record the cash', { description: errorMessage(failure, 'Please try again') }),
          },
        )
      }
    />
  );
}

function RecordRefusedButton({ order }: { order: AdminOrder }) {
  const recordRefused = useRecordCodRefused();
  return (
    <ConfirmDialog
      trigger={<Button variant="subtle">Parcel refused</Button>}
      title="The shopper refused the parcel?"
      description={COD_REFUSED_CONSEQUENCE}
      confirmLabel="Record parcel refused"
      isDestructive
      isPending={recordRefused.isPending}
      onConfirm={(close) =>
        recordRefused.mutate(
          { orderId: order._id },
          {
            onSuccess: close,
            onError: (failure) => toast.error('Failed to record the refusal', { description: errorMessage(failure, 'Please try again') }),
          },
        )
      }
    />
  );
}
