/** One stored width of an uploaded image (the contract's `imageVariantSchema`). */
export interface ImageVariant {
  width: number;
  url: string;
}

/** A srcset over an upload's stored widths (`…-400.webp 400w, …`), narrowest first; undefined when it has none. */
export function variantsSrcSet(variants: readonly ImageVariant[]): string | undefined {
  const usable = variants.filter((variant) => variant.url && Number.isInteger(variant.width) && variant.width > 0);
  if (usable.length === 0) return undefined;
  return [...usable]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}
