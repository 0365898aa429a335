import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Widths the server stores for every upload (`…-400.webp`, `…-800.webp`, `…-1600.webp`). */
const storedWidths = [400, 800, 1600] as const;
const variantPattern = /^(\/uploads\/images\/[\w/-]+?|https?:\/\/[^?#]+\/images\/[\w/-]+?)-(400|800|1600)\.webp$/;

/** A srcset over the stored widths for one of our own uploads; other URLs get none. */
export function imageSrcSet(url: string | undefined): string | undefined {
  const match = url ? variantPattern.exec(url) : null;
  if (!match) return undefined;
  return storedWidths.map((width) => `${match[1]}-${width}.webp ${width}w`).join(', ');
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
  ...props
}: ComponentProps<'img'>) {
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      alt={alt}
      sizes={sizes}
      loading={loading}
      decoding="async"
      className={cn('size-full object-cover', className)}
      {...props}
    />
  );
}
