import { formatInrCompact, IST_OFFSET, toIstDateTimeInput, type Coupon, type CouponState } from '@aurelle/contract';

const DATE_TIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A `datetime-local` value read as a time in India ("2026-12-01T10:00") → the ISO instant the API takes
 * ("2026-12-01T10:00:00+05:30"), whatever the admin's own time zone. Empty → null; anything else is passed on as it
 * is, for the server to refuse with its message.
 */
export function istInputToIso(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return DATE_TIME_LOCAL.test(trimmed) ? `${trimmed}:00${IST_OFFSET}` : trimmed;
}

/** An ISO instant → the `datetime-local` value that shows it in India's time ("2026-12-01T10:00"); null → ''. */
export function isoToIstInput(iso: string | null): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return toIstDateTimeInput(iso);
}

const istFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "1 Dec 2026, 10:00 am" in India's time. */
export function formatIst(iso: string): string {
  return istFormat.format(new Date(iso));
}

/** "20% off", "20% off, up to ₹1,000", "₹500 off". */
export function discountLabel(coupon: Pick<Coupon, 'kind' | 'value' | 'maxDiscount'>): string {
  if (coupon.kind === 'fixed') return `${formatInrCompact(coupon.value)} off`;
  const cap = coupon.maxDiscount !== null ? `, up to ${formatInrCompact(coupon.maxDiscount)}` : '';
  return `${coupon.value}% off${cap}`;
}

/** "Minimum order ₹3,000", or "No minimum". */
export function minimumLabel(coupon: Pick<Coupon, 'minOrderValue'>): string {
  return coupon.minOrderValue ? `Minimum order ${formatInrCompact(coupon.minOrderValue)}` : 'No minimum';
}

/** When a code can be used, in India's time: "1 Dec 2026, 10:00 am – 31 Dec 2026, 11:59 pm IST", "From …", "Until …". */
export function windowLabel(coupon: Pick<Coupon, 'startsAt' | 'endsAt'>): string {
  const { startsAt, endsAt } = coupon;
  if (startsAt && endsAt) return `${formatIst(startsAt)} – ${formatIst(endsAt)} IST`;
  if (startsAt) return `From ${formatIst(startsAt)} IST`;
  if (endsAt) return `Until ${formatIst(endsAt)} IST`;
  return 'No end date';
}

/** "3 / 100 used", "3 used" (no cap). */
export function usesLabel(coupon: Pick<Coupon, 'usesSoFar' | 'totalUsesCap'>): string {
  const used = coupon.usesSoFar.toLocaleString('en-IN');
  return coupon.totalUsesCap !== null ? `${used} / ${coupon.totalUsesCap.toLocaleString('en-IN')} used` : `${used} used`;
}

/** "1 per shopper", "3 per shopper". */
export function perShopperLabel(coupon: Pick<Coupon, 'perShopperCap'>): string {
  return `${coupon.perShopperCap.toLocaleString('en-IN')} per shopper`;
}

/** What a code applies to, in words: "Whole cart", "2 products; brand Solenne", "…; first order only". */
export function eligibilityLabel(coupon: Pick<Coupon, 'productIds' | 'brands' | 'categories' | 'firstOrderOnly'>): string {
  const parts: string[] = [];
  const { productIds, brands, categories } = coupon;
  if (productIds.length > 0) parts.push(`${productIds.length} ${productIds.length === 1 ? 'product' : 'products'}`);
  if (brands.length > 0) parts.push(`${brands.length === 1 ? 'brand' : 'brands'} ${brands.join(', ')}`);
  if (categories.length > 0) parts.push(`${categories.length === 1 ? 'category' : 'categories'} ${categories.join(', ')}`);
  const scope = parts.length > 0 ? parts.join('; ') : 'whole cart';
  const label = coupon.firstOrderOnly ? `${scope}; first order only` : scope;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export const couponStateLabels: Record<CouponState, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  paused: 'Paused',
  'used-up': 'Used up',
};

export const couponStateTones = {
  active: 'green',
  scheduled: 'blue',
  expired: 'grey',
  paused: 'yellow',
  'used-up': 'purple',
} as const satisfies Record<CouponState, 'green' | 'blue' | 'grey' | 'yellow' | 'purple'>;
