import { describe, expect, it } from 'vitest';
import { checkCoupon, chooseDiscount, couponState, type CouponTerms, type PricedLine } from './coupon-rules.ts';

const NOW = new Date('2026-11-26T06:30:00Z');
const code = (terms: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'OUD20',
  kind: 'percent',
  percent: 20,
  amountPaise: null,
  minOrderPaise: null,
  maxDiscountPaise: null,
  startsAt: null,
  endsAt: null,
  totalUsesCap: null,
  perShopperCap: 1,
  productIds: [],
  brands: [],
  categories: [],
  firstOrderOnly: false,
  isPaused: false,
  ...terms,
});
const oud: PricedLine = { productId: 'p-oud', brand: 'Aurelle', category: 'luxury', unitPricePaise: 450_000, quantity: 1 };
const rose: PricedLine = { productId: 'p-rose', brand: 'Maison Rose', category: 'designer', unitPricePaise: 150_050, quantity: 2 };
const unused = { now: NOW, usage: { total: 0, byShopper: 0 }, isFirstOrder: false };

describe('checkCoupon', () => {
  it('gives a percent off the eligible lines, shared out line by line (hand-computed)', () => {
    // 20% of ₹4,500 + 2 × ₹1,500.50 = ₹7,501 → ₹1,500.20, shared 4,50,000 : 3,00,100.
    expect(checkCoupon(code(), [oud, rose], unused)).toEqual({ ok: true, discountPaise: 150_020, lineDiscounts: [90_000, 60_020] });
    // Only Maison Rose: 20% of ₹3,001 = ₹600.20, all on the rose line.
    expect(checkCoupon(code({ brands: ['maison rose'] }), [oud, rose], unused)).toEqual({
      ok: true,
      discountPaise: 60_020,
      lineDiscounts: [0, 60_020],
    });
  });

  it('caps a percent at the maximum discount and a fixed amount at what the eligible lines cost', () => {
    expect(checkCoupon(code({ maxDiscountPaise: 50_000 }), [oud, rose], unused)).toMatchObject({ ok: true, discountPaise: 50_000 });
    expect(checkCoupon(code({ kind: 'fixed', percent: null, amountPaise: 50_000 }), [oud], unused)).toEqual({
      ok: true,
      discountPaise: 50_000,
      lineDiscounts: [50_000],
    });
    expect(checkCoupon(code({ kind: 'fixed', percent: null, amountPaise: 999_999, productIds: ['p-oud'] }), [oud, rose], unused)).toEqual({
      ok: true,
      discountPaise: 450_000,
      lineDiscounts: [450_000, 0],
    });
  });

  it('says exactly why a code cannot be used', () => {
    const cases: Array<[CouponTerms | undefined, Partial<typeof unused>, string, string]> = [
      [undefined, {}, 'UNKNOWN', 'This code does not exist'],
      [code({ isPaused: true }), {}, 'PAUSED', 'This code is paused for now'],
      [
        code({ startsAt: new Date('2026-12-01T04:30:00Z') }),
        {},
        'NOT_STARTED',
        'This code can be used from 1 December 2026 at 10:00 am IST',
      ],
      [code({ endsAt: new Date('2026-11-25T18:30:00Z') }), {}, 'EXPIRED', 'This code expired on 26 November 2026 at 12:00 am IST'],
      [code({ totalUsesCap: 100 }), { usage: { total: 100, byShopper: 0 } }, 'USED_UP', 'This code has been fully used'],
      [code({ firstOrderOnly: true }), { isFirstOrder: false }, 'FIRST_ORDER_ONLY', 'This code is for a first order only'],
      [code({ perShopperCap: 2 }), { usage: { total: 5, byShopper: 2 } }, 'ALREADY_USED', 'You have already used this code'],
      [code({ categories: ['attar'] }), {}, 'NOTHING_ELIGIBLE', 'Nothing in your cart is eligible for this code'],
      [code({ minOrderPaise: 1_000_000 }), {}, 'MINIMUM_NOT_MET', 'Add ₹2,499.00 more to use this code (minimum order ₹10,000.00)'],
    ];
    for (const [coupon, context, reason, message] of cases) {
      expect(checkCoupon(coupon, [oud, rose], { ...unused, ...context }), reason).toEqual({ ok: false, reason, message });
    }
  });

  it('switches at the edges of its window, to the second', () => {
    const window = code({ startsAt: new Date('2026-11-26T00:00:00Z'), endsAt: new Date('2026-11-30T18:30:00Z') });
    const at = (iso: string) => checkCoupon(window, [oud], { ...unused, now: new Date(iso) });
    expect(at('2026-11-25T23:59:59Z')).toMatchObject({ ok: false, reason: 'NOT_STARTED' });
    expect(at('2026-11-26T00:00:00Z')).toMatchObject({ ok: true });
    expect(at('2026-11-30T18:29:59Z')).toMatchObject({ ok: true });
    expect(at('2026-11-30T18:30:00Z')).toMatchObject({ ok: false, reason: 'EXPIRED' });
  });

  it('meets the minimum exactly', () => {
    expect(checkCoupon(code({ minOrderPaise: 750_100 }), [oud, rose], unused)).toMatchObject({ ok: true });
    expect(checkCoupon(code({ minOrderPaise: 750_101 }), [oud, rose], unused)).toMatchObject({ ok: false, reason: 'MINIMUM_NOT_MET' });
  });
});

