import { describe, expect, it } from 'vitest';
import {
  computeOrderTotals,
  formatInr,
  formatInrCompact,
  isSaleOn,
  isWholePaise,
  MAX_RUPEE_AMOUNT,
  paiseToRupees,
  rupeesToPaise,
  salePricePaiseAt,
  unitPricePaise,
  type SaleWindow,
} from './money.ts';
import { rupeeAmount } from './money-field.ts';

describe('unit price', () => {
  const now = new Date('2026-12-01T10:00:00+05:30');
  it('is the sale price when above 0, else the price', () => {
    expect(unitPricePaise({ pricePaise: 500_000, salePricePaise: 420_000 }, now)).toBe(420_000);
    expect(unitPricePaise({ pricePaise: 500_000, salePricePaise: 0 }, now)).toBe(500_000);
  });
});

describe('the price of a size at an instant (sale windows, computed by hand)', () => {
  // A sale from 1 December 10:00 to 3 December 22:00 India time (04:30Z to 16:30Z): ₹4,200 instead of ₹5,000.
  const start = '2026-12-01T10:00:00+05:30';
  const end = '2026-12-03T22:00:00+05:30';
  const size = (window: SaleWindow, salePricePaise = 420_000) => ({ pricePaise: 500_000, salePricePaise, ...window });
  const at = (iso: string) => new Date(iso);
  const cases: Array<[string, ReturnType<typeof size>, string, number]> = [
    ['no window, any time', size({}), '2020-01-01T00:00:00Z', 420_000],
    ['a second before the start', size({ saleStartsAt: start, saleEndsAt: end }), '2026-12-01T04:29:59Z', 500_000],
    ['at the start (included)', size({ saleStartsAt: start, saleEndsAt: end }), '2026-12-01T04:30:00Z', 420_000],
    ['a second after the start', size({ saleStartsAt: start, saleEndsAt: end }), '2026-12-01T04:30:01Z', 420_000],
    ['a second before the end', size({ saleStartsAt: start, saleEndsAt: end }), '2026-12-03T16:29:59Z', 420_000],
    ['at the end (excluded)', size({ saleStartsAt: start, saleEndsAt: end }), '2026-12-03T16:30:00Z', 500_000],
    ['a second after the end', size({ saleStartsAt: start, saleEndsAt: end }), '2026-12-03T16:30:01Z', 500_000],
    ['only a start: a second before it', size({ saleStartsAt: start }), '2026-12-01T04:29:59Z', 500_000],
    ['only a start: a second after it, and for ever', size({ saleStartsAt: start }), '2026-12-01T04:30:01Z', 420_000],
    ['only a start: years later', size({ saleStartsAt: start }), '2030-01-01T00:00:00Z', 420_000],
    ['only an end: long before it', size({ saleEndsAt: end }), '2020-01-01T00:00:00Z', 420_000],
    ['only an end: a second before it', size({ saleEndsAt: end }), '2026-12-03T16:29:59Z', 420_000],
    ['only an end: a second after it', size({ saleEndsAt: end }), '2026-12-03T16:30:01Z', 500_000],
    ['sale price 0 within the window', size({ saleStartsAt: start, saleEndsAt: end }, 0), '2026-12-02T00:00:00Z', 500_000],
    ['sale price 0 without a window', size({}, 0), '2026-12-02T00:00:00Z', 500_000],
    ['edges as Date objects', size({ saleStartsAt: new Date(start), saleEndsAt: new Date(end) }), '2026-12-02T00:00:00Z', 420_000],
    ['null edges are open', size({ saleStartsAt: null, saleEndsAt: null }), '2026-12-02T00:00:00Z', 420_000],
  ];
  it.each(cases)('%s', (_name, item, instant, expected) => {
    expect(unitPricePaise(item, at(instant))).toBe(expected);
    expect(salePricePaiseAt(item, at(instant))).toBe(expected === 420_000 ? 420_000 : 0);
    expect(isSaleOn(item.salePricePaise, item, at(instant))).toBe(expected === 420_000);
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

describe('rupee amounts the API receives (finding 9)', () => {
  const price = rupeeAmount({ label: 'Price', min: 'positive' });
  const salePrice = rupeeAmount({ label: 'Sale price' });
  const refusal = (schema: typeof price, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? undefined : result.error.issues.map((issue) => issue.message);
  };
  const decimals = 'Price must be an amount in rupees with at most 2 decimal places';

  it('accepts whole paise, as numbers or as the text a form field holds', () => {
    for (const [input, rupees] of [
      [1299.5, 1299.5],
      ['1299.5', 1299.5],
      [' 42 ', 42],
      ['1999.99', 1999.99],
      [0.01, 0.01],
      [0.3, 0.3],
      [MAX_RUPEE_AMOUNT, MAX_RUPEE_AMOUNT],
      ['1e3', 1000],
    ] as const) {
      expect(price.parse(input), JSON.stringify(input)).toBe(rupees);
    }
    expect(rupeesToPaise(price.parse('1999.99'))).toBe(199_999);
    expect(salePrice.parse(0)).toBe(0);
    expect(Object.is(salePrice.parse(-0), 0)).toBe(true);
  });

  it('refuses a fraction of a paisa with one clear message, even when it would round to whole paise', () => {
    for (const input of [1e-9, 5e-324, 10.005, 0.001, 1999.999, 0.1 + 0.2, '1e-9', '10.005']) {
      expect(refusal(price, input), String(input)).toEqual([decimals]);
    }
    expect(refusal(salePrice, 1e-9)).toEqual(['Sale price must be an amount in rupees with at most 2 decimal places']);
  });

  it('refuses what is not a finite number', () => {
    for (const input of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      'NaN',
      'Infinity',
      '',
      ' ',
      'abc',
      '0x10',
      '12,50',
      null,
      undefined,
      true,
      [5],
      {},
    ]) {
      expect(refusal(price, input), JSON.stringify(input)).toEqual(['Price must be a number']);
    }
  });

  it('refuses 0 and below where the amount must be positive, and negatives everywhere', () => {
    expect(refusal(price, 0)).toEqual(['Price must be greater than 0']);
    expect(refusal(price, -1)).toEqual(['Price must be greater than 0']);
    expect(refusal(salePrice, -1)).toEqual(['Sale price must not be negative']);
    expect(refusal(salePrice, '-0.5')).toEqual(['Sale price must not be negative']);
  });

  it('keeps paise inside the 32-bit database columns', () => {
    expect(rupeesToPaise(MAX_RUPEE_AMOUNT)).toBeLessThanOrEqual(2_147_483_647);
    for (const input of [MAX_RUPEE_AMOUNT + 0.01, 1e300, Number.MAX_VALUE, '1e300']) {
      expect(refusal(price, input), String(input)).toEqual(['Price must be at most ₹1,00,00,000']);
    }
    expect(refusal(rupeeAmount({ label: 'Threshold', max: 5000 }), 5000.01)).toEqual(['Threshold must be at most ₹5,000']);
  });

  it('tells whole paise exactly, with no tolerance', () => {
    expect([0, 0.01, 0.07, 1.1, 1999.99, 12_345_678.91].every(isWholePaise)).toBe(true);
    expect([1e-9, 5e-324, 0.005, 10.005, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY].some(isWholePaise)).toBe(false);
  });

  it('formats exactly as Intl does for en-IN rupees, grouping, rounding and sign included', () => {
    const intl = (digits: number) =>
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: digits, maximumFractionDigits: digits });
    const [twoPlaces, whole] = [intl(2), intl(0)];
    let seed = 52;
    const random = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    const amounts = [0, 0.004, 0.005, 0.125, 1, 9.99, 999, 1000, 99_999.995, 100_000, 1_00_00_000, -0.5, -1234.5, 123_456_789.01];
    for (let i = 0; i < 2000; i += 1) amounts.push(Math.round(random() * 10 ** Math.floor(random() * 10)) / 100);
    for (const amount of amounts) {
      expect(formatInr(amount), String(amount)).toBe(twoPlaces.format(amount));
      if (Number.isInteger(amount)) expect(formatInrCompact(amount), String(amount)).toBe(whole.format(amount));
    }
  });
});
