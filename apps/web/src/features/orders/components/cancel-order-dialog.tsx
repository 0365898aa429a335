import { useState } from 'react';
import { toast } from '@/lib/toast';
import { formatInr, type Order } from '@aurelle/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useCancelOrder } from '../api/use-order-actions';

/** "Cancel order", asked once more, with an optional reason; offered until the order ships (the server decides). */
export function CancelOrderDialog({ order }: { order: Order }) {
  const [reason, setReason] = useState('');
  const cancelOrder = useCancelOrder();
  if (!order.afterSales.canCancel) return null;
  const isPaid = order.paymentStatus === 'completed';
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          Cancel order
        </Button>
      }
      title="Cancel this order?"
      description={
        isPaid
          ? `We will stop it before it ships and refund ${formatInr(order.afterSales.refundableAmount)} to the way you paid.`
          : 'We will stop it before it ships. Nothing will be charged.'
      }
      cancelLabel="Keep order"
      confirmLabel="Cancel order"
      pendingLabel="Cancelling..."
      isDestructive
      isPending={cancelOrder.isPending}
      onConfirm={(close) =>
        cancelOrder.mutate(
          { orderId: order._id, reason: reason.trim() || undefined },
          {
            onSuccess: close,
            onError: (error) => toast.error('Could not cancel the order', { description: errorMessage(error, 'Please try again') }),
          },
        )
      }
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="cancel-reason">Reason (optional)</Label>
        <Textarea id="cancel-reason" value={reason} maxLength={500} rows={2} onChange={(event) => setReason(event.target.value)} />
      </div>
    </ConfirmDialog>
  );
}
