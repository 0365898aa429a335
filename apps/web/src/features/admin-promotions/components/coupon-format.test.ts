import { describe, expect, it } from 'vitest';
import {
  discountLabel,
  eligibilityLabel,
  formatIst,
  isoToIstInput,
  istInputToIso,
  minimumLabel,
  usesLabel,
  windowLabel,
} from './coupon-format';

describe('IST date-times', () => {
  it('reads a datetime-local value as India’s time, whatever the browser’s zone', () => {
    expect(istInputToIso('2026-12-01T10:00')).toBe('2026-12-01T10:00:00+05:30');
    expect(Date.parse(istInputToIso('2026-12-01T10:00') ?? '')).toBe(Date.parse('2026-12-01T04:30:00Z'));
    expect(istInputToIso('')).toBeNull();
    expect(istInputToIso('   ')).toBeNull();
    // Not a date-time: passed on for the contract to refuse in its words.
    expect(istInputToIso('30 November')).toBe('30 November');
  });

  it('shows a stored instant as India’s wall-clock time, across midnight and the year', () => {
    expect(isoToIstInput('2026-12-01T04:30:00.000Z')).toBe('2026-12-01T10:00');
    expect(isoToIstInput('2026-12-31T18:29:00.000Z')).toBe('2026-12-31T23:59');
    expect(isoToIstInput('2026-12-31T18:30:00.000Z')).toBe('2027-01-01T00:00');
    expect(isoToIstInput(null)).toBe('');
    expect(isoToIstInput('not a date')).toBe('');
  });

  it('round-trips', () => {
    for (const local of ['2026-01-01T00:00', '2026-03-15T23:45', '2099-12-31T12:05']) {
      expect(isoToIstInput(new Date(istInputToIso(local) ?? '').toISOString())).toBe(local);
    }
  });

  it('formats for the list in IST', () => {
    expect(formatIst('2026-12-01T04:30:00.000Z')).toMatch(/^1 Dec 2026, 10:00\s?am$/i);
  });
});

describe('code wording', () => {
  it('says what a code takes off', () => {
    expect(discountLabel({ kind: 'percent', value: 20, maxDiscount: null })).toBe('20% off');
    expect(discountLabel({ kind: 'percent', value: 15, maxDiscount: 1000 })).toBe('15% off, up to ₹1,000');
    expect(discountLabel({ kind: 'fixed', value: 500, maxDiscount: null })).toBe('₹500 off');
    expect(discountLabel({ kind: 'fixed', value: 1250.5, maxDiscount: null })).toBe('₹1,250.50 off');
    expect(discountLabel({ kind: 'fixed', value: 100000, maxDiscount: null })).toBe('₹1,00,000 off');
  });

  it('says the minimum, the uses and the scope', () => {
    expect(minimumLabel({ minOrderValue: 3000 })).toBe('Minimum order ₹3,000');
    expect(minimumLabel({ minOrderValue: null })).toBe('No minimum');
    expect(usesLabel({ usesSoFar: 3, totalUsesCap: 100 })).toBe('3 / 100 used');
    expect(usesLabel({ usesSoFar: 1200, totalUsesCap: null })).toBe('1,200 used');
    expect(eligibilityLabel({ productIds: [], brands: [], categories: [], firstOrderOnly: false })).toBe('Whole cart');
    expect(eligibilityLabel({ productIds: ['a', 'b'], brands: ['Solenne'], categories: ['niche', 'luxury'], firstOrderOnly: true })).toBe(
      '2 products; brand Solenne; categories niche, luxury; first order only',
    );
    expect(eligibilityLabel({ productIds: [], brands: ['Solenne', 'Maison Veyra'], categories: [], firstOrderOnly: false })).toBe(
      'Brands Solenne, Maison Veyra',
    );
    expect(eligibilityLabel({ productIds: [], brands: [], categories: [], firstOrderOnly: true })).toBe('Whole cart; first order only');
  });

  it('says when a code runs', () => {
    expect(windowLabel({ startsAt: null, endsAt: null })).toBe('No end date');
    expect(windowLabel({ startsAt: '2026-12-01T04:30:00.000Z', endsAt: null })).toMatch(/^From 1 Dec 2026, 10:00\s?am IST$/i);
    expect(windowLabel({ startsAt: null, endsAt: '2026-12-31T18:29:00.000Z' })).toMatch(/^Until 31 Dec 2026, 11:59\s?pm IST$/i);
  });
});
