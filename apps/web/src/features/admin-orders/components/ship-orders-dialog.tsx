import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { CircleCheck, CircleX, Loader2 } from 'lucide-react';
import { z } from 'zod';
import { COURIERS, shipOrderRequestSchema, type Order, type ShipOrdersResponse } from '@aurelle/contract';
import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';
import { toast } from '@/lib/toast';
import { useShipOrders } from '../api/use-ship-orders';
import { useExpectedDelivery } from '../api/use-expected-delivery';
import { shortOrderId } from './order-format';

const courierOptions = COURIERS.map((courier) => ({ value: courier.id, label: courier.name }));

/** The contract's rules for one shipment, per order; one expected delivery date for the batch. */
const shipOrdersFormSchema = z.object({
  expectedDeliveryDate: shipOrderRequestSchema.shape.expectedDeliveryDate,
  shipments: z.array(
    z.object({
      orderId: z.string(),
      courier: z.string().pipe(shipOrderRequestSchema.shape.courier),
      trackingNumber: shipOrderRequestSchema.shape.trackingNumber,
    }),
  ),
});
type ShipOrdersFormValues = z.output<typeof shipOrdersFormSchema>;

/**
 * "Mark shipped" for the orders selected in the To ship view: a tracking number (AWB) per order, a courier
 * chosen once for all (each order may change it) and the expected delivery date. When some are refused (shipped
 * meanwhile by another admin), the dialog says which and why; when all ship, it closes.
 */
