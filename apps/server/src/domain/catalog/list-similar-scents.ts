import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { SIMILAR_SCENTS_LIMIT, type SimilarScent } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from './messages.ts';
import { inShop } from './archive/in-shop.ts';
import { presentProduct } from './present-product.ts';
import { productColumns } from './product-columns.ts';

/** A text[] literal of bound values (drizzle would spread a JS array into a list). */
function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Scents like a product: ranked by shared pyramid notes (two points each), then shared accords (one each),
 * then the same family, cars with cars and perfumes with perfumes; sold-out scents and scents sharing nothing are left
 * out. Each answer names what it shares, so the page can say why.
 */
export async function listSimilarScents(db: DbOrTx, productId: string): Promise<SimilarScent[]> {
  const [source] = await db
    .select({
      notes: sql<string[]>`${products.topNotes} || ${products.heartNotes} || ${products.baseNotes}`,
      accords: products.accords,
      fragranceType: products.fragranceType,
      isCarProduct: products.isCarProduct,
    })
    .from(products)
    .where(and(eq(products.id, productId), inShop));
  if (!source) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });

  const notes = textArray(source.notes);
  const accords = textArray(source.accords);
  const sharedNotes = sql<
    string[]
  >`ARRAY(SELECT DISTINCT n COLLATE "C" AS shared FROM unnest(${products.topNotes} || ${products.heartNotes} || ${products.baseNotes}) AS n WHERE n = ANY(${notes}) ORDER BY shared)`;
  const sharedAccords = sql<
    string[]
  >`ARRAY(SELECT DISTINCT a COLLATE "C" AS shared FROM unnest(${products.accords}) AS a WHERE a = ANY(${accords}) ORDER BY shared)`;
  const score = sql<number>`(2 * cardinality(${sharedNotes}) + cardinality(${sharedAccords})
    + CASE WHEN ${products.fragranceType} = ${source.fragranceType} THEN 1 ELSE 0 END)`;
  const rows = await db
    .select({ product: productColumns, sharedNotes, sharedAccords, score })
    .from(products)
    .where(
      and(
        ne(products.id, productId),
        inShop,
        eq(products.isCarProduct, source.isCarProduct),
        sql`${products.totalStock} > 0`,
        sql`((${products.topNotes} || ${products.heartNotes} || ${products.baseNotes}) && ${notes} OR ${products.accords} && ${accords})`,
      ),
    )
    // Ties by title byte-wise and then id, so the order is the same on every server and in the catalog index.
    .orderBy(desc(score), desc(products.averageReview), sql`lower(${products.title}) COLLATE "C"`, products.id)
    .limit(SIMILAR_SCENTS_LIMIT);
  return rows.map((row) => ({ product: presentProduct(row.product), sharedNotes: row.sharedNotes, sharedAccords: row.sharedAccords }));
}
