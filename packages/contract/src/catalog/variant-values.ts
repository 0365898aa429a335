/**
 * Sizes of a perfume (decision 070) as plain values with no schema, so pages can use them at first load.
 */
export const variantKindValues = ['bottle', 'sample', 'set'] as const;
export type VariantKind = (typeof variantKindValues)[number];
export const variantKindLabels: Record<VariantKind, string> = { bottle: 'Bottle', sample: 'Sample', set: 'Discovery set' };

/** The size an existing product's only variant gets when variants arrive, and a new product's when none is given. */
export const DEFAULT_VARIANT_SIZE_ML = 100;
export const MAX_VARIANTS_PER_PRODUCT = 12;
export const MAX_VARIANT_SIZE_ML = 5000;

/**
 * A size's own packed parcel for the courier (decision 098): grams for one unit and its box in whole centimetres.
 * Null follows the shop's defaults in Settings. Shiprocket takes at most 30 kg a parcel, and no box side over 2 m.
 */
export const MAX_SHIPPING_WEIGHT_GRAMS = 30_000;
export const MAX_BOX_SIDE_CM = 200;
export const BOX_ALL_OR_NONE_MESSAGE = "Enter the box's length, breadth and height, or leave all three blank";
export const sizeParcelFields = ['shippingWeightGrams', 'boxLengthCm', 'boxBreadthCm', 'boxHeightCm'] as const;
export type SizeParcelField = (typeof sizeParcelFields)[number];
export type SizeParcel = Record<SizeParcelField, number | null>;

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
  /**
   * The sale's window (decision 081), ISO instants. To shoppers: the window of the sale in force when the
   * answer was made (`salePrice` is then that sale's price), both null when no sale is on (a scheduled sale is not
   * shown before it starts). To the admin: the window as set, beside the sale price as set.
   */
  saleStartsAt: string | null;
  saleEndsAt: string | null;
}

/** "100 ml", "2 ml sample", or the admin's own name (a discovery set's contents, say). */
export function variantLabel(variant: Pick<ProductVariant, 'sizeMl' | 'kind' | 'name'>): string {
  if (variant.name) return variant.name;
  if (variant.kind === 'sample') return `${variant.sizeMl} ml sample`;
  if (variant.kind === 'set') return `Discovery set, ${variant.sizeMl} ml`;
  return `${variant.sizeMl} ml`;
}

/** The unit price a shopper pays for a size as an answer presents it (the server applied the sale's window): the sale price when set, else the price. */
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

/** The product page counts down the last hours of a sale: "Sale ends in 1 day 4 hours". */
export const SALE_COUNTDOWN_HOURS = 48;

export const SALE_WINDOW_ORDER_MESSAGE = 'The sale must end after it starts';
export const SALE_WINDOW_NEEDS_PRICE_MESSAGE = 'Enter a sale price for the sale to start or end';

/**
 * What is wrong with a size's sale window, if anything: the end must come after the start, and a start or
 * an end needs a sale price. The admin form, the CSV import and the server's save all ask this.
 */
export function saleWindowProblem(size: {
  salePrice: number;
  saleStartsAt?: string | null | undefined;
  saleEndsAt?: string | null | undefined;
}): { field: 'saleEndsAt' | 'salePrice'; message: string } | undefined {
  if (size.saleStartsAt && size.saleEndsAt && Date.parse(size.saleEndsAt) <= Date.parse(size.saleStartsAt)) {
    return { field: 'saleEndsAt', message: SALE_WINDOW_ORDER_MESSAGE };
  }
  if ((size.saleStartsAt || size.saleEndsAt) && !(size.salePrice > 0)) {
    return { field: 'salePrice', message: SALE_WINDOW_NEEDS_PRICE_MESSAGE };
  }
  return undefined;
}