export function ShipOrdersDialog({
  orders,
  onClose,
  onShipped,
}: {
  /** The orders to ship, as they were when the dialog opened (null: closed). */
  orders: readonly Order[] | null;
  onClose: () => void;
  onShipped: (answer: ShipOrdersResponse) => void;
}) {
  const count = orders?.length ?? 0;
  return (
    <Dialog open={orders !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl p-0 sm:p-0">
        <div className="border-b border-line bg-ivory/60 px-6 py-6 sm:px-9 sm:py-7">
          <p className="eyebrow text-gold-deep">Mark shipped</p>
          <DialogTitle className="mt-1 text-3xl">
            Ship {count} {count === 1 ? 'order' : 'orders'}
          </DialogTitle>
          <DialogDescription className="mt-1">
            Each parcel has its own tracking number; the shoppers are e-mailed its tracking link.
          </DialogDescription>
        </div>
        {orders ? <ShipOrdersForm orders={orders} onClose={onClose} onShipped={onShipped} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ShipOrdersForm({
  orders,
  onClose,
  onShipped,
}: {
  orders: readonly Order[];
  onClose: () => void;
  onShipped: (answer: ShipOrdersResponse) => void;
}) {
  const shipOrders = useShipOrders();
  const [courierForAll, setCourierForAll] = useState('');
  const [refusals, setRefusals] = useState<ShipOrdersResponse | null>(null);
  const form = useZodForm(shipOrdersFormSchema, {
    defaultValues: {
      expectedDeliveryDate: '',
      shipments: orders.map((order) => ({ orderId: order._id, courier: '', trackingNumber: '' })),
    },
  });
  const { fields } = useFieldArray({ control: form.control, name: 'shipments' });
  // The shop's own estimate for these parcels leaving today, as a default the admin may change.
  const estimate = useExpectedDelivery(orders);
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (estimate && !getFieldState('expectedDeliveryDate').isDirty) setValue('expectedDeliveryDate', estimate);
  }, [estimate, getFieldState, setValue]);
  const orderById = new Map(orders.map((order) => [order._id, order]));

  const applyCourierToAll = (courier: string) => {
    setCourierForAll(courier);
    // Validated at once, so a "Choose the courier" left by an earlier submit goes as the courier is chosen.
    fields.forEach((_field, index) => form.setValue(`shipments.${index}.courier`, courier, { shouldValidate: true, shouldDirty: true }));
  };

  const submit = (values: ShipOrdersFormValues) => {
    const { expectedDeliveryDate } = values;
    shipOrders.mutate(
      { shipments: values.shipments.map((shipment) => ({ ...shipment, expectedDeliveryDate })) },
      {
        onSuccess: (answer) => {
          onShipped(answer);
          if (answer.refusedCount === 0) onClose();
          else setRefusals(answer);
        },
        onError: (failure) =>
          toast.error('The orders could not be shipped', {
            description: applyServerErrors(form, failure, 'Please try again', {
              // The date is asked once for all the orders.
              fieldName: (path) => (path.endsWith('.expectedDeliveryDate') ? 'expectedDeliveryDate' : path),
            }),
          }),
      },
    );
  };

  if (refusals) {
    return (
      <div className="flex flex-col gap-6 px-6 py-6 sm:px-9 sm:py-8">
        <p className="text-sm text-ink-soft">{refusals.message}.</p>
        <ul className="divide-y divide-line border-y border-line" aria-label="What became of each order">
          {refusals.results.map((result) => {
            const order = orderById.get(result.orderId);
            return (
              <li key={result.orderId} className="flex items-start gap-3 py-3">
                {result.shipped ? (
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                ) : (
                  <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
                )}
                <div className="min-w-0">
                  <p className="text-sm">
                    <span className="font-mono text-xs tracking-wider">#{order ? shortOrderId(order) : result.orderId.slice(0, 8)}</span>
                    <span className="ml-2 font-medium">{result.shipped ? 'Shipped' : 'Not shipped'}</span>
                  </p>
                  {result.message ? <p className="mt-0.5 text-sm text-stone">{result.message}</p> : null}
                </div>
              </li>
            );
          })}
        </ul>
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-6 px-6 py-6 sm:px-9 sm:py-8" aria-label="Shipments">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label id="ship-orders-courier-all-label" htmlFor="ship-orders-courier-all">
            Courier for all
          </Label>
          <Select value={courierForAll} onValueChange={applyCourierToAll}>
            <SelectTrigger id="ship-orders-courier-all" aria-labelledby="ship-orders-courier-all-label">
              <SelectValue placeholder="Select courier" />
            </SelectTrigger>
            <SelectContent>
              {courierOptions.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p className="text-xs text-stone">Sets every order’s courier; change one below if it goes another way.</p>
        </div>
        <TextField
          control={form.control}
          name="expectedDeliveryDate"
          id="ship-orders-eta"
          label="Expected delivery"
          type="date"
          description={estimate ? 'The latest estimate for these PIN codes, shipped today' : undefined}
        />
      </div>

      <ol className="flex flex-col divide-y divide-line border-y border-line">
        {fields.map((field, index) => {
          const order = orderById.get(field.orderId);
          const number = order ? shortOrderId(order) : field.orderId.slice(0, 8);
          const forOrder = <span className="sr-only"> for order #{number}</span>;
          return (
            <li
              key={field.id}
              className="grid grid-cols-1 gap-3 py-4 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)_minmax(0,1fr)] sm:items-start"
            >
              <div className="min-w-0 sm:pt-7">
                <p className="font-mono text-xs tracking-wider">#{number}</p>
                {order ? (
                  <p className="truncate text-xs text-stone">
                    {order.addressInfo.fullName} · {order.addressInfo.city}
                  </p>
                ) : null}
              </div>
              <SelectField
                control={form.control}
                name={`shipments.${index}.courier`}
                id={`ship-orders-courier-${index}`}
                label={<>Courier{forOrder}</>}
                placeholder="Select courier"
                options={courierOptions}
              />
              <TextField
                control={form.control}
                name={`shipments.${index}.trackingNumber`}
                id={`ship-orders-awb-${index}`}
                label={<>Tracking number (AWB){forOrder}</>}
                autoComplete="off"
                spellCheck={false}
                inputClassName="font-mono uppercase"
              />
            </li>
          );
        })}
      </ol>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={shipOrders.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={shipOrders.isPending}>
          {shipOrders.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Mark {orders.length} shipped
        </Button>
      </div>
    </Form>
  );
}
