import type { ComponentProps } from 'react';
import { preload } from 'react-dom';
import { cn } from '@/lib/cn';

/**
 * The widths stored for each kind of image: every upload (`…-400.webp`, `…-800.webp`, `…-1600.webp`), the demo
 * catalog's bottles (400, 800) and its hero images (960, 1920).
 */
const variantSets = [
  { pattern: /^(\/uploads\/images\/[\w/-]+?|https?:\/\/[^?#]+\/images\/[\w/-]+?)-(400|800|1600)\.webp$/, widths: [400, 800, 1600] },
  { pattern: /^(\/uploads\/demo\/hero-[\w-]+?)-(960|1920)\.webp$/, widths: [960, 1920] },
  { pattern: /^(\/uploads\/demo\/[\w-]+?)-(400|800)\.webp$/, widths: [400, 800] },
] as const;

/** A srcset over the stored widths of one of our own images; other URLs get none. */
export function imageSrcSet(url: string | undefined): string | undefined {
  if (!url) return undefined;
  for (const { pattern, widths } of variantSets) {
    const match = pattern.exec(url);
    if (match) return widths.map((width) => `${match[1]}-${width}.webp ${width}w`).join(', ');
  }
  return undefined;
}

/** Asks for an image early at high priority (React dedupes, and hoists it into the head when rendering on the server). */
export function preloadImage(src: string, srcSet: string | undefined, sizes: string | undefined): void {
  preload(src, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet } : {}), ...(sizes ? { imageSizes: sizes } : {}) });
}

/**
 * A product or hero image. Lazy by default, async decoding, fixed aspect box so nothing shifts
 * while it loads.
 */
export function ProductImage({
  src,
  alt,
  className,
  sizes = '(min-width: 1280px) 25vw, (min-width: 640px) 50vw, 100vw',
  loading = 'lazy',
  fetchPriority,
  ...props
}: ComponentProps<'img'>) {
  const srcSet = imageSrcSet(src);
  // The page's largest image: a preload React hoists into the server-rendered <head>, so the image is asked for with
  // the stylesheet instead of after it.
  if (fetchPriority === 'high' && src) preloadImage(src, srcSet, sizes);
  return (
    <img
      src={src}
      srcSet={srcSet}
      fetchPriority={fetchPriority}
      alt={alt}
      sizes={sizes}
      loading={loading}
      decoding="async"
      className={cn('size-full object-cover', className)}
      {...props}
    />
  );
}
