import { ExternalLink, FileDown, Truck } from 'lucide-react';
import { formatInr, type Order, type Refund, type ReturnSummary } from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';
import type { NamedEndpoint } from '@/lib/api-client';
import { formatOrderDate } from './format-order';

const CREDIT_NOTE_PATH: NamedEndpoint<'downloadMyCreditNote'>['path'] = '/api/shop/order/credit-note/:id';

const refundStatusLabels: Record<Refund['status'], string> = {
  requested: 'Being processed',
  pending: 'On its way',
  processed: 'Refunded',
  failed: 'Could not be paid: we will contact you',
};
const returnStatusLabels: Record<ReturnSummary['status'], string> = {
  requested: 'Awaiting review',
  approved: 'Approved',
  rejected: 'Declined',
};

function expectedDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Courier, AWB, the courier's tracking page and the expected date, once the order has shipped. */
export function ShipmentSection({ order }: { order: Order }) {
  const shipment = order.afterSales.shipment;
  if (!shipment) return null;
  return (
    <section aria-labelledby="order-shipment-title" className="border border-line px-4 py-3">
      <h3 id="order-shipment-title" className="type-h4 flex items-center gap-2">
        <Truck className="size-4 text-gold-deep" strokeWidth={1.5} aria-hidden="true" /> Shipment
      </h3>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-stone">Courier</dt>
          <dd>{shipment.courierName}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone">Tracking number (AWB)</dt>
          <dd className="font-mono" data-testid="tracking-number">
            {shipment.trackingNumber}
          </dd>
        </div>
        {shipment.expectedDeliveryDate ? (
          <div>
            <dt className="text-xs text-stone">Expected delivery</dt>
            <dd>{expectedDate(shipment.expectedDeliveryDate)}</dd>
          </div>
        ) : null}
      </dl>
      {shipment.trackingUrl ? (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1.5 text-sm text-gold-deep underline underline-offset-4"
        >
          Track your parcel <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens {shipment.courierName} in a new tab)</span>
        </a>
      ) : null}
    </section>
  );
}

/** Money given back on the order, each with its state and credit note. */
export function RefundsSection({ order }: { order: Order }) {
  const refunds = order.afterSales.refunds;
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="order-refunds-title">
      <h3 id="order-refunds-title" className="type-h4">
        Refunds
      </h3>
      <ul className="mt-2 divide-y divide-line border-y border-line text-sm">
        {refunds.map((refund) => (
          <li key={refund.id} className="flex flex-wrap items-center justify-between gap-3 py-2.5" data-testid="refund">
            <div>
              <p className="font-medium tabular-nums">{formatInr(refund.amount)}</p>
              <p className="text-xs text-stone">
                {formatOrderDate(refund.createdAt)} · {refundStatusLabels[refund.status]}
              </p>
            </div>
            {refund.creditNote ? (
              <a
                href={CREDIT_NOTE_PATH.replace(':id', refund.creditNote.id)}
                download
                className="inline-flex items-center gap-1.5 text-xs text-gold-deep underline underline-offset-4"
              >
                <FileDown className="size-3.5" aria-hidden="true" /> Credit note {refund.creditNote.number}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The shopper's return requests and what became of them. */
export function ReturnsSection({ order }: { order: Order }) {
  const returns = order.afterSales.returns;
  if (returns.length === 0) return null;
  return (
    <section aria-labelledby="order-returns-title">
      <h3 id="order-returns-title" className="type-h4">
        Returns
      </h3>
      <ul className="mt-2 divide-y divide-line border-y border-line text-sm">
        {returns.map((request) => (
          <li key={request.id} className="flex flex-col gap-1 py-2.5" data-testid="return-request">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p>{request.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ')}</p>
              <Badge tone={request.status === 'approved' ? 'green' : request.status === 'rejected' ? 'red' : 'yellow'}>
                {returnStatusLabels[request.status]}
              </Badge>
            </div>
            <p className="text-xs text-stone">
              Requested {formatOrderDate(request.createdAt)} · {formatInr(request.amount)} · “{request.reason}”
            </p>
            {request.rejectionReason ? <p className="text-xs text-danger">Reason: {request.rejectionReason}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
