import { describe, expect, it } from 'vitest';
import { sharedExplanation } from './perfume-values.ts';
import { fromPrice, variantLabel, type ProductVariant } from './variant-values.ts';

const size = (overrides: Partial<ProductVariant>): ProductVariant => ({
  id: 'v',
  sizeMl: 100,
  kind: 'bottle',
  name: null,
  sku: 'SKU',
  price: 1000,
  salePrice: 0,
  stock: 5,
  image: null,
  isHidden: false,
  saleStartsAt: null,
  saleEndsAt: null,
  ...overrides,
});

describe('sizes as shoppers read them', () => {
  it('labels a bottle, a sample, a set and a named size', () => {
    expect(variantLabel(size({ sizeMl: 50 }))).toBe('50 ml');
    expect(variantLabel(size({ sizeMl: 2, kind: 'sample' }))).toBe('2 ml sample');
    expect(variantLabel(size({ sizeMl: 2, kind: 'set' }))).toBe('Discovery set, 2 ml');
    expect(variantLabel(size({ name: 'Discovery set, 6 × 2 ml', kind: 'set' }))).toBe('Discovery set, 6 × 2 ml');
  });

  it('prices a card "from" the cheapest size in stock, and only when the sizes differ', () => {
    expect(fromPrice([size({ price: 9000 })])).toBeNull();
    expect(fromPrice([size({ price: 9000 }), size({ price: 9000 })])).toBeNull();
    expect(fromPrice([size({ price: 9000 }), size({ price: 5000, salePrice: 4500 })])).toBe(4500);
    // A sold-out sample does not set the price; hidden sizes never count.
    expect(fromPrice([size({ price: 9000 }), size({ price: 5000 }), size({ price: 900, stock: 0 })])).toBe(5000);
    expect(fromPrice([size({ price: 9000 }), size({ price: 100, isHidden: true })])).toBeNull();
    // Everything sold out: the cheapest shown size.
    expect(fromPrice([size({ price: 9000, stock: 0 }), size({ price: 900, stock: 0 })])).toBe(900);
  });
});

describe('why a scent is suggested', () => {
  it('names shared notes, then accords, at most four', () => {
    expect(sharedExplanation(['Oud', 'Saffron'], ['oud'])).toBe('Shares oud, saffron and an oud accord');
    expect(sharedExplanation(['Rose'], [])).toBe('Shares rose');
    expect(sharedExplanation([], ['woody'])).toBe('Shares a woody accord');
    expect(sharedExplanation(['A', 'B', 'C', 'D', 'E'], ['woody'])).toBe('Shares a, b, c and d');
    expect(sharedExplanation([], [])).toBe('A close match in family and feel');
  });
});
