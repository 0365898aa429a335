import { and, desc, notInArray, or, sql } from 'drizzle-orm';
import type { Product } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { presentProduct } from './present-product.ts';
import { productColumns } from './product-columns.ts';

export const SEARCH_RESULT_LIMIT = 48;

/**
 * Ranked product search in two steps, each served by its own index.
 * 1. Full text over the weighted search document (title and brand weigh most, then family and
 *    category, then the description, stemmed in English), ranked by ts_rank; an exact title wins.
 * 2. When that leaves room, trigram word similarity on title and brand adds near misses, most
 *    similar first: typos and unfinished words ('vanila', 'vani' → Vanilla).
 * The keyword is always a bound parameter parsed by websearch_to_tsquery, so quotes, operators and
 * punctuation are safe.
 */
export async function searchProducts(db: DbOrTx, keyword: string): Promise<Product[]> {
  const term = keyword.trim().toLowerCase();
  const simpleQuery = sql`websearch_to_tsquery('simple', ${term})`;
  const englishQuery = sql`websearch_to_tsquery('english', ${term})`;
  const title = sql`lower(${products.title})`;
  const brand = sql`lower(${products.brand})`;

  const rank = sql<number>`(ts_rank(${products.searchDocument}, ${simpleQuery}) + ts_rank(${products.searchDocument}, ${englishQuery})
    + case when ${title} = ${term} then 1 else 0 end)`;
  const matches = await db
    .select(productColumns)
    .from(products)
    .where(or(sql`${products.searchDocument} @@ ${simpleQuery}`, sql`${products.searchDocument} @@ ${englishQuery}`))
    .orderBy(desc(rank), sql`${title} COLLATE "C"`, products.id)
    .limit(SEARCH_RESULT_LIMIT);
  if (matches.length >= SEARCH_RESULT_LIMIT) return matches.map(presentProduct);

  const similarity = sql<number>`greatest(word_similarity(${term}, ${title}), word_similarity(${term}, ${brand}))`;
  const nearMisses = await db.transaction(async (tx) => {
    // The planner prices the trigram indexes too high and would compute word similarity on every row
    // (several times slower at 10k products); within this transaction it uses the indexes.
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return tx
      .select(productColumns)
      .from(products)
      .where(
        and(
          or(sql`${title} %> ${term}`, sql`${brand} %> ${term}`),
          matches.length > 0
            ? notInArray(
                products.id,
                matches.map((row) => row.id),
              )
            : undefined,
        ),
      )
      .orderBy(desc(similarity), sql`${title} COLLATE "C"`, products.id)
      .limit(SEARCH_RESULT_LIMIT - matches.length);
  });
  return [...matches, ...nearMisses].map(presentProduct);
}
