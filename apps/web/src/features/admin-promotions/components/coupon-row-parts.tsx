import { Pause, Pencil, Play } from 'lucide-react';
import type { Coupon } from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { couponStateLabels, couponStateTones, formatIst } from './coupon-format';

export function CouponStateBadge({ coupon }: { coupon: Pick<Coupon, 'state'> }) {
  return (
    <Badge tone={couponStateTones[coupon.state]} data-testid="coupon-state">
      {couponStateLabels[coupon.state]}
    </Badge>
  );
}

/** When the code runs, in India's time, one end per line. */
export function CouponWindow({ coupon }: { coupon: Pick<Coupon, 'startsAt' | 'endsAt'> }) {
  const { startsAt, endsAt } = coupon;
  if (!startsAt && !endsAt) return <span className="text-stone">Until paused</span>;
  return (
    <span className="flex flex-col gap-0.5">
      <span className="lg:whitespace-nowrap">{startsAt ? formatIst(startsAt) : 'Now'}</span>
      <span className="text-stone lg:whitespace-nowrap">
        {endsAt ? (
          <>
            to {formatIst(endsAt)}{' '}
            <abbr title="India Standard Time" className="no-underline">
              IST
            </abbr>
          </>
        ) : (
          <>
            <abbr title="India Standard Time" className="no-underline">
              IST
            </abbr>
            , no end date
          </>
        )}
      </span>
    </span>
  );
}

/** Edit, and Pause or Resume. */
export function CouponActions({
  coupon,
  onEdit,
  onSetPaused,
  isSettingPaused,
}: {
  coupon: Coupon;
  onEdit: () => void;
  onSetPaused: (isPaused: boolean) => void;
  isSettingPaused: boolean;
}) {
  return (
    <div className="flex items-center justify-end gap-2">
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${coupon.code}`}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <Button
        variant="subtle"
        size="sm"
        className="min-w-[6.5rem]"
        disabled={isSettingPaused}
        onClick={() => onSetPaused(!coupon.isPaused)}
        aria-label={`${coupon.isPaused ? 'Resume' : 'Pause'} ${coupon.code}`}
      >
        {coupon.isPaused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        {coupon.isPaused ? 'Resume' : 'Pause'}
      </Button>
    </div>
  );
}
