import { z } from 'zod';
import { COUPON_KINDS, couponInputSchema, DEFAULT_PER_SHOPPER_CAP, type Coupon, type CouponInput } from '@aurelle/contract';
import { istInputToIso, isoToIstInput } from './coupon-format';

/** The form's fields as they hold them: numbers and times as typed text, times as India's wall-clock time. */
export const couponFormFieldsSchema = z.object({
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.string(),
  minOrderValue: z.string(),
  maxDiscount: z.string(),
  /** `datetime-local` values, read as IST. */
  startsAt: z.string(),
  endsAt: z.string(),
  totalUsesCap: z.string(),
  perShopperCap: z.string(),
  productIds: z.array(z.string()),
  brands: z.array(z.string()),
  categories: z.array(z.string()),
  firstOrderOnly: z.boolean(),
  isPaused: z.boolean(),
});
export type CouponFormValues = z.infer<typeof couponFormFieldsSchema>;

export const ENTER_THE_DISCOUNT_MESSAGE = 'Enter the discount';

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());
/** A typed count: blank is none; anything else a number for the contract to judge ("abc" is NaN, and refused). */
const countOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** The API's body for the form's values (before the contract's checks): blanks are "none", times become IST instants. */
export function toCouponInput(values: CouponFormValues): CouponInput {
  const perShopperCap = countOrNull(values.perShopperCap);
  return {
    code: values.code,
    description: values.description,
    kind: values.kind,
    value: values.value.trim() === '' ? Number.NaN : Number(values.value.trim()),
    minOrderValue: blankToNull(values.minOrderValue),
    // A maximum discount caps a percent only; a fixed amount is its own maximum.
    maxDiscount: values.kind === 'percent' ? blankToNull(values.maxDiscount) : null,
    startsAt: istInputToIso(values.startsAt),
    endsAt: istInputToIso(values.endsAt),
    totalUsesCap: countOrNull(values.totalUsesCap),
    ...(perShopperCap === null ? {} : { perShopperCap }),
    productIds: values.productIds,
    brands: values.brands,
    categories: values.categories,
    firstOrderOnly: values.firstOrderOnly,
    isPaused: values.isPaused,
  };
}

/**
 * The form's schema: the contract's own rules (couponInputSchema) over the converted values, each message on the
 * field of the same name, so the form refuses exactly what the server would, in its words.
 */
export const couponFormSchema = couponFormFieldsSchema.transform((values, ctx) => {
  const parsed = couponInputSchema.safeParse(toCouponInput(values));
  if (parsed.success) return parsed.data;
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'code');
    if (seen.has(field)) continue;
    seen.add(field);
    const message = field === 'value' && values.value.trim() === '' ? ENTER_THE_DISCOUNT_MESSAGE : issue.message;
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
  return z.NEVER;
});

export const emptyCouponForm: CouponFormValues = {
  code: '',
  description: '',
  kind: 'percent',
  value: '',
  minOrderValue: '',
  maxDiscount: '',
  startsAt: '',
  endsAt: '',
  totalUsesCap: '',
  perShopperCap: String(DEFAULT_PER_SHOPPER_CAP),
  productIds: [],
  brands: [],
  categories: [],
  firstOrderOnly: false,
  isPaused: false,
};

const textOf = (value: number | null) => (value === null ? '' : String(value));

/** A stored code as the form shows it (times in IST). */
export function couponToFormValues(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: String(coupon.value),
    minOrderValue: textOf(coupon.minOrderValue),
    maxDiscount: textOf(coupon.maxDiscount),
    startsAt: isoToIstInput(coupon.startsAt),
    endsAt: isoToIstInput(coupon.endsAt),
    totalUsesCap: textOf(coupon.totalUsesCap),
    perShopperCap: String(coupon.perShopperCap),
    productIds: coupon.productIds,
    brands: coupon.brands,
    categories: coupon.categories,
    firstOrderOnly: coupon.firstOrderOnly,
    isPaused: coupon.isPaused,
  };
}

/** "Oud, Amber , oud" → ["Oud", "Amber"]: a typed or pasted list, trimmed, without blanks or repeats (any case). */
export function splitNames(text: string, existing: readonly string[] = []): string[] {
  const names = [...existing];
  const seen = new Set(existing.map((name) => name.toLowerCase()));
  for (const part of text.split(',')) {
    const name = part.trim();
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}
