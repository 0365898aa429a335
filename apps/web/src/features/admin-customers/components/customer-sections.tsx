import type { ReactNode } from 'react';
import { RatingStars } from '@/components/ui/rating-stars';
import { Link } from '@/components/link';
import { BellOff, BellRing, MailCheck, MailX, MapPin } from 'lucide-react';
import type { CustomerProfile } from '@aurelle/contract';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { formatIstDate } from './customer-format';

function Section({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-7">
      <div>
        <h2 className="type-h3">{title}</h2>
        {subtitle ? <p className="mt-0.5 text-sm text-stone">{subtitle}</p> : null}
      </div>
      {children}
    </Card>
  );
}

function Quiet({ children }: { children: ReactNode }) {
  return <p className="border border-dashed border-line px-4 py-6 text-center text-sm text-stone">{children}</p>;
}

/** The saved delivery addresses, as the customer wrote them. */
export function CustomerAddresses({ addresses }: { addresses: CustomerProfile['addresses'] }) {
  return (
    <Section title="Addresses" subtitle={addresses.length > 0 ? `${addresses.length} saved` : undefined}>
      {addresses.length === 0 ? (
        <Quiet>No saved address</Quiet>
      ) : (
        <ul className="flex flex-col gap-3">
          {addresses.map((address) => (
            <li key={address._id} className="flex gap-3 border border-line bg-ivory/40 p-4 text-sm">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" />
              <address className="not-italic leading-relaxed">
                <span className="font-medium text-ink">{address.fullName}</span>
                <br />
                {address.addressLine1}
                {address.addressLine2 ? (
                  <>
                    <br />
                    {address.addressLine2}
                  </>
                ) : null}
                <br />
                {address.city}, {address.state} {address.postalCode}
                <br />
                <span className="tabular-nums text-stone">{address.phoneNumber}</span>
              </address>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Reviews the customer wrote, newest first, each linking to the perfume. */
export function CustomerReviews({ reviews }: { reviews: CustomerProfile['reviews'] }) {
  return (
    <Section title="Reviews" subtitle={reviews.length > 0 ? `${reviews.length} written` : undefined}>
      {reviews.length === 0 ? (
        <Quiet>No review written</Quiet>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {reviews.map((review) => (
            <li key={review._id} className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={paths.shop.product(review.productId)}
                  className="font-medium text-ink underline-offset-4 hover:text-gold-deep hover:underline"
                >
                  {review.productTitle}
                </Link>
                <RatingStars rating={review.rating} />
              </div>
              <p className="break-words text-sm text-ink-soft">{review.message}</p>
              <p className="text-xs text-stone">{formatIstDate(review.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Preference({
  label,
  optOut,
  onIcon,
  offIcon,
}: {
  label: string;
  optOut: CustomerProfile['marketing']['newsletters'];
  onIcon: ReactNode;
  offIcon: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <span className={cn('mt-0.5 [&_svg]:size-4', optOut.isOptedOut ? 'text-danger' : 'text-success')} aria-hidden="true">
        {optOut.isOptedOut ? offIcon : onIcon}
      </span>
      <div className="text-sm">
        <p className="font-medium text-ink">{label}</p>
        <p className="text-stone">
          {optOut.isOptedOut ? `Opted out${optOut.since ? ` on ${formatIstDate(optOut.since)}` : ''}` : 'Receives them'}
        </p>
      </div>
    </li>
  );
}

/** What the customer agreed to receive: newsletters and campaigns, and reminders of a cart left behind. */
export function CustomerMarketing({ marketing }: { marketing: CustomerProfile['marketing'] }) {
  return (
    <Section title="Marketing" subtitle="Order and account e-mails are always sent">
      <ul className="flex flex-col gap-4">
        <Preference label="Newsletters and campaigns" optOut={marketing.newsletters} onIcon={<MailCheck />} offIcon={<MailX />} />
        <Preference label="Cart reminders" optOut={marketing.cartReminders} onIcon={<BellRing />} offIcon={<BellOff />} />
      </ul>
    </Section>
  );
}
