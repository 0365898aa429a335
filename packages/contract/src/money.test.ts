import { describe, expect, it } from 'vitest';
import { computeOrderTotals, formatInr, formatInrCompact, paiseToRupees, rupeesToPaise, unitPricePaise } from './money.ts';

describe('unit price', () => {
  it('is the sale price when above 0, else the price', () => {
    expect(unitPricePaise({ pricePaise: 500_000, salePricePaise: 420_000 })).toBe(420_000);
    expect(unitPricePaise({ pricePaise: 500_000, salePricePaise: 0 })).toBe(500_000);
  });
});

describe('order totals in paise', () => {
  const lines = [
    { unitPricePaise: 399_950, quantity: 2 },
    { unitPricePaise: 120_050, quantity: 1 },
  ];

  it('sums lines exactly, with free shipping and no discount after the first order', () => {
    expect(computeOrderTotals(lines, false)).toEqual({ subtotalPaise: 919_950, discountPaise: 0, shippingPaise: 0, totalPaise: 919_950 });
  });

  it('takes 15% off the first order, rounded to the nearest paisa', () => {
    // 15% of 919,950 = 137,992.5 → 137,993 (half rounds up)
    expect(computeOrderTotals(lines, true)).toEqual({
      subtotalPaise: 919_950,
      discountPaise: 137_993,
      shippingPaise: 0,
      totalPaise: 781_957,
    });
    // 15% of 199,999 = 29,999.85 → 30,000
    expect(computeOrderTotals([{ unitPricePaise: 199_999, quantity: 1 }], true).totalPaise).toBe(169_999);
  });

  it('keeps an empty cart at zero', () => {
    expect(computeOrderTotals([], true)).toEqual({ subtotalPaise: 0, discountPaise: 0, shippingPaise: 0, totalPaise: 0 });
  });

  it('never drifts through floating point when converting between rupees and paise', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1999.99)).toBe(199_999);
    expect(paiseToRupees(781_957)).toBe(7819.57);
    expect(formatInr(paiseToRupees(12_499_900))).toBe('₹1,24,999.00');
  });

  it('drops .00 from whole amounts in the compact form, but never shows a single paise digit', () => {
    expect(formatInrCompact(124_999)).toBe('₹1,24,999');
    expect(formatInrCompact(5098.3)).toBe('₹5,098.30');
    expect(formatInrCompact(10_196.6)).toBe('₹10,196.60');
    expect(formatInrCompact(0)).toBe('₹0');
  });
});
