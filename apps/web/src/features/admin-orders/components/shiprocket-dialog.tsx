import { useState } from 'react';
import { CircleCheck, CircleX, FileText, Loader2, Printer, RotateCcw, Sparkles } from 'lucide-react';
import {
  formatInr,
  SHIPMENT_STEP_LABELS,
  type Order,
  type ShiprocketShipmentOutcome,
  type ShipWithShiprocketResponse,
} from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, type NamedEndpoint } from '@/lib/api-client';
import { useCourierOptions, useShipWithShiprocket } from '../api/use-shiprocket';
import { shortOrderId } from './order-format';

const DOCUMENTS_PATH: NamedEndpoint<'downloadShippingDocuments'>['path'] = '/api/admin/shipping/documents';
const RECOMMENDED = 'recommended';
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The selected orders' labels or manifests as one PDF (downloaded through the shop's server). */
export function shippingDocumentsHref(orderIds: readonly string[], document: 'labels' | 'manifests'): string {
  return `${DOCUMENTS_PATH}?ids=${orderIds.join(',')}&document=${document}`;
}

/**
 * "Ship with Shiprocket" for one order or a selection: the couriers serving all of them (rate for the lot, latest
 * estimated delivery, Shiprocket's recommendation marked), then each order's outcome: its AWB, or the step that
 * failed with Shiprocket's own message and a Retry; the labels and manifests to print with the packing slips.
 */
