import { describe, expect, it } from 'vitest';
import { canCancel, codRefusal, isWithinReturnWindow, refundablePaise, returnDeadline, type OrderFacts } from './rules.ts';

const base: OrderFacts = { status: 'confirmed', paymentStatus: 'completed', paymentMethod: 'razorpay', shippedAt: null, deliveredAt: null };
const day = 24 * 60 * 60 * 1000;

describe('cancelling', () => {
  it.each([
    ['pending', null, true],
    ['confirmed', null, true],
    ['inProcess', null, true],
    ['inProcess', new Date(), false],
    ['inShipping', null, false],
    ['delivered', null, false],
    ['cancelled', null, false],
    ['rejected', null, false],
  ] as const)('an order %s (shipped at %s) can be cancelled: %s', (status, shippedAt, expected) => {
    expect(canCancel({ ...base, status, shippedAt })).toBe(expected);
  });
});

describe('the 30-day return window', () => {
  const deliveredAt = new Date('2026-10-01T10:00:00Z');
  const delivered: OrderFacts = { ...base, status: 'delivered', deliveredAt };

  it('ends 30 days after delivery, to the millisecond', () => {
    expect(returnDeadline(delivered)?.toISOString()).toBe('2026-10-31T10:00:00.000Z');
    expect(isWithinReturnWindow(delivered, new Date(deliveredAt.getTime() + 30 * day))).toBe(true);
    expect(isWithinReturnWindow(delivered, new Date(deliveredAt.getTime() + 30 * day + 1))).toBe(false);
  });

  it('does not open for an order that is not delivered or not paid', () => {
    expect(returnDeadline({ ...delivered, status: 'inShipping' })).toBeNull();
    expect(returnDeadline({ ...delivered, paymentStatus: 'pending' })).toBeNull();
    expect(returnDeadline({ ...delivered, deliveredAt: null })).toBeNull();
  });
});

describe('what is left to refund', () => {
  it('is the amount paid less every refund that did not fail', () => {
    const refunds = [
      { amountPaise: 10_000, status: 'processed' as const },
      { amountPaise: 5_000, status: 'pending' as const },
      { amountPaise: 7_000, status: 'failed' as const },
    ];
    expect(refundablePaise({ paymentStatus: 'completed', totalPaise: 50_000 }, refunds)).toBe(35_000);
    expect(refundablePaise({ paymentStatus: 'completed', totalPaise: 12_000 }, refunds)).toBe(0);
    expect(refundablePaise({ paymentStatus: 'pending', totalPaise: 50_000 }, [])).toBe(0);
  });
});

describe('cash on delivery', () => {
  it('is offered up to the limit inclusive, off at 0, never after a refused parcel', () => {
    expect(codRefusal({ orderValuePaise: 1_000_000, limitPaise: 1_000_000, refusedBefore: false })).toBeNull();
    expect(codRefusal({ orderValuePaise: 1_000_001, limitPaise: 1_000_000, refusedBefore: false })).toBe('limit');
    expect(codRefusal({ orderValuePaise: 100, limitPaise: 0, refusedBefore: false })).toBe('off');
    expect(codRefusal({ orderValuePaise: 100, limitPaise: 1_000_000, refusedBefore: true })).toBe('refused-before');
    expect(codRefusal({ orderValuePaise: 100, limitPaise: 1_000_000, refusedBefore: false, pinAllowsCod: false })).toBe('pin');
    expect(codRefusal({ orderValuePaise: 100, limitPaise: 1_000_000, refusedBefore: false, pinAllowsCod: true })).toBeNull();
    expect(codRefusal({ orderValuePaise: 100, limitPaise: 1_000_000, refusedBefore: false, pinReturnsTooOften: true })).toBe('returns');
    expect(codRefusal({ orderValuePaise: 100, limitPaise: 1_000_000, refusedBefore: true, pinReturnsTooOften: true })).toBe(
      'refused-before',
    );
  });
});
