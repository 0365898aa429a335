import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Gift, PackageCheck, Printer, Rocket, Truck } from 'lucide-react';
import { SHIPMENT_STEP_LABELS, type Order, type ShipmentState, type ShipOrdersResponse } from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { LoadError } from '@/components/ui/load-error';
import { CardPagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, type NamedEndpoint } from '@/lib/api-client';
import { useOrdersToShip } from '../api/use-orders-to-ship';
import { useShipments, useShippingConfig } from '../api/use-shiprocket';
import { isCashOnDelivery } from './after-sales-rules';
import { orderDateFormat, shortOrderId } from './order-format';
import { ShipOrdersDialog } from './ship-orders-dialog';
import { ShiprocketDialog, shippingDocumentsHref } from './shiprocket-dialog';

const PACKING_SLIPS_PATH: NamedEndpoint<'downloadPackingSlips'>['path'] = '/api/admin/orders/packing-slips';
const DAY_MS = 24 * 60 * 60 * 1000;
const skeletonRows = Array.from({ length: 4 }, (_, index) => index);

/** "Waiting 3 days": how long the shopper has waited since the order was placed. */
function waitingFor(order: Order, now: number): { text: string; isLong: boolean } {
  const days = Math.floor((now - Date.parse(order.orderDate)) / DAY_MS);
  if (days < 1) return { text: 'New today', isLong: false };
  return { text: `Waiting ${days} ${days === 1 ? 'day' : 'days'}`, isLong: days >= 3 };
}

/**
 * The To ship view: paid and cash-on-delivery orders waiting for their parcel, oldest first, each with what
 * goes in it. Select some (or the whole page), print their packing slips as one PDF, mark them shipped.
 */