export function ShiprocketDialog({ orders, onClose }: { orders: readonly Order[] | null; onClose: () => void }) {
  const count = orders?.length ?? 0;
  return (
    <Dialog open={orders !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl p-0 sm:p-0">
        <div className="border-b border-line bg-ivory/60 px-6 py-6 sm:px-9 sm:py-7">
          <p className="eyebrow text-gold-deep">Ship with Shiprocket</p>
          <DialogTitle className="mt-1 text-3xl">
            Ship {count} {count === 1 ? 'order' : 'orders'}
          </DialogTitle>
          <DialogDescription className="mt-1">
            Shiprocket books the courier and the pickup; the shoppers are e-mailed their tracking number.
          </DialogDescription>
        </div>
        {orders ? <ShiprocketShipping orders={orders} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ShiprocketShipping({ orders, onClose }: { orders: readonly Order[]; onClose: () => void }) {
  const orderIds = orders.map((order) => order._id);
  const options = useCourierOptions(orderIds);
  const ship = useShipWithShiprocket();
  const [choice, setChoice] = useState(RECOMMENDED);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, ShiprocketShipmentOutcome>>(new Map());
  const courierId = choice === RECOMMENDED ? null : Number(choice);
  const orderById = new Map(orders.map((order) => [order._id, order]));

  const send = (ids: readonly string[]) =>
    ship.mutate(
      { orderIds: [...ids], courierId },
      {
        onSuccess: (answer: ShipWithShiprocketResponse) =>
          setOutcomes((current) => new Map([...current, ...answer.results.map((result) => [result.orderId, result] as const)])),
      },
    );

  const results = [...outcomes.values()];
  const printable = results.filter((result) => result.hasLabel).map((result) => result.orderId);
  const withManifest = results.filter((result) => result.hasManifest).map((result) => result.orderId);

  if (results.length > 0) {
    return (
      <div className="flex flex-col gap-5 px-6 py-6 sm:px-9">
        <ul aria-label="Shipping outcome" className="divide-y divide-line border border-line">
          {results.map((result) => {
            const order = orderById.get(result.orderId);
            const number = order ? shortOrderId(order) : result.orderId.slice(0, 8);
            return (
              <li key={result.orderId} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-medium">
                    {result.shipped ? (
                      <CircleCheck aria-hidden="true" className="size-4 text-emerald-700" />
                    ) : (
                      <CircleX aria-hidden="true" className="size-4 text-rose-700" />
                    )}
                    Order #{number}
                  </p>
                  {result.awb ? (
                    <p className="mt-0.5 text-sm text-stone">
                      {result.courierName} · AWB <span className="font-mono">{result.awb}</span>
                    </p>
                  ) : null}
                  {result.lastError ? (
                    <p className="mt-0.5 text-sm text-rose-800">
                      Failed at {SHIPMENT_STEP_LABELS[result.step]}: {result.lastError}
                    </p>
                  ) : null}
                </div>
                {!result.shipped ? (
                  <Button size="sm" variant="subtle" disabled={ship.isPending} onClick={() => send([result.orderId])}>
                    <RotateCcw aria-hidden="true" />
                    Retry #{number}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap justify-end gap-2">
          {printable.length > 0 ? (
            <Button asChild variant="subtle" size="sm">
              <a href={shippingDocumentsHref(printable, 'labels')} target="_blank" rel="noopener">
                <Printer aria-hidden="true" />
                Print labels
              </a>
            </Button>
          ) : null}
          {withManifest.length > 0 ? (
            <Button asChild variant="subtle" size="sm">
              <a href={shippingDocumentsHref(withManifest, 'manifests')} target="_blank" rel="noopener">
                <FileText aria-hidden="true" />
                Print manifest
              </a>
            </Button>
          ) : null}
          <Button size="sm" onClick={onClose}>
            Done
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="flex flex-col gap-5 px-6 py-6 sm:px-9"
      onSubmit={(event) => {
        event.preventDefault();
        send(orderIds);
      }}
    >
      {options.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading couriers">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : options.isError ? (
        <LoadError
          title="Couriers could not be loaded"
          message={errorMessage(options.error, 'Shiprocket did not answer')}
          onRetry={() => void options.refetch()}
        />
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium">Courier</legend>
          <RadioGroup value={choice} onValueChange={setChoice} aria-label="Courier">
            <label className="flex cursor-pointer items-center gap-3 border border-line px-4 py-3 has-[[data-state=checked]]:border-gold">
              <RadioGroupItem value={RECOMMENDED} />
              <span className="flex items-center gap-2 font-medium">
                <Sparkles aria-hidden="true" className="size-4 text-gold-deep" />
                Recommended
              </span>
              <span className="text-sm text-stone">Shiprocket’s pick for each order</span>
            </label>
            {options.data.couriers.map((courier) => (
              <label
                key={courier.courierId}
                className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 border border-line px-4 py-3 has-[[data-state=checked]]:border-gold"
              >
                <RadioGroupItem value={String(courier.courierId)} />
                <span className="font-medium">{courier.name}</span>
                {courier.isRecommended ? <Badge tone="gold">Recommended</Badge> : null}
                <span className="ml-auto flex gap-4 text-sm tabular-nums">
                  <span>{formatInr(courier.rate)}</span>
                  <span className="text-stone">
                    {courier.estimatedDelivery
                      ? `by ${dayFormat.format(new Date(`${courier.estimatedDelivery}T00:00:00Z`))}`
                      : 'no estimate'}
                  </span>
                </span>
              </label>
            ))}
          </RadioGroup>
          {options.data.couriers.length === 0 ? <p className="text-sm text-stone">No courier serves every selected order.</p> : null}
          {options.data.unserviceable.length > 0 ? (
            <ul className="text-sm text-rose-800">
              {options.data.unserviceable.map((unserved) => {
                const order = orderById.get(unserved.orderId);
                return (
                  <li key={unserved.orderId}>
                    Order #{order ? shortOrderId(order) : unserved.orderId.slice(0, 8)}: {unserved.message}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </fieldset>
      )}
      {ship.isError ? <p className="text-sm text-rose-800">{errorMessage(ship.error, 'The orders could not be shipped')}</p> : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="subtle" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={ship.isPending || options.isPending}>
          {ship.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Ship {orders.length === 1 ? 'order' : `${orders.length} orders`}
        </Button>
      </div>
    </form>
  );
}
