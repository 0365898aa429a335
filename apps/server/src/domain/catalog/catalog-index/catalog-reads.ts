import { searchResponseSchema, type ListProductsQuery, type Product, type SimilarScent } from '@aurelle/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../errors.ts';
import { findProduct } from '../get-product.ts';
import { listShopProducts, type ProductPage } from '../list-shop-products.ts';
import { listSimilarScents } from '../list-similar-scents.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../messages.ts';
import { searchProductIds, searchProducts, type SearchResult } from '../search-products.ts';
import type { CatalogChanges } from './catalog-changes.ts';
import type { CatalogIndex } from './catalog-index.ts';

/** What the shop's catalog reads need: the database, and this instance's index with its change follower. */
export interface CatalogSource {
  db: DbOrTx;
  catalogIndex: CatalogIndex;
  catalogChanges?: CatalogChanges | undefined;
}

/**
 * The index, once it has applied every write committed before this call (decision 099); undefined while it is
 * loading or its notifications may be missed, when the SQL use cases answer.
 */
async function freshIndex(source: CatalogSource): Promise<CatalogIndex | undefined> {
  const changes = source.catalogChanges;
  if (!changes?.isIndexUsable) return undefined;
  await changes.sync();
  return changes.isIndexUsable ? source.catalogIndex : undefined;
}

/**
 * The listing page's answer: the serialised body from the index (made from its kept product pieces), or the page from
 * SQL for the caller to serialise; with the ids it shows (its cache tags).
 */
export async function readListingAnswer(
  source: CatalogSource,
  query: ListProductsQuery,
): Promise<{ body: string; shownIds: string[] } | { page: ProductPage; shownIds: string[] }> {
  const index = await freshIndex(source);
  if (index) return index.listingBody(query);
  const page = await listShopProducts(source.db, query);
  return { page, shownIds: page.data.map((product) => product.id) };
}

/** A product of the shop as shoppers see it (one read by primary key); undefined when it is not in the shop. */
export async function findShopProduct(source: CatalogSource, productId: string): Promise<Product | undefined> {
  return findProduct(source.db, productId);
}

export async function readShopProduct(source: CatalogSource, productId: string): Promise<Product> {
  const product = await findShopProduct(source, productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
  return product;
}

export async function readSimilarScents(source: CatalogSource, productId: string): Promise<SimilarScent[]> {
  const index = await freshIndex(source);
  return index ? index.similarScents(productId) : listSimilarScents(source.db, productId);
}

/**
 * The search's answer: the database ranks the ids; with the index, the body is made from each product's kept shopper
 * JSON (the same text `JSON.stringify(searchResponseSchema.parse(answer))` gives), else the SQL answer to serialise.
 */
export async function readSearchAnswer(
  source: CatalogSource,
  keyword: string,
): Promise<{ body: string; shownIds: string[] } | { result: SearchResult; shownIds: string[] }> {
  const index = await freshIndex(source);
  if (!index) {
    const result = await searchProducts(source.db, keyword);
    return { result, shownIds: result.data.map((product) => product.id) };
  }
  const hits = await searchProductIds(source.db, keyword);
  const { pieces, shownIds } = await index.shopperJson(hits.ids);
  const frame = JSON.stringify(
    searchResponseSchema.parse({ success: true, data: [], ...(hits.suggestion ? { suggestion: hits.suggestion } : {}) }),
  );
  return { body: frame.replace('"data":[]', () => `"data":[${pieces.join(',')}]`), shownIds };
}
