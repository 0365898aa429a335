import { z } from 'zod';
import { uuidSchema } from '../common.ts';
import { formatInr } from '../money.ts';
import { rupeeAmount } from '../money-field.ts';
import { FIRST_ORDER_DISCOUNT_PERCENT } from '../constants.ts';

/** Coupon codes: 4–20 letters or digits, matched without regard to case, stored in capitals. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;
export const COUPON_CODE_MESSAGE = 'A code is 4 to 20 letters or digits';
export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const DEFAULT_PER_SHOPPER_CAP = 1;

export const couponCodeSchema = z
  .string({ message: 'Enter a code' })
  .trim()
  .min(1, 'Enter a code')
  .regex(COUPON_CODE_PATTERN, COUPON_CODE_MESSAGE)
  .transform((code) => code.toUpperCase());

const isoInstant = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label} must be a date and time` }).transform((value) => new Date(value).toISOString());

const wholeCount = (label: string, max: number) =>
  z
    .number({ message: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-IN')}`);

const names = (label: string) =>
  z
    .array(z.string().trim().min(1).max(100), { message: `${label} must be a list` })
    .max(200)
    .default([]);

/** What the admin's Promotions form sends: percent in whole per cent, amounts in rupees, times as ISO instants. */
export const couponInputSchema = z
  .object({
    code: couponCodeSchema,
    description: z.string().trim().max(200, 'The description must be at most 200 characters').default(''),
    kind: z.enum(COUPON_KINDS, { message: 'Choose percent or a fixed amount' }),
    /** Percent (1–90) for a percent code; rupees for a fixed one. */
    value: z.number({ message: 'The discount must be a number' }).positive('The discount must be greater than 0'),
    minOrderValue: rupeeAmount({ label: 'Minimum order value' }).nullable().default(null),
    maxDiscount: rupeeAmount({ label: 'Maximum discount', min: 'positive' }).nullable().default(null),
    startsAt: isoInstant('Start').nullable().default(null),
    endsAt: isoInstant('End').nullable().default(null),
    totalUsesCap: wholeCount('Total uses', 1_000_000).nullable().default(null),
    perShopperCap: wholeCount('Uses per shopper', 1_000).default(DEFAULT_PER_SHOPPER_CAP),
    productIds: z.array(uuidSchema).max(500).default([]),
    brands: names('Brands'),
    categories: names('Categories'),
    firstOrderOnly: z.boolean({ message: 'First order only must be true or false' }).default(false),
    isPaused: z.boolean({ message: 'Paused must be true or false' }).default(false),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'percent' && (!Number.isInteger(input.value) || input.value > 90)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percent discount is a whole number from 1 to 90' });
    }
    if (input.kind === 'fixed') {
      const paise = Math.round(input.value * 100);
      if (Math.abs(paise - input.value * 100) > 1e-6) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: 'The discount must be an amount in rupees with at most 2 decimal places',
        });
      } else if (input.value > 1_00_000) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: `A fixed discount must be at most ${formatInr(1_00_000)}` });
      }
    }
    if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
    }
  });
export type CouponInput = z.input<typeof couponInputSchema>;
export type ParsedCouponInput = z.output<typeof couponInputSchema>;

export const COUPON_STATES = ['active', 'scheduled', 'expired', 'paused', 'used-up'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  minOrderValue: z.number().nullable(),
  maxDiscount: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  totalUsesCap: z.number().int().nullable(),
  perShopperCap: z.number().int(),
  productIds: z.array(z.string()),
  brands: z.array(z.string()),
  categories: z.array(z.string()),
  firstOrderOnly: z.boolean(),
  isPaused: z.boolean(),
  /** Orders holding or having used it (a use given back by a failed, expired or cancelled order is not counted). */
  usesSoFar: z.number().int(),
  state: z.enum(COUPON_STATES),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListResponseSchema = z.object({ success: z.literal(true), data: z.array(couponSchema) });
export const couponResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: couponSchema });
export const setCouponPausedRequestSchema = z.object({ isPaused: z.boolean({ message: 'isPaused must be true or false' }) });

export { COUPON_REFUSALS, type CouponRefusal } from './refusals.ts';

export const COUPON_UNKNOWN_MESSAGE = 'This code does not exist';
export const COUPON_PAUSED_MESSAGE = 'This code is paused for now';
export const COUPON_USED_UP_MESSAGE = 'This code has been fully used';
export const COUPON_FIRST_ORDER_ONLY_MESSAGE = 'This code is for a first order only';
export const COUPON_ALREADY_USED_MESSAGE = 'You have already used this code';
export const COUPON_NOTHING_ELIGIBLE_MESSAGE = 'Nothing in your cart is eligible for this code';

const istDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
/** "1 December 2026 at 10:00 am IST". */
export function formatIstInstant(iso: string): string {
  return `${istDay.format(new Date(iso))} IST`;
}
export const couponNotStartedMessage = (startsAt: string) => `This code can be used from ${formatIstInstant(startsAt)}`;
export const couponExpiredMessage = (endsAt: string) => `This code expired on ${formatIstInstant(endsAt)}`;
export const couponMinimumNotMetMessage = (missingRupees: number, minimumRupees: number) =>
  `Add ${formatInr(missingRupees)} more to use this code (minimum order ${formatInr(minimumRupees)})`;

/** Which discount the order gets: never both (docs/decisions/080). */
export const APPLIED_DISCOUNTS = ['none', 'first-order', 'coupon'] as const;
export type AppliedDiscount = (typeof APPLIED_DISCOUNTS)[number];

/** The name of an order's discount as the order keeps it (kind and code); an order from before kinds were kept says "Discount". */
export function orderDiscountLabel(order: {
  discountKind: Exclude<AppliedDiscount, 'none'> | null;
  couponCode: string | null;
  /** Automatic offers that gave the order an amount off or a free item (decision 106). */
  offerNames?: readonly string[] | null;
}): string {
  const offers = (order.offerNames ?? []).map((name) => `Offer: ${name}`);
  const parts = [...(order.discountKind ? [discountLabel(order.discountKind, order.couponCode)] : []), ...offers];
  return parts.length > 0 ? parts.join(' + ') : 'Discount';
}

/** How an applied discount is named wherever it is shown (checkout, the order, the back office): the code, or the first-order discount. */
export function discountLabel(kind: Exclude<AppliedDiscount, 'none'>, code: string | null): string {
  return kind === 'coupon' && code
    ? `Code ${code}`
    : kind === 'coupon'
      ? 'Code'
      : `First-order discount (${FIRST_ORDER_DISCOUNT_PERCENT}%)`;
}

export const checkCouponRequestSchema = z.object({ code: couponCodeSchema });
export const checkCouponResponseSchema = z.object({
  success: z.literal(true),
  code: z.string(),
  /** The cart's subtotal, the discount the order will get and which one it is; rupees. */
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  applied: z.enum(APPLIED_DISCOUNTS),
  /** What to tell the shopper: which discount applied and why. */
  message: z.string(),
});
export type CheckCouponResponse = z.infer<typeof checkCouponResponseSchema>;
