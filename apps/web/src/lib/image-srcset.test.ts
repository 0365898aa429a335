import { describe, expect, it } from 'vitest';
import { variantsSrcSet } from './image-srcset';

const variants = [
  { width: 1600, url: '/uploads/images/a-1600.webp' },
  { width: 400, url: '/uploads/images/a-400.webp' },
  { width: 800, url: '/uploads/images/a-800.webp' },
];

describe('image srcset from stored widths', () => {
  it('lists every width, narrowest first', () => {
    expect(variantsSrcSet(variants)).toBe(
      '/uploads/images/a-400.webp 400w, /uploads/images/a-800.webp 800w, /uploads/images/a-1600.webp 1600w',
    );
  });

  it('gives none for an image without widths', () => {
    expect(variantsSrcSet([])).toBeUndefined();
    expect(variantsSrcSet([{ width: 0, url: '/x.webp' }])).toBeUndefined();
  });
});
