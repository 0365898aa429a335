/**
 * Tags of cached catalog answers and pages (decision 099): a change drops the entries tagged with what it changed.
 * An answer is tagged with each product it shows and with the classes of change it depends on beyond them.
 */
export const CATALOG_TAGS = {
  /** Shows this product (any change to it drops the entry). */
  product: (id: string) => productTags.of(id),
  /** Shows this product's reviews. */
  reviews: (productId: string) => reviewTags.of(productId),
  /** Depends on which products are listed, their order or the facet counts (filters, sorts, membership). */
  listing: 'catalog:listing',
  /**
   * The class of changes that can move similar scents (notes, accords, family, kind, stock, rating, title, a product in
   * or out). A change names it; an answer is not tagged with it but with `similarOf` its product (decision 169).
   */
  similar: 'catalog:similar',
  /** Shows this product's similar scents: a change of the `similar` class drops it only if it moved them (ChangedTags). */
  similarOf: (id: string) => similarTags.of(id),
  /** Depends on what search finds (the searchable text of any product). */
  search: 'catalog:search',
  /** Depends on every product (the sitemap's last-modified dates): any product change drops it. */
  anyProduct: 'catalog:any-product',
  /** The home page's feature images. */
  featureImages: 'catalog:feature-images',
} as const;

/**
 * A product's tag, made once and then handed out again: a listing or search miss tags its answer with each of the 24–48
 * products it shows, and a tag made anew each time is a string the cache's maps must flatten and hash (~0.5 µs each,
 * twice per tag), where the one made before is hashed already (decision 131). Forgets everything past MADE_TAGS_KEPT
 * (products deleted since, a catalog far larger than expected).
 */
class TagsById {
  private readonly made = new Map<string, string>();

  constructor(private readonly prefix: string) {}

  of(id: string): string {
    let tag = this.made.get(id);
    if (tag === undefined) {
      if (this.made.size >= MADE_TAGS_KEPT) this.made.clear();
      tag = this.prefix + id;
      this.made.set(id, tag);
    }
    return tag;
  }
}

const MADE_TAGS_KEPT = 250_000;
const productTags = new TagsById('product:');
const reviewTags = new TagsById('reviews:');
/** The prefix of `CATALOG_TAGS.similarOf`'s tags. */
export const SIMILAR_OF_PREFIX = 'catalog:similar-of:';
const similarTags = new TagsById(SIMILAR_OF_PREFIX);