export function ToShipView() {
  const [params, setParams] = useSearchParams();
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const toShip = useOrdersToShip(page);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [shipping, setShipping] = useState<readonly Order[] | null>(null);
  const [shippingWithShiprocket, setShippingWithShiprocket] = useState<readonly Order[] | null>(null);
  // Without Shiprocket's credentials the shop ships with typed AWBs only, as before.
  const isShiprocketEnabled = useShippingConfig().data?.shiprocket.isEnabled === true;

  const data = toShip.data;
  const orders = data?.orders ?? [];
  // Only orders on the page count: one shipped or cancelled elsewhere leaves the selection with the list.
  const selected = orders.filter((order) => selectedIds.has(order._id));
  const shipmentsQuery = useShipments(isShiprocketEnabled ? orders.map((order) => order._id) : []);
  const shipmentByOrder = new Map((shipmentsQuery.data?.shipments ?? []).map((shipment) => [shipment.orderId, shipment]));
  const isAllSelected = orders.length > 0 && selected.length === orders.length;
  const isFirstLoad = toShip.isPending;
  const isRefreshing = toShip.isFetching && !isFirstLoad;
  const now = Date.now();

  const select = (orderId: string, isSelected: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (isSelected) next.add(orderId);
      else next.delete(orderId);
      return next;
    });
  const selectPage = (isSelected: boolean) => setSelectedIds(isSelected ? new Set(orders.map((order) => order._id)) : new Set());
  const forgetShipped = (answer: ShipOrdersResponse) =>
    setSelectedIds(
      (current) => new Set([...current].filter((id) => !answer.results.some((result) => result.shipped && result.orderId === id))),
    );
  const goToPage = (next: number) => {
    setSelectedIds(new Set());
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('page', String(next));
        return updated;
      },
      { replace: true },
    );
  };

  const slipsHref = `${PACKING_SLIPS_PATH}?ids=${selected.map((order) => order._id).join(',')}`;

  return (
    <Card className="shadow-sm shadow-ink/[0.03]">
      <div className="flex flex-col gap-1 border-b border-line p-5 sm:p-7">
        <h2 className="type-h2">To ship</h2>
        <p className="text-sm text-stone">
          {data
            ? data.totalOrders === 0
              ? 'Nothing waiting'
              : `${data.totalOrders.toLocaleString('en-IN')} ${data.totalOrders === 1 ? 'order' : 'orders'} paid or cash on delivery, waiting for their parcel: oldest first`
            : 'Loading orders'}
        </p>
      </div>

      <div
        role="toolbar"
        aria-label="Selected orders"
        className="sticky top-0 z-10 flex flex-wrap items-center gap-x-5 gap-y-3 border-b border-line bg-white/95 px-5 py-3 backdrop-blur sm:px-7"
      >
        <label className="flex cursor-pointer items-center gap-2.5 text-sm text-ink-soft">
          <Checkbox
            checked={isAllSelected ? true : selected.length > 0 ? 'indeterminate' : false}
            onCheckedChange={(checked) => selectPage(checked === true)}
            disabled={orders.length === 0}
          />
          Select all on page
        </label>
        <p className="text-sm tabular-nums text-stone" aria-live="polite">
          {selected.length} selected
        </p>
        <div className="flex w-full flex-wrap gap-2 sm:ml-auto sm:w-auto">
          {selected.length > 0 ? (
            <Button asChild variant="subtle" size="sm" className="flex-1 sm:flex-none">
              <a href={slipsHref} target="_blank" rel="noopener">
                <Printer aria-hidden="true" />
                Print packing slips
              </a>
            </Button>
          ) : (
            <Button variant="subtle" size="sm" disabled className="flex-1 sm:flex-none">
              <Printer aria-hidden="true" />
              Print packing slips
            </Button>
          )}
          {isShiprocketEnabled ? (
            <Button
              size="sm"
              className="flex-1 sm:flex-none"
              disabled={selected.length === 0}
              onClick={() => setShippingWithShiprocket(selected)}
            >
              <Rocket aria-hidden="true" />
              Ship with Shiprocket
            </Button>
          ) : null}
          <Button
            size="sm"
            variant={isShiprocketEnabled ? 'subtle' : 'default'}
            className="flex-1 sm:flex-none"
            disabled={selected.length === 0}
            onClick={() => setShipping(selected)}
          >
            <Truck aria-hidden="true" />
            Mark shipped
          </Button>
        </div>
      </div>

      {toShip.isError && !data ? (
        <LoadError
          title="Orders to ship could not be loaded"
          message={errorMessage(toShip.error, 'Something went wrong')}
          onRetry={() => void toShip.refetch()}
        />
      ) : !isFirstLoad && orders.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-deep">
            <PackageCheck aria-hidden="true" className="size-5" />
          </span>
          <p className="font-display text-2xl">All parcels are on their way</p>
          <p className="text-sm text-stone">Paid and cash-on-delivery orders appear here until they are shipped.</p>
        </div>
      ) : (
        <ul
          aria-label="Orders to ship"
          aria-busy={isFirstLoad || isRefreshing}
          className={`divide-y divide-line ${isRefreshing ? 'opacity-70 transition-opacity' : 'transition-opacity'}`}
        >
          {isFirstLoad
            ? skeletonRows.map((row) => (
                <li key={row} className="grid gap-4 p-5 sm:px-7 md:grid-cols-[1.25rem_minmax(0,17rem)_minmax(0,1fr)]">
                  <Skeleton className="size-4" />
                  <div className="flex flex-col gap-2">
                    <Skeleton className="h-4 w-28" />
                    <Skeleton className="h-4 w-40" />
                    <Skeleton className="h-4 w-32" />
                  </div>
                  <Skeleton className="h-14 w-full" />
                </li>
              ))
            : orders.map((order) => (
                <ToShipRow
                  key={order._id}
                  order={order}
                  now={now}
                  isSelected={selectedIds.has(order._id)}
                  onSelect={(isSelected) => select(order._id, isSelected)}
                  shipment={shipmentByOrder.get(order._id)}
                  onShipWithShiprocket={isShiprocketEnabled ? () => setShippingWithShiprocket([order]) : undefined}
                />
              ))}
        </ul>
      )}

      {data && data.totalPages > 1 ? (
        <CardPagination
          label="Orders to ship pages"
          page={data.currentPage}
          totalPages={data.totalPages}
          isBusy={toShip.isFetching}
          onPageChange={goToPage}
        />
      ) : null}

      <ShipOrdersDialog orders={shipping} onClose={() => setShipping(null)} onShipped={forgetShipped} />
      <ShiprocketDialog orders={shippingWithShiprocket} onClose={() => setShippingWithShiprocket(null)} />
    </Card>
  );
}

