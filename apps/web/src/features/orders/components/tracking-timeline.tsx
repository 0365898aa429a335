import type { Order } from '@aurelle/contract';
import { useOrderTracking } from '../api/use-order-tracking';

const scanTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** Where the parcel has been: the courier's scans as a timeline, newest first (only once it has shipped). */
export function TrackingTimeline({ order }: { order: Order }) {
  const isShipped = order.orderStatus === 'inShipping' || order.orderStatus === 'delivered';
  const tracking = useOrderTracking(order._id, isShipped);
  const scans = tracking.data?.scans ?? [];
  if (!isShipped || scans.length === 0) return null;
  return (
    <section aria-labelledby="tracking-title" className="flex flex-col gap-3">
      <h3 id="tracking-title" className="type-h4">
        Tracking
        {tracking.data?.status ? <span className="ml-2 text-sm font-normal text-stone">{tracking.data.status}</span> : null}
      </h3>
      <ol aria-label="Tracking updates" className="relative flex flex-col gap-4 border-l border-line pl-5">
        {scans.map((scan, index) => (
          <li key={`${scan.at}-${scan.activity}`} className="relative">
            <span
              aria-hidden="true"
              className={`absolute -left-[1.6rem] top-1.5 size-2.5 rounded-full ${index === 0 ? 'bg-gold' : 'bg-line'}`}
            />
            <p className={`text-sm ${index === 0 ? 'font-medium text-ink' : 'text-ink-soft'}`}>{scan.activity}</p>
            <p className="text-xs text-stone">
              <time dateTime={scan.at}>{scanTimeFormat.format(new Date(scan.at))}</time>
              {scan.location ? ` · ${scan.location}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
