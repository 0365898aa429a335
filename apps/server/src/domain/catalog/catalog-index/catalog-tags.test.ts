import { describe, expect, it } from 'vitest';
import { CATALOG_TAGS } from './catalog-tags.ts';

describe('catalog tags', () => {
  it("names a product's tag and its reviews' tag by its id, the same each time it is asked", () => {
    const id = '0c6c3a4e-2f71-4d7e-9a43-5a1f7e0b9d21';
    expect(CATALOG_TAGS.product(id)).toBe(`product:${id}`);
    expect(CATALOG_TAGS.product(id)).toBe(`product:${id}`);
    expect(CATALOG_TAGS.reviews(id)).toBe(`reviews:${id}`);
    expect(CATALOG_TAGS.product('other')).toBe('product:other');
  });

  it('still names every tag after more products than it keeps have been asked for', () => {
    const wrong: string[] = [];
    for (let n = 0; n < 260_000; n += 1) if (CATALOG_TAGS.product(String(n)) !== `product:${n}`) wrong.push(String(n));
    expect(wrong).toEqual([]);
    expect(CATALOG_TAGS.product('0')).toBe('product:0');
  });
});
