import { searchResponseSchema, type ListProductsQuery, type Product, type Review, type ReviewSort, type SimilarScent } from '@aurelle/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../errors.ts';
import { findProduct } from '../get-product.ts';
import { listReviews } from '../list-reviews.ts';
import { listShopProducts, type ProductPage } from '../list-shop-products.ts';
import { listSimilarScents } from '../list-similar-scents.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../messages.ts';
import { parseSearchKeyword, searchProductIds, searchProducts, type SearchSteps, type SearchResult } from '../search-products.ts';
import { answerOfPieces } from './answer-json.ts';
import type { CatalogChanges } from './catalog-changes.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { parseTsquery, type TsQuery } from './text-search.ts';

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
  if (!usableIndex(source)) return undefined;
  await source.catalogChanges?.sync();
  return usableIndex(source);
}

/** The index as it stands, when it can answer. */
function usableIndex(source: CatalogSource): CatalogIndex | undefined {
  return source.catalogChanges?.isIndexUsable ? source.catalogIndex : undefined;
}

/**
 * The listing page's answer: the serialised body from the index (made from its kept product pieces), or the page from
 * SQL for the caller to serialise; with the ids it shows (its cache tags).
 */
export async function readListingAnswer(
  source: CatalogSource,
  query: ListProductsQuery,
): Promise<{ body: Buffer; etag: string; shownIds: string[] } | { page: ProductPage; shownIds: string[] }> {
  const index = await freshIndex(source);
  if (index) return index.listingBody(query);
  const page = await listShopProducts(source.db, query);
  return { page, shownIds: page.data.map((product) => product.id) };
}

/**
 * A product of the shop as shoppers see it: from its kept shopper JSON when the index answers, else one read by primary
 * key; undefined when it is not in the shop. `justSynced`: the caller's request has already waited for the index to
 * apply every earlier write (its page was rendered from the product's API answer a moment ago), and the index only
 * moves forward, so a second wait (a round trip to PostgreSQL) adds nothing.
 */
export async function findShopProduct(
  source: CatalogSource,
  productId: string,
  { justSynced = false }: { justSynced?: boolean } = {},
): Promise<Product | undefined> {
  const kept = await keptProductJson(source, productId, justSynced);
  if (kept === undefined) return findProduct(source.db, productId);
  // The piece is productSchema's own serialisation, so parsing it back gives the product as the contract has it.
  return kept === null ? undefined : (JSON.parse(kept) as Product);
}

/** The answer of GET /api/shop/products/get/:id: the serialised body from the index, or the product to serialise. */
export async function readProductAnswer(source: CatalogSource, productId: string): Promise<{ body: string } | { product: Product }> {
  const kept = await keptProductJson(source, productId);
  if (kept === null) throw productNotFound();
  // productResponseSchema's keys, in its order, around the product's own serialisation.
  if (kept !== undefined) return { body: `{"success":true,"data":${kept}}` };
  const product = await findProduct(source.db, productId);
  if (!product) throw productNotFound();
  return { product };
}

/** The similar scents' answer: the serialised body from the index, or the SQL list to serialise; with the ids shown. */
export async function readSimilarScentsAnswer(
  source: CatalogSource,
  productId: string,
): Promise<{ body: Buffer; etag: string; shownIds: string[] } | { scents: SimilarScent[]; shownIds: string[] }> {
  const index = await freshIndex(source);
  if (index) return index.similarScentsBody(productId);
  const scents = await listSimilarScents(source.db, productId);
  return { scents, shownIds: scents.map((scent) => scent.product.id) };
}

/**
 * A product's published reviews in the order asked for. A product the shop shows with no published review has none to
 * read (its count is kept by the transaction that publishes or hides one, and the index is fresh): most of a large
 * catalog, whose product pages then make no database read at all (decision 128). Any other product is read.
 */
export async function readProductReviews(source: CatalogSource, productId: string, sort: ReviewSort): Promise<Review[]> {
  const index = await freshIndex(source);
  if (index?.publishedReviewCount(productId) === 0) return [];
  return listReviews(source.db, productId, sort);
}

/** The product's kept shopper JSON; null when it is not in the shop, undefined when the index cannot answer. */
async function keptProductJson(source: CatalogSource, productId: string, justSynced = false): Promise<string | null | undefined> {
  const index = justSynced ? usableIndex(source) : await freshIndex(source);
  if (!index) return undefined;
  const { pieces } = await index.shopperJson([productId]);
  return pieces[0]?.bytes.toString() ?? null;
}

function productNotFound(): Error {
  return notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
}

/**
 * The search's answer: the database ranks the ids; with the index, the body is made from each product's kept shopper
 * JSON (the same text `JSON.stringify(searchResponseSchema.parse(answer))` gives), else the SQL answer to serialise.
 */
export async function readSearchAnswer(
  source: CatalogSource,
  keyword: string,
): Promise<{ body: Buffer; etag: string; shownIds: string[] } | { result: SearchResult; shownIds: string[] }> {
  const index = await freshIndex(source);
  if (!index) {
    const result = await searchProducts(source.db, keyword);
    return { result, shownIds: result.data.map((product) => product.id) };
  }
  // The keyword's parse and the spelling vocabulary are read through the index's connections, as its own reads are.
  const hits = await searchProductIds(index.db, keyword, indexSearchSteps(index.db, index));
  const { pieces, shownIds } = await index.shopperJson(hits.ids);
  const frame = JSON.stringify(
    searchResponseSchema.parse({ success: true, data: [], ...(hits.suggestion ? { suggestion: hits.suggestion } : {}) }),
  );
  return { ...answerOfPieces(frame, pieces), shownIds };
}

/** Keywords as parsed queries, kept a while: parsing depends only on the keyword and the database's dictionaries. */
const parsedKeywords = new Map<string, { simple: TsQuery | undefined; english: TsQuery | undefined }>();
const PARSED_KEYWORDS_KEPT = 2000;

/**
 * The search's steps from the index: for full text PostgreSQL parses the keyword (no table read) and the index matches
 * and ranks; near misses are the index's alone.
 */
function indexSearchSteps(db: DbOrTx, index: CatalogIndex): SearchSteps {
  const fullText: SearchSteps['fullText'] = async (term, excludedIds, limit) => {
    let queries = parsedKeywords.get(term);
    if (!queries) {
      const parsed = await parseSearchKeyword(db, term);
      queries = { simple: parseTsquery(parsed.simple), english: parseTsquery(parsed.english) };
      parsedKeywords.set(term, queries);
      if (parsedKeywords.size > PARSED_KEYWORDS_KEPT) {
        const oldest = parsedKeywords.keys().next().value;
        if (oldest !== undefined) parsedKeywords.delete(oldest);
      }
    }
    return index.fullTextMatches(queries, term, new Set(excludedIds), limit);
  };
  const nearMisses: SearchSteps['nearMisses'] = async (term, excludedIds, limit) => index.nearMisses(term, new Set(excludedIds), limit);
  return { fullText, nearMisses };
}