function ToShipRow({
  order,
  now,
  isSelected,
  onSelect,
  shipment,
  onShipWithShiprocket,
}: {
  order: Order;
  now: number;
  isSelected: boolean;
  onSelect: (isSelected: boolean) => void;
  /** Its parcel at Shiprocket, once a shipment was started. */
  shipment: ShipmentState | undefined;
  /** Absent when Shiprocket is not set up. */
  onShipWithShiprocket: (() => void) | undefined;
}) {
  const number = shortOrderId(order);
  const address = order.addressInfo;
  const waiting = waitingFor(order, now);
  const bottles = order.cartItems.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li
      className={`grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-4 gap-y-4 p-5 transition-colors sm:px-7 md:grid-cols-[1.25rem_minmax(0,17rem)_minmax(0,1fr)] ${isSelected ? 'bg-ivory/70' : ''}`}
    >
      <Checkbox
        className="mt-0.5"
        checked={isSelected}
        onCheckedChange={(checked) => onSelect(checked === true)}
        aria-label={`Select order #${number}`}
      />
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="font-mono text-xs tracking-wider" title={order._id}>
            #{number}
          </span>
          <span className={`text-xs ${waiting.isLong ? 'font-medium text-gold-deep' : 'text-stone'}`}>{waiting.text}</span>
        </p>
        <p className="font-medium">{address.fullName}</p>
        <p className="text-sm text-stone">
          {address.city} {address.postalCode} · {address.state}
        </p>
        <p className="text-xs text-stone">Placed {orderDateFormat.format(new Date(order.orderDate))}</p>
        <div className="mt-1 flex flex-wrap gap-1.5">
          <Badge tone={isCashOnDelivery(order) ? 'yellow' : 'green'}>{isCashOnDelivery(order) ? 'Cash on delivery' : 'Paid online'}</Badge>
          {order.orderStatus === 'inProcess' ? <Badge tone="blue">In process</Badge> : null}
          {order.gift ? (
            <Badge tone="gold">
              <Gift aria-hidden="true" className="size-3" />
              {order.gift.wrap ? 'Gift, wrapped' : 'Gift'}
            </Badge>
          ) : null}
        </div>
        {shipment?.lastError ? (
          <p role="status" className="mt-1 text-xs text-rose-800">
            Shiprocket failed at {SHIPMENT_STEP_LABELS[shipment.step]}: {shipment.lastError}
          </p>
        ) : null}
        {onShipWithShiprocket ? (
          <div className="mt-1 flex flex-wrap gap-2">
            <Button size="sm" variant="subtle" onClick={onShipWithShiprocket} aria-label={`Ship order #${number} with Shiprocket`}>
              <Rocket aria-hidden="true" />
              {shipment?.lastError ? 'Retry with Shiprocket' : 'Ship with Shiprocket'}
            </Button>
            {shipment?.hasLabel ? (
              <Button asChild size="sm" variant="ghost">
                <a href={shippingDocumentsHref([order._id], 'labels')} target="_blank" rel="noopener">
                  <Printer aria-hidden="true" />
                  Label
                </a>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="col-span-2 min-w-0 md:col-span-1">
        <p className="sr-only">
          {bottles} {bottles === 1 ? 'item' : 'items'} in order #{number}
        </p>
        <ul className="divide-y divide-line border border-line bg-white">
          {order.cartItems.map((item) => (
            <li key={item.lineId} className="flex items-start justify-between gap-4 px-4 py-3">
              <div className="min-w-0">
                <p className="text-sm font-medium">{item.title}</p>
                <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-stone">
                  {item.variantLabel ? <span>{item.variantLabel}</span> : null}
                  <span className="font-mono tracking-wide">SKU {item.sku ?? '—'}</span>
                </p>
              </div>
              <p className="shrink-0 font-display text-xl tabular-nums lining-nums">
                <span aria-hidden="true">×{item.quantity}</span>
                <span className="sr-only">Quantity {item.quantity}</span>
              </p>
            </li>
          ))}
        </ul>
        {order.gift?.message ? (
          <p className="mt-2 border-l-2 border-gold pl-3 font-display text-base italic text-ink-soft">“{order.gift.message}”</p>
        ) : null}
      </div>
    </li>
  );
}
