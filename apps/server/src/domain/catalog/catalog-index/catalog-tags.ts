/**
 * Tags of cached catalog answers and pages (decision 099): a change drops the entries tagged with what it changed.
 * An answer is tagged with each product it shows and with the classes of change it depends on beyond them.
 */
export const CATALOG_TAGS = {
  /** Shows this product (any change to it drops the entry). */
  product: (id: string) => `product:${id}`,
  /** Shows this product's reviews. */
  reviews: (productId: string) => `reviews:${productId}`,
  /** Depends on which products are listed, their order or the facet counts (filters, sorts, membership). */
  listing: 'catalog:listing',
  /** Depends on which products are similar to which (notes, accords, family, stock, rating). */
  similar: 'catalog:similar',
  /** Depends on what search finds (the searchable text of any product). */
  search: 'catalog:search',
  /** Depends on every product (the sitemap's last-modified dates): any product change drops it. */
  anyProduct: 'catalog:any-product',
  /** The home page's feature images. */
  featureImages: 'catalog:feature-images',
} as const;
