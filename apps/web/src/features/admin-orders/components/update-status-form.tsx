import { Loader2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import {
  adminSelectableStatuses,
  adminStatusSchema,
  AFTER_SALES_MESSAGES,
  ORDER_STATUS_UPDATED_MESSAGE,
  orderStatusLabels,
  UNPAID_FULFILMENT_MESSAGE,
  type Order,
} from '@aurelle/contract';
import { FormField } from '@/components/form/field';
import { Form } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';
import { useUpdateOrderStatus } from '../api/use-update-order-status';
import { isCashOnDelivery, statusAllowed } from './after-sales-rules';

/**
 * Orders that ended (rejected by an admin, cancelled by the payment) can no longer change
 * (docs/decisions/055-order-lifecycle-and-shopper-statuses.md).
 */
export const finalStatuses: ReadonlyArray<Order['orderStatus']> = ['rejected', 'cancelled'];

/** The contract's status rule ('Please select a status' while none is chosen). */
const statusFormSchema = z.object({ status: z.string().pipe(adminStatusSchema) });

/**
 * 'Update Order Status': one of the statuses an admin may set; fulfilment waits for a completed payment, except that an
 * unpaid cash-on-delivery order may be processed and shipped (only Delivered waits for the cash).
 */
export function UpdateStatusForm({ order }: { order: Order }) {
  const updateStatus = useUpdateOrderStatus();
  const form = useZodForm(statusFormSchema, { defaultValues: { status: '' } });
  const isFinal = finalStatuses.includes(order.orderStatus);
  const isPaid = order.paymentStatus === 'completed';
  // An unpaid cash-on-delivery order may be processed and shipped; the cash collected makes it Delivered.
  const unpaidHint = isCashOnDelivery(order) ? AFTER_SALES_MESSAGES.codDeliveredByCash : UNPAID_FULFILMENT_MESSAGE;

  const submit = ({ status }: z.output<typeof statusFormSchema>) => {
    updateStatus.mutate(
      { orderId: order._id, status },
      {
        onSuccess: (response) => {
          toast.success(response.message ?? ORDER_STATUS_UPDATED_MESSAGE);
          // After a successful update the details and list are refetched and the selection is cleared.
          form.reset();
        },
        onError: (failure) =>
          toast.error('Failed to update order status', { description: applyServerErrors(form, failure, 'Please try again') }),
      },
    );
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-3 border-t border-line pt-6" aria-labelledby="order-status-heading">
      <h3 id="order-status-heading" className="type-h4">
        Update Order Status
      </h3>
      {isFinal ? (
        <p className="text-sm text-stone">
          This order is {orderStatusLabels[order.orderStatus].toLowerCase()}; its status can no longer change.
        </p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FormField
            control={form.control}
            name="status"
            id="order-status-select"
            label="Order Status"
            className="flex-1 gap-1.5"
            render={({ field, controlProps, labelId }) => (
              <>
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur} aria-labelledby={labelId} {...controlProps}>
                    <SelectValue placeholder="Select status" />
                  </SelectTrigger>
                  <SelectContent>
                    {adminSelectableStatuses.map((value) => (
                      <SelectItem key={value} value={value} disabled={!statusAllowed(order, value)}>
                        {orderStatusLabels[value]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                {isPaid ? null : <p className="text-xs text-stone">{unpaidHint}.</p>}
              </>
            )}
          />
          <Button type="submit" className="sm:mt-[1.4rem]" disabled={updateStatus.isPending}>
            {updateStatus.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            Update Order Status
          </Button>
        </div>
      )}
    </Form>
  );
}
