import { PackageOpen, Undo2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useOrderShipment, useRestockReturnedOrder } from '../api/use-shiprocket';
import { orderDateTimeFormat } from './order-format';

/**
 * The order's parcel at Shiprocket, and a parcel that came back to the shop (RTO): "Returned to sender", and Restock
 * once an admin has checked it (its units go back on sale then, not before; a COD parcel brings no cash).
 */
export function ReturnedToSenderSection({ orderId }: { orderId: string }) {
  const shipmentQuery = useOrderShipment(orderId);
  const restock = useRestockReturnedOrder();
  const data = shipmentQuery.data;
  if (!data || (!data.shipment && !data.returnedToSenderAt)) return null;
  const { shipment } = data;
  return (
    <section aria-labelledby="parcel-title" className="flex flex-col gap-3 border border-line px-4 py-4">
      <h3 id="parcel-title" className="type-h4 flex flex-wrap items-center gap-2">
        <PackageOpen aria-hidden="true" className="size-4 text-gold-deep" />
        Parcel at Shiprocket
        {data.returnedToSenderAt ? <Badge tone="red">Returned to sender</Badge> : null}
        {shipment?.deliveryProblem && !shipment.deliveryProblemAction ? <Badge tone="yellow">Delivery problem</Badge> : null}
      </h3>
      {shipment ? (
        <p className="text-sm text-stone">
          {shipment.awb ? (
            <>
              {shipment.courierName} · AWB <span className="font-mono">{shipment.awb}</span>
            </>
          ) : (
            'No AWB yet'
          )}
          {shipment.trackingStatus ? ` · ${shipment.trackingStatus}` : ''}
          {shipment.lastError ? ` · Failed: ${shipment.lastError}` : ''}
        </p>
      ) : null}
      {data.returnedToSenderAt ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            Back at the shop since {orderDateTimeFormat.format(new Date(data.returnedToSenderAt))}.{' '}
            {data.returnRestockedAt
              ? `Restocked ${orderDateTimeFormat.format(new Date(data.returnRestockedAt))}.`
              : 'Check the parcel, then put its units back on sale.'}
          </p>
          {data.returnRestockedAt ? null : (
            <Button size="sm" variant="subtle" disabled={restock.isPending} onClick={() => restock.mutate(orderId)}>
              <Undo2 aria-hidden="true" />
              Restock
            </Button>
          )}
        </div>
      ) : null}
      {restock.isError ? <p className="text-sm text-danger">{errorMessage(restock.error, 'The parcel could not be restocked')}</p> : null}
    </section>
  );
}
