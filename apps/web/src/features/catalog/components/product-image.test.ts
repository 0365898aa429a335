import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './product-image';

describe('imageSrcSet', () => {
  it('lists every stored width of an upload, a demo bottle and a demo hero', () => {
    expect(imageSrcSet('/uploads/images/ab/cd-800.webp')).toBe(
      '/uploads/images/ab/cd-400.webp 400w, /uploads/images/ab/cd-800.webp 800w, /uploads/images/ab/cd-1600.webp 1600w',
    );
    expect(imageSrcSet('https://cdn.example.com/shop/images/x-1600.webp')).toContain('https://cdn.example.com/shop/images/x-400.webp 400w');
    expect(imageSrcSet('/uploads/demo/amber-lace-0736d39270-800.webp')).toBe(
      '/uploads/demo/amber-lace-0736d39270-400.webp 400w, /uploads/demo/amber-lace-0736d39270-800.webp 800w',
    );
    expect(imageSrcSet('/uploads/demo/hero-ink-and-gold-01dd156172-1920.webp')).toBe(
      '/uploads/demo/hero-ink-and-gold-01dd156172-960.webp 960w, /uploads/demo/hero-ink-and-gold-01dd156172-1920.webp 1920w',
    );
  });

  it('gives none for an image whose widths it does not know', () => {
    expect(imageSrcSet('https://elsewhere.example/photo.jpg')).toBeUndefined();
    expect(imageSrcSet('/uploads/demo/hero-ink-and-gold-01dd156172-1200.webp')).toBeUndefined();
    expect(imageSrcSet(undefined)).toBeUndefined();
  });
});
