import {
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_FIRST_ORDER_ONLY_MESSAGE,
  COUPON_NOTHING_ELIGIBLE_MESSAGE,
  COUPON_PAUSED_MESSAGE,
  COUPON_UNKNOWN_MESSAGE,
  COUPON_USED_UP_MESSAGE,
  FIRST_ORDER_DISCOUNT_PERCENT,
  couponExpiredMessage,
  couponMinimumNotMetMessage,
  couponNotStartedMessage,
  paiseToRupees,
  type AppliedDiscount,
  type CouponKind,
  type CouponRefusal,
  type CouponState,
} from '@aurelle/contract';
import { shareOut } from '../tax/split-gst.ts';

/** A code's terms as stored (amounts in paise). */
export interface CouponTerms {
  code: string;
  kind: CouponKind;
  percent: number | null;
  amountPaise: number | null;
  minOrderPaise: number | null;
  maxDiscountPaise: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  totalUsesCap: number | null;
  perShopperCap: number;
  productIds: readonly string[];
  brands: readonly string[];
  categories: readonly string[];
  firstOrderOnly: boolean;
  isPaused: boolean;
}

/** A cart line as pricing sees it: what it is (for eligibility) and what it costs. */
export interface PricedLine {
  productId: string;
  brand: string;
  customBrand?: string | null;
  category: string;
  customCategory?: string | null;
  unitPricePaise: number;
  quantity: number;
}

export interface CouponUsage {
  /** Uses held or made by every shopper, and by this one (given-back uses are not counted). */
  total: number;
  byShopper: number;
}

export type CouponCheck =
  { ok: true; discountPaise: number; lineDiscounts: number[] } | { ok: false; reason: CouponRefusal; message: string };

const refuse = (reason: CouponRefusal, message: string): CouponCheck => ({ ok: false, reason, message });
const lower = (values: readonly string[]) => new Set(values.map((value) => value.trim().toLowerCase()));

/** Whether a line's product is one the code is for: every product when the code names none. */
export function isEligible(coupon: Pick<CouponTerms, 'productIds' | 'brands' | 'categories'>, line: PricedLine): boolean {
  if (coupon.productIds.length === 0 && coupon.brands.length === 0 && coupon.categories.length === 0) return true;
  const brands = lower(coupon.brands);
  const categories = lower(coupon.categories);
  return (
    coupon.productIds.includes(line.productId) ||
    [line.brand, line.customBrand].some((brand) => brand && brands.has(brand.toLowerCase())) ||
    [line.category, line.customCategory].some((category) => category && categories.has(category.toLowerCase()))
  );
}

export const lineAmount = (line: Pick<PricedLine, 'unitPricePaise' | 'quantity'>) => line.unitPricePaise * line.quantity;

/**
 * Whether the cart can use the code now, and the discount it gives, shared out over the eligible lines. Refusals in
 * the order a shopper can act on them: a code that is not there, paused, not yet or no longer valid, used up, not
 * for this shopper; then what the cart lacks.
 */
export function checkCoupon(
  coupon: CouponTerms | undefined,
  lines: readonly PricedLine[],
  context: { now: Date; usage: CouponUsage; isFirstOrder: boolean },
): CouponCheck {
  if (!coupon) return refuse('UNKNOWN', COUPON_UNKNOWN_MESSAGE);
  if (coupon.isPaused) return refuse('PAUSED', COUPON_PAUSED_MESSAGE);
  if (coupon.startsAt && context.now < coupon.startsAt)
    return refuse('NOT_STARTED', couponNotStartedMessage(coupon.startsAt.toISOString()));
  if (coupon.endsAt && context.now >= coupon.endsAt) return refuse('EXPIRED', couponExpiredMessage(coupon.endsAt.toISOString()));
  if (coupon.totalUsesCap !== null && context.usage.total >= coupon.totalUsesCap) return refuse('USED_UP', COUPON_USED_UP_MESSAGE);
  if (coupon.firstOrderOnly && !context.isFirstOrder) return refuse('FIRST_ORDER_ONLY', COUPON_FIRST_ORDER_ONLY_MESSAGE);
  if (context.usage.byShopper >= coupon.perShopperCap) return refuse('ALREADY_USED', COUPON_ALREADY_USED_MESSAGE);

  const eligibleAmounts = lines.map((line) => (isEligible(coupon, line) ? lineAmount(line) : 0));
  const eligiblePaise = eligibleAmounts.reduce((sum, amount) => sum + amount, 0);
  if (eligiblePaise === 0) return refuse('NOTHING_ELIGIBLE', COUPON_NOTHING_ELIGIBLE_MESSAGE);
  const subtotalPaise = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  if (coupon.minOrderPaise !== null && subtotalPaise < coupon.minOrderPaise) {
    return refuse(
      'MINIMUM_NOT_MET',
      couponMinimumNotMetMessage(paiseToRupees(coupon.minOrderPaise - subtotalPaise), paiseToRupees(coupon.minOrderPaise)),
    );
  }

  const raw = coupon.kind === 'percent' ? Math.round((eligiblePaise * (coupon.percent ?? 0)) / 100) : (coupon.amountPaise ?? 0);
  const capped = coupon.maxDiscountPaise !== null ? Math.min(raw, coupon.maxDiscountPaise) : raw;
  // A fixed amount above what the eligible lines cost takes them to zero, never below.
  const discountPaise = Math.min(capped, eligiblePaise);
  return { ok: true, discountPaise, lineDiscounts: shareOut(discountPaise, eligibleAmounts) };
}

export interface ChosenDiscount {
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
  lineDiscounts: number[];
  applied: AppliedDiscount;
}

/**
 * The order's one discount (decision 080): the first-order discount or the code's, whichever is larger, never both; on
 * a tie the first-order discount, so the code is not spent for nothing.
 */
export function chooseDiscount(
  lines: readonly PricedLine[],
  options: { isFirstOrder: boolean; coupon?: CouponCheck | undefined },
): ChosenDiscount {
  const amounts = lines.map(lineAmount);
  const subtotalPaise = amounts.reduce((sum, amount) => sum + amount, 0);
  const firstOrderPaise = options.isFirstOrder ? Math.round((subtotalPaise * FIRST_ORDER_DISCOUNT_PERCENT) / 100) : 0;
  const coupon = options.coupon?.ok ? options.coupon : undefined;
  if (coupon && coupon.discountPaise > firstOrderPaise) {
    return {
      subtotalPaise,
      discountPaise: coupon.discountPaise,
      totalPaise: subtotalPaise - coupon.discountPaise,
      lineDiscounts: coupon.lineDiscounts,
      applied: 'coupon',
    };
  }
  return {
    subtotalPaise,
    discountPaise: firstOrderPaise,
    totalPaise: subtotalPaise - firstOrderPaise,
    lineDiscounts: shareOut(firstOrderPaise, amounts),
    applied: firstOrderPaise > 0 ? 'first-order' : 'none',
  };
}

/** How the back office lists a code now. */
export function couponState(coupon: CouponTerms, usesSoFar: number, now: Date): CouponState {
  if (coupon.isPaused) return 'paused';
  if (coupon.endsAt && now >= coupon.endsAt) return 'expired';
  if (coupon.totalUsesCap !== null && usesSoFar >= coupon.totalUsesCap) return 'used-up';
  if (coupon.startsAt && now < coupon.startsAt) return 'scheduled';
  return 'active';
}
