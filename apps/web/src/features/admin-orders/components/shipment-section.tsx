import { Loader2 } from 'lucide-react';
import { z } from 'zod';
import { COURIERS, shipOrderRequestSchema, type AdminOrder, type Shipment } from '@aurelle/contract';
import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';
import { toast } from '@/lib/toast';
import { useShipOrder } from '../api/use-after-sales-actions';
import { canRecordShipment, formatCalendarDate, isShipmentCorrection } from './after-sales-rules';
import { Fact } from './fact';
import { orderDateTimeFormat } from './order-format';

const courierOptions = COURIERS.map((courier) => ({ value: courier.id, label: courier.name }));

/** The contract's shipment rules; the courier starts unchosen ('Choose the courier' until one is). */
const shipmentFormSchema = shipOrderRequestSchema.extend({ courier: z.string().pipe(shipOrderRequestSchema.shape.courier) });

/** 'Shipment': the courier, AWB and tracking link once shipped, and the form that records or corrects them. */
export function ShipmentSection({ order }: { order: AdminOrder }) {
  const { shipment, deliveredAt } = order.afterSales;
  const canShip = canRecordShipment(order);
  if (!shipment && !canShip) return null;
  return (
    <section aria-labelledby="order-shipment-heading" className="flex flex-col gap-4">
      <h3 id="order-shipment-heading" className="type-h4">
        Shipment
      </h3>
      {shipment ? <ShipmentFacts shipment={shipment} deliveredAt={deliveredAt} /> : null}
      {canShip ? (
        <ShipmentForm
          // A new form (with the saved details) once the order answers with its new shipment.
          key={`${order._id}-${order.orderStatus}-${shipment?.courier ?? ''}-${shipment?.trackingNumber ?? ''}-${shipment?.expectedDeliveryDate ?? ''}`}
          order={order}
        />
      ) : null}
    </section>
  );
}

function ShipmentFacts({ shipment, deliveredAt }: { shipment: Shipment; deliveredAt: string | null }) {
  return (
    <dl className="grid grid-cols-1 gap-x-8 gap-y-4 min-[480px]:grid-cols-2">
      <Fact label="Courier">{shipment.courierName}</Fact>
      <Fact label="Tracking number (AWB)">
        <span className="break-all font-mono text-xs">{shipment.trackingNumber}</span>
      </Fact>
      <Fact label="Tracking">
        {shipment.trackingUrl ? (
          <a
            className="text-ink underline decoration-gold underline-offset-4 hover:text-gold-deep"
            href={shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Track on {shipment.courierName}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className="text-stone">—</span>
        )}
      </Fact>
      <Fact label="Expected delivery">
        {shipment.expectedDeliveryDate ? formatCalendarDate(shipment.expectedDeliveryDate) : <span className="text-stone">—</span>}
      </Fact>
      <Fact label="Shipped">{orderDateTimeFormat.format(new Date(shipment.shippedAt))}</Fact>
      {deliveredAt ? <Fact label="Delivered">{orderDateTimeFormat.format(new Date(deliveredAt))}</Fact> : null}
    </dl>
  );
}

function ShipmentForm({ order }: { order: AdminOrder }) {
  const shipOrder = useShipOrder();
  const shipment = order.afterSales.shipment;
  const correcting = isShipmentCorrection(order);
  const form = useZodForm(shipmentFormSchema, {
    defaultValues: {
      courier: shipment?.courier ?? '',
      trackingNumber: shipment?.trackingNumber ?? '',
      expectedDeliveryDate: shipment?.expectedDeliveryDate ?? '',
    },
  });
  const headingId = `order-shipment-form-heading-${order._id}`;

  const submit = (values: z.output<typeof shipmentFormSchema>) => {
    shipOrder.mutate(
      { orderId: order._id, shipment: values },
      {
        onError: (failure) =>
          toast.error(correcting ? 'Failed to update the shipment' : 'Failed to record the shipment', {
            description: applyServerErrors(form, failure, 'Please try again'),
          }),
      },
    );
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      className="flex flex-col gap-4 border border-line bg-ivory/40 p-4 sm:p-5"
      aria-labelledby={headingId}
    >
      <h4 id={headingId} className="eyebrow text-gold-deep">
        {correcting ? 'Correct the shipment' : 'Record shipment'}
      </h4>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField
          control={form.control}
          name="courier"
          id="order-shipment-courier"
          label="Courier"
          placeholder="Select courier"
          options={courierOptions}
        />
        <TextField
          control={form.control}
          name="trackingNumber"
          id="order-shipment-awb"
          label="Tracking number (AWB)"
          autoComplete="off"
          spellCheck={false}
          inputClassName="font-mono uppercase"
        />
        <TextField control={form.control} name="expectedDeliveryDate" id="order-shipment-eta" label="Expected delivery" type="date" />
      </div>
      <div>
        <Button type="submit" disabled={shipOrder.isPending}>
          {shipOrder.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {correcting ? 'Update shipment' : 'Mark as shipped'}
        </Button>
      </div>
    </Form>
  );
}
