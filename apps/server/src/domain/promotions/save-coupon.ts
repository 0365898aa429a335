import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { rupeesToPaise, type Coupon, type ParsedCouponInput } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';
import { presentCoupon } from './present-coupon.ts';

export const COUPON_CODE_TAKEN_MESSAGE = 'Another code already has this name';
export const COUPON_NOT_FOUND_MESSAGE = 'Coupon code not found';

function columnsOf(input: ParsedCouponInput) {
  const paise = (rupees: number | null) => (rupees === null ? null : rupeesToPaise(rupees));
  return {
    code: input.code,
    description: input.description,
    kind: input.kind,
    percent: input.kind === 'percent' ? input.value : null,
    amountPaise: input.kind === 'fixed' ? rupeesToPaise(input.value) : null,
    minOrderPaise: paise(input.minOrderValue),
    // A fixed amount is its own maximum.
    maxDiscountPaise: input.kind === 'percent' ? paise(input.maxDiscount) : null,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    totalUsesCap: input.totalUsesCap,
    perShopperCap: input.perShopperCap,
    productIds: [...new Set(input.productIds)],
    brands: [...new Set(input.brands)],
    categories: [...new Set(input.categories)],
    firstOrderOnly: input.firstOrderOnly,
    isPaused: input.isPaused,
  };
}

async function usesOf(db: Db, couponId: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), isNull(couponRedemptions.releasedAt)));
  return Number(row?.uses ?? 0);
}

async function refuseTakenCode(db: Db, code: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.code, code), exceptId ? ne(coupons.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflict(COUPON_CODE_TAKEN_MESSAGE, { code: [COUPON_CODE_TAKEN_MESSAGE] }).because({ code: 'COUPON_CODE_TAKEN' });
}

/** A new code. Codes are unique without regard to case: "diwali20" and "DIWALI20" are one code. */
export async function createCoupon(db: Db, input: ParsedCouponInput & { createdBy: string }): Promise<Coupon> {
  await refuseTakenCode(db, input.code);
  try {
    const [row] = await db
      .insert(coupons)
      .values({ ...columnsOf(input), createdBy: input.createdBy })
      .returning();
    if (!row) throw new Error('Coupon insert returned no row');
    return presentCoupon(row, 0);
  } catch (error) {
    // Two admins creating the same code at once: the unique index decides.
    if (isUniqueViolation(error)) {
      throw conflict(COUPON_CODE_TAKEN_MESSAGE, { code: [COUPON_CODE_TAKEN_MESSAGE] }).because({ code: 'COUPON_CODE_TAKEN' });
    }
    throw error;
  }
}

/** Edits a code's terms; uses so far stay. Orders already placed keep the discount they got. */
export async function updateCoupon(db: Db, id: string, input: ParsedCouponInput): Promise<Coupon> {
  await refuseTakenCode(db, input.code, id);
  const [row] = await db
    .update(coupons)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning();
  if (!row) throw notFound(COUPON_NOT_FOUND_MESSAGE);
  return presentCoupon(row, await usesOf(db, id));
}

/** Pauses a code (checkout refuses it) or lets it run again. */
export async function setCouponPaused(db: Db, id: string, isPaused: boolean): Promise<Coupon> {
  const [row] = await db.update(coupons).set({ isPaused, updatedAt: new Date() }).where(eq(coupons.id, id)).returning();
  if (!row) throw notFound(COUPON_NOT_FOUND_MESSAGE);
  return presentCoupon(row, await usesOf(db, id));
}
