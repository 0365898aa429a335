import { describe, expect, it } from 'vitest';
import { productVariantInputSchema, SALE_WINDOW_NEEDS_PRICE_MESSAGE, SALE_WINDOW_ORDER_MESSAGE } from './product.ts';

describe("a size's sale window in the admin form", () => {
  const size = { sizeMl: 100, sku: 'AMBER-100', price: 5000, salePrice: 4200, stock: 3 };
  const issues = (input: Record<string, unknown>) => {
    const parsed = productVariantInputSchema.safeParse({ ...size, ...input });
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('keeps the window to the minute as ISO instants; blank is no edge, left out is "keep"', () => {
    const parsed = productVariantInputSchema.parse({ ...size, saleStartsAt: '2026-12-01T10:00:59', saleEndsAt: '' });
    expect(parsed.saleStartsAt).toBe('2026-12-01T04:30:00.000Z');
    expect(parsed.saleEndsAt).toBeNull();
    expect(productVariantInputSchema.parse(size).saleStartsAt).toBeUndefined();
  });

  it('refuses an end before or at the start, a window without a sale price, and text that is no time', () => {
    expect(issues({ saleStartsAt: '2026-12-02T10:00', saleEndsAt: '2026-12-02T10:00' })).toEqual([
      ['saleEndsAt', SALE_WINDOW_ORDER_MESSAGE],
    ]);
    expect(issues({ salePrice: 0, saleEndsAt: '2026-12-02T10:00' })).toEqual([['salePrice', SALE_WINDOW_NEEDS_PRICE_MESSAGE]]);
    expect(issues({ saleStartsAt: 'soon' })).toEqual([
      ['saleStartsAt', 'Sale start must be a date and time, e.g. 2026-12-01 10:00 (India time)'],
    ]);
  });
});
