import { describe, expect, it } from 'vitest';
import type { Coupon } from '@aurelle/contract';
import {
  couponFormSchema,
  couponToFormValues,
  emptyCouponForm,
  ENTER_THE_DISCOUNT_MESSAGE,
  splitNames,
  toCouponInput,
} from './coupon-form-values';

const errorsOf = (values: Partial<typeof emptyCouponForm>) => {
  const result = couponFormSchema.safeParse({ ...emptyCouponForm, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('the coupon form', () => {
  it('sends blanks as none, times as IST instants and the per-shopper cap as typed', () => {
    const body = toCouponInput({
      ...emptyCouponForm,
      code: 'oud20',
      value: '20',
      maxDiscount: '1000',
      startsAt: '2026-12-01T10:00',
      endsAt: '',
      totalUsesCap: '100',
      perShopperCap: '2',
      brands: ['Solenne'],
    });
    expect(body).toMatchObject({
      code: 'oud20',
      kind: 'percent',
      value: 20,
      minOrderValue: null,
      maxDiscount: '1000',
      startsAt: '2026-12-01T10:00:00+05:30',
      endsAt: null,
      totalUsesCap: 100,
      perShopperCap: 2,
      brands: ['Solenne'],
    });
    // A blank per-shopper cap is left to the contract's default (1).
    expect(toCouponInput({ ...emptyCouponForm, perShopperCap: ' ' })).not.toHaveProperty('perShopperCap');
    // A fixed amount has no maximum discount, whatever the hidden field held.
    expect(toCouponInput({ ...emptyCouponForm, kind: 'fixed', value: '500', maxDiscount: '99' }).maxDiscount).toBeNull();
  });

  it('parses to what the API takes: the code in capitals, the start as an instant', () => {
    const result = couponFormSchema.safeParse({ ...emptyCouponForm, code: ' oud20 ', value: '20', startsAt: '2026-12-01T10:00' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ code: 'OUD20', value: 20, startsAt: '2026-12-01T04:30:00.000Z', perShopperCap: 1 });
  });

  it('refuses with the contract’s messages, each on its field', () => {
    expect(errorsOf({ code: 'AB1', value: '10' })).toEqual({ code: 'A code is 4 to 20 letters or digits' });
    expect(errorsOf({ code: 'TOOMUCH', value: '95' })).toEqual({ value: 'A percent discount is a whole number from 1 to 90' });
    expect(errorsOf({ code: 'BLANK10', value: '' })).toEqual({ value: ENTER_THE_DISCOUNT_MESSAGE });
    expect(errorsOf({ code: 'PAISA', kind: 'fixed', value: '10.005' })).toEqual({
      value: 'The discount must be an amount in rupees with at most 2 decimal places',
    });
    expect(errorsOf({ code: 'BACKWARDS', value: '10', startsAt: '2026-12-02T00:00', endsAt: '2026-12-01T23:00' })).toEqual({
      endsAt: 'The end must be after the start',
    });
    expect(errorsOf({ code: 'CAPZERO', value: '10', perShopperCap: '0' })).toEqual({
      perShopperCap: 'Uses per shopper must be at least 1',
    });
    expect(errorsOf({ code: 'CAPHALF', value: '10', totalUsesCap: '2.5' })).toEqual({ totalUsesCap: 'Total uses must be a whole number' });
    expect(errorsOf({ code: 'MINBAD', value: '10', minOrderValue: 'lots' })).toEqual({
      minOrderValue: 'Minimum order value must be a number',
    });
  });

  it('shows a stored code with its times in IST', () => {
    const coupon: Coupon = {
      id: 'c1',
      code: 'DIWALI500',
      description: 'Diwali',
      kind: 'fixed',
      value: 500,
      minOrderValue: 3000,
      maxDiscount: null,
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: null,
      totalUsesCap: null,
      perShopperCap: 1,
      productIds: [],
      brands: [],
      categories: ['niche'],
      firstOrderOnly: false,
      isPaused: true,
      usesSoFar: 4,
      state: 'paused',
      createdAt: '2026-10-01T00:00:00.000Z',
    };
    expect(couponToFormValues(coupon)).toEqual({
      ...emptyCouponForm,
      code: 'DIWALI500',
      description: 'Diwali',
      kind: 'fixed',
      value: '500',
      minOrderValue: '3000',
      startsAt: '2026-11-01T05:30',
      perShopperCap: '1',
      categories: ['niche'],
      isPaused: true,
    });
  });

  it('splits typed lists into names, without blanks or repeats', () => {
    expect(splitNames('Solenne, Maison Veyra , ,solenne')).toEqual(['Solenne', 'Maison Veyra']);
    expect(splitNames('niche', ['Niche'])).toEqual(['Niche']);
    expect(splitNames('  ')).toEqual([]);
  });
});
