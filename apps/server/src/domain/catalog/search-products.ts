import { and, desc, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Product } from '@aurelle/contract';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { inShop } from './archive/in-shop.ts';
import { presentProduct } from './present-product.ts';
import { productColumns } from './product-columns.ts';
import { catalogVocabulary } from './search-vocabulary.ts';
import { correctKeyword } from './spelling.ts';

export const SEARCH_RESULT_LIMIT = 48;

/**
 * Ranked product search in three steps, each served by its own index.
 * 1. Full text over the weighted search document (title and brand weigh most, then family and
 *    category, then the description, stemmed in English), ranked by ts_rank; an exact title wins.
 * 2. When that leaves room, the keyword with its misspelt words corrected (one wrong, missing or extra letter in a
 *    word of 5+ letters, against the catalog's own words) adds its full-text matches and is offered as a suggestion.
 * 3. When that still leaves room, trigram word similarity on title and brand adds near misses, most
 *    similar first: typos and unfinished words ('vanila', 'vani' → Vanilla).
 * The keyword is always a bound parameter parsed by websearch_to_tsquery, so quotes, operators and
 * punctuation are safe.
 */
export interface SearchResult {
  data: Product[];
  /** The keyword with its misspelt words corrected, when that found products ("Did you mean …?"). */
  suggestion?: string;
}

/** The ids of what a search finds, best first, and its suggestion: what the answer shows, before it is presented. */
export interface SearchHits {
  ids: string[];
  suggestion?: string;
}

/** A step's matches of `term` best first, leaving out `excludedIds`: from SQL, or from the catalog index. */
export type SearchStep = (term: string, excludedIds: string[], limit: number) => Promise<string[]>;

/** The two steps that read the catalog: full text (steps 1 and 2) and trigram near misses (step 3). */
export interface SearchSteps {
  fullText: SearchStep;
  nearMisses: SearchStep;
}

const sqlSteps = (db: DbOrTx): SearchSteps => ({
  fullText: (term, excludedIds, limit) => fullTextMatches(db, term, excludedIds, limit),
  nearMisses: (term, excludedIds, limit) => trigramNearMisses(db, term, excludedIds, limit),
});

/**
 * What the keyword finds, as ids, for the caller to present (the catalog index keeps each product's shopper JSON, so a
 * search answered with it reads no product row). The steps run in SQL unless the index answers them.
 */
export async function searchProductIds(db: DbOrTx, keyword: string, steps: SearchSteps = sqlSteps(db)): Promise<SearchHits> {
  const term = keyword.trim().toLowerCase();
  const matches = await steps.fullText(term, [], SEARCH_RESULT_LIMIT);
  if (matches.length >= SEARCH_RESULT_LIMIT) return { ids: matches };

  // A word of 5+ letters the catalog does not know is corrected to its nearest catalog word: the corrected
  // keyword's matches follow the exact ones, before the trigram near misses.
  const corrected = correctKeyword(term, await catalogVocabulary(db));
  const correctedMatches =
    corrected && corrected !== term ? await steps.fullText(corrected, matches, SEARCH_RESULT_LIMIT - matches.length) : [];
  const found = [...matches, ...correctedMatches];
  const suggestion = correctedMatches.length > 0 ? corrected : undefined;
  if (found.length >= SEARCH_RESULT_LIMIT) return { ids: found, ...(suggestion ? { suggestion } : {}) };

  const nearMisses = await steps.nearMisses(term, found, SEARCH_RESULT_LIMIT - found.length);
  return { ids: [...found, ...nearMisses], ...(suggestion ? { suggestion } : {}) };
}

/** The search's answer read and presented from the database alone (while the catalog index cannot answer). */
export async function searchProducts(db: DbOrTx, keyword: string): Promise<SearchResult> {
  const hits = await searchProductIds(db, keyword);
  const rows = hits.ids.length > 0 ? await db.select(productColumns).from(products).where(inArray(products.id, hits.ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const data = hits.ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentProduct(row)] : [];
  });
  return { data, ...(hits.suggestion ? { suggestion: hits.suggestion } : {}) };
}

/** The keyword as both full-text queries, in tsquery's text form (PostgreSQL parses it; no table is read). */
export async function parseSearchKeyword(db: DbOrTx, term: string): Promise<{ simple: string; english: string }> {
  const [row] = await queryRows<{ simple: string; english: string }>(
    db,
    sql`SELECT websearch_to_tsquery('simple', ${term})::text AS simple, websearch_to_tsquery('english', ${term})::text AS english`,
  );
  return { simple: row?.simple ?? '', english: row?.english ?? '' };
}

/** Full-text matches of `term` ranked by ts_rank (an exact title first), leaving out `excludedIds`. */
export async function fullTextMatches(db: DbOrTx, term: string, excludedIds: string[], limit = SEARCH_RESULT_LIMIT): Promise<string[]> {
  const simpleQuery = sql`websearch_to_tsquery('simple', ${term})`;
  const englishQuery = sql`websearch_to_tsquery('english', ${term})`;
  const title = sql`lower(${products.title})`;
  const rank = sql<number>`(ts_rank(${products.searchDocument}, ${simpleQuery}) + ts_rank(${products.searchDocument}, ${englishQuery})
    + case when ${title} = ${term} then 1 else 0 end)`;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inShop,
        or(sql`${products.searchDocument} @@ ${simpleQuery}`, sql`${products.searchDocument} @@ ${englishQuery}`),
        excludedIds.length > 0 ? notInArray(products.id, excludedIds) : undefined,
      ),
    )
    .orderBy(desc(rank), sql`${title} COLLATE "C"`, products.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Titles and houses similar to the whole keyword (typos, unfinished words), most similar first. */
export async function trigramNearMisses(db: DbOrTx, term: string, excludedIds: string[], limit: number): Promise<string[]> {
  const title = sql`lower(${products.title})`;
  const brand = sql`lower(${products.brand})`;
  const similarity = sql<number>`greatest(word_similarity(${term}, ${title}), word_similarity(${term}, ${brand}))`;
  const rows = await db.transaction(async (tx) => {
    // The planner prices the trigram indexes too high and would compute word similarity on every row
    // (several times slower at 10k products); within this transaction it uses the indexes.
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return tx
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          inShop,
          or(sql`${title} %> ${term}`, sql`${brand} %> ${term}`),
          excludedIds.length > 0 ? notInArray(products.id, excludedIds) : undefined,
        ),
      )
      .orderBy(desc(similarity), sql`${title} COLLATE "C"`, products.id)
      .limit(limit);
  });
  return rows.map((row) => row.id);
}