describe('chooseDiscount', () => {
  it('gives the better of the first-order discount and the code, never both', () => {
    // First order: 15% of ₹7,501 = ₹1,125.15; the 20% code gives ₹1,500.20 → the code.
    const bigger = chooseDiscount([oud, rose], { isFirstOrder: true, coupon: checkCoupon(code(), [oud, rose], unused) });
    expect(bigger).toMatchObject({ subtotalPaise: 750_100, discountPaise: 150_020, totalPaise: 600_080, applied: 'coupon' });
    // A ₹500 code against 15% of ₹7,501 → the first-order discount, shared over every line.
    const fixed = checkCoupon(code({ kind: 'fixed', percent: null, amountPaise: 50_000 }), [oud, rose], unused);
    expect(chooseDiscount([oud, rose], { isFirstOrder: true, coupon: fixed })).toEqual({
      subtotalPaise: 750_100,
      discountPaise: 112_515,
      totalPaise: 637_585,
      lineDiscounts: [67_500, 45_015],
      applied: 'first-order',
    });
    expect(chooseDiscount([oud, rose], { isFirstOrder: false, coupon: fixed })).toMatchObject({ discountPaise: 50_000, applied: 'coupon' });
    expect(chooseDiscount([oud], { isFirstOrder: false })).toMatchObject({ discountPaise: 0, totalPaise: 450_000, applied: 'none' });
  });

  it('keeps the first-order discount on a tie, so the code is not spent', () => {
    // 15% of ₹4,500 = ₹675 = a ₹675 code.
    const tie = checkCoupon(code({ kind: 'fixed', percent: null, amountPaise: 67_500 }), [oud], unused);
    expect(chooseDiscount([oud], { isFirstOrder: true, coupon: tie }).applied).toBe('first-order');
  });
});

describe('couponState', () => {
  it('names what the back office shows', () => {
    expect(couponState(code(), 0, NOW)).toBe('active');
    expect(couponState(code({ isPaused: true }), 0, NOW)).toBe('paused');
    expect(couponState(code({ startsAt: new Date('2026-12-01T00:00:00Z') }), 0, NOW)).toBe('scheduled');
    expect(couponState(code({ endsAt: new Date('2026-11-01T00:00:00Z') }), 0, NOW)).toBe('expired');
    expect(couponState(code({ totalUsesCap: 3 }), 3, NOW)).toBe('used-up');
  });
});
