// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { couponCodeFromQuery, forgetCouponCode, readRememberedCouponCode, rememberCouponCode } from './coupon-code';

afterEach(() => window.sessionStorage.clear());

describe('the remembered coupon code', () => {
  it('takes a ?code= value trimmed and in capitals, and nothing blank or absurd', () => {
    expect(couponCodeFromQuery(' oud20 ')).toBe('OUD20');
    expect(couponCodeFromQuery('')).toBeNull();
    expect(couponCodeFromQuery(null)).toBeNull();
    expect(couponCodeFromQuery('x'.repeat(41))).toBeNull();
    // Not a valid code, but the checkout shows the server's refusal rather than dropping it silently.
    expect(couponCodeFromQuery('ab')).toBe('AB');
  });

  it('is kept for the session until forgotten', () => {
    expect(readRememberedCouponCode()).toBeNull();
    rememberCouponCode('diwali500');
    expect(readRememberedCouponCode()).toBe('DIWALI500');
    rememberCouponCode('  ');
    expect(readRememberedCouponCode()).toBe('DIWALI500');
    forgetCouponCode();
    expect(readRememberedCouponCode()).toBeNull();
  });
});
