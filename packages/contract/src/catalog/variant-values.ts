/**
 * Sizes of a perfume (issue 9, decision 070) as plain values with no schema, so pages can use them at first load.
 */
export const variantKindValues = ['bottle', 'sample', 'set'] as const;
export type VariantKind = (typeof variantKindValues)[number];
export const variantKindLabels: Record<VariantKind, string> = { bottle: 'Bottle', sample: 'Sample', set: 'Discovery set' };

/** The size an existing product's only variant gets when variants arrive, and a new product's when none is given. */
export const DEFAULT_VARIANT_SIZE_ML = 100;
export const MAX_VARIANTS_PER_PRODUCT = 12;
export const MAX_VARIANT_SIZE_ML = 5000;

/** A size as every product response shows it; `price`, `salePrice` in rupees, like the product's. */
export interface ProductVariant {
  id: string;
  sizeMl: number;
  kind: VariantKind;
  name: string | null;
  sku: string;
  price: number;
  salePrice: number;
  stock: number;
  image: string | null;
  isHidden: boolean;
}

/** "100 ml", "2 ml sample", or the admin's own name (a discovery set's contents, say). */
export function variantLabel(variant: Pick<ProductVariant, 'sizeMl' | 'kind' | 'name'>): string {
  if (variant.name) return variant.name;
  if (variant.kind === 'sample') return `${variant.sizeMl} ml sample`;
  if (variant.kind === 'set') return `Discovery set, ${variant.sizeMl} ml`;
  return `${variant.sizeMl} ml`;
}

/** The unit price a shopper pays for a size: the sale price when set, else the price. */
export function variantUnitPrice(variant: Pick<ProductVariant, 'price' | 'salePrice'>): number {
  return variant.salePrice > 0 ? variant.salePrice : variant.price;
}

/** The sizes a shopper can choose, in the admin's order. */
export function shopperVariants<V extends Pick<ProductVariant, 'isHidden'>>(variants: readonly V[]): V[] {
  return variants.filter((variant) => !variant.isHidden);
}

/**
 * The lowest unit price over the shopper's sizes when they differ ("from ₹…" on cards), else null. Sizes in stock
 * count first: a sold-out sample must not make a card promise a price nobody can pay today.
 */
export function fromPrice(variants: readonly ProductVariant[]): number | null {
  const shown = shopperVariants(variants);
  const inStock = shown.filter((variant) => variant.stock > 0);
  const prices = (inStock.length > 0 ? inStock : shown).map(variantUnitPrice);
  if (prices.length < 2) return null;
  const lowest = Math.min(...prices);
  return prices.some((price) => price !== lowest) ? lowest : null;
}
