import { describe, expect, it } from 'vitest';
import { CATALOG_TAGS } from './catalog-tags.ts';
import { ChangedTags } from './changed-tags.ts';

describe('ChangedTags', () => {
  it('holds the tags it names, and only those, when the change does not name the similar class', () => {
    const asked: string[] = [];
    const changed = new ChangedTags([CATALOG_TAGS.product('a'), CATALOG_TAGS.listing], (id) => (asked.push(id), true));
    expect(changed.has(CATALOG_TAGS.product('a'))).toBe(true);
    expect(changed.has(CATALOG_TAGS.product('b'))).toBe(false);
    expect(changed.has(CATALOG_TAGS.similarOf('b'))).toBe(false);
    expect(asked).toEqual([]);
    expect(changed.size).toBe(2);
  });

  it("asks once for each product's similar scents whether the change moved them", () => {
    const asked: string[] = [];
    const changed = new ChangedTags([CATALOG_TAGS.similar], (id) => (asked.push(id), id === 'moved'));
    expect(changed.has(CATALOG_TAGS.similarOf('moved'))).toBe(true);
    expect(changed.has(CATALOG_TAGS.similarOf('still'))).toBe(false);
    expect(changed.has(CATALOG_TAGS.similarOf('still'))).toBe(false);
    expect(asked).toEqual(['moved', 'still']);
  });

  it('drops every similar-scents tag without an index to ask, and after it is sealed', () => {
    expect(new ChangedTags([CATALOG_TAGS.similar]).has(CATALOG_TAGS.similarOf('x'))).toBe(true);
    const changed = new ChangedTags([CATALOG_TAGS.similar], () => false);
    expect(changed.has(CATALOG_TAGS.similarOf('x'))).toBe(false);
    changed.seal();
    expect(changed.has(CATALOG_TAGS.similarOf('y'))).toBe(true);
    expect(changed.has(CATALOG_TAGS.similarOf('x'))).toBe(true);
  });
});
