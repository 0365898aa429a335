import { describe, expect, it } from 'vitest';
import { diffSnapshots } from './diff-snapshots.ts';

describe('diffSnapshots', () => {
  it('lists only the fields that changed, with their values before and after', () => {
    expect(
      diffSnapshots({ title: 'Oud', pricePaise: 450000, isFeatured: false }, { title: 'Oud', pricePaise: 420000, isFeatured: true }),
    ).toEqual([
      { field: 'pricePaise', before: 450000, after: 420000 },
      { field: 'isFeatured', before: false, after: true },
    ]);
  });

  it('names list elements by SKU or id, so a stock change reads as that variant’s stock', () => {
    const before = {
      variants: [
        { sku: 'OUD-50', stock: 12 },
        { sku: 'OUD-100', stock: 4 },
      ],
    };
    const after = {
      variants: [
        { sku: 'OUD-50', stock: 10 },
        { sku: 'OUD-100', stock: 4 },
        { sku: 'OUD-10', stock: 30 },
      ],
    };
    expect(diffSnapshots(before, after)).toEqual([
      { field: 'variants[OUD-50].stock', before: 12, after: 10 },
      { field: 'variants[OUD-10].sku', before: null, after: 'OUD-10' },
      { field: 'variants[OUD-10].stock', before: null, after: 30 },
    ]);
  });

  it('compares lists without keys as a whole', () => {
    expect(diffSnapshots({ topNotes: ['rose', 'oud'] }, { topNotes: ['oud', 'rose'] })).toEqual([
      { field: 'topNotes', before: ['rose', 'oud'], after: ['oud', 'rose'] },
    ]);
    expect(diffSnapshots({ topNotes: ['rose'] }, { topNotes: ['rose'] })).toEqual([]);
  });

  it('lists every field of a created entity and of a deleted one', () => {
    expect(diffSnapshots(null, { name: 'Saffron', address: { city: 'Pune' } })).toEqual([
      { field: 'name', before: null, after: 'Saffron' },
      { field: 'address.city', before: null, after: 'Pune' },
    ]);
    expect(diffSnapshots({ name: 'Saffron' }, null)).toEqual([{ field: 'name', before: 'Saffron', after: null }]);
  });

  it('finds nothing when nothing changed', () => {
    expect(diffSnapshots({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 2] } })).toEqual([]);
  });
});
