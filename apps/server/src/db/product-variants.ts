import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { DEFAULT_VARIANT_SIZE_ML, type VariantKind } from '@aurelle/contract';
import { enqueueJob } from '../infra/jobs/queue.ts';
import type { DbOrTx } from './client.ts';
import { syncNoteWords } from './note-words.ts';
import { products, productVariants } from './schema/index.ts';

/** The job that re-writes a product's projection when one of its sales starts or ends (decision 081). */
export const SALE_EDGE_JOB = 'catalog.sale-edge';

/** A SKU for a size the admin did not name one for (the spec's form has no SKU field). */
export function generatedSku(productId: string, sizeMl: number, kind: VariantKind = 'bottle'): string {
  const suffix = { bottle: '', sample: 'S', set: 'SET' }[kind];
  return `AUR-${productId.replace(/-/g, '').slice(0, 10).toUpperCase()}-${sizeMl}${suffix}`;
}

/**
 * Writes a product's projection of its sizes (decision 070): the default size's price and sale price (the first shown
 * size), the shown sizes' summed stock and every size as presented. The one place these columns are written; callers
 * hold the product's row lock (lockProducts), so two writers never interleave their reads of the sizes.
 *
 * Sales have windows (decision 081): `variants` keeps each size's sale price and window as set, and readers apply the
 * window at their own instant; `sale_price_paise` (and so `effective_price_paise`, which sorting reads) is the default
 * size's sale price in force at `at`, by default the database's clock, which is what the sale-edge job relies on: it
 * runs once the database's clock has passed the edge, so its write always sees the sale started or ended.
 */
export async function syncProductVariants(tx: DbOrTx, productId: string, options: { at?: Date } = {}): Promise<void> {
  await productProjectionWrite(tx, productId, options);
}

/** syncProductVariants' statement, not yet sent (for a `Pipeline`, behind the writes of the sizes it reads). */
export function productProjectionWrite(tx: DbOrTx, productId: string, options: { at?: Date } = {}) {
  const at = options.at ? sql`${options.at.toISOString()}::timestamptz` : sql`now()`;
  return tx.execute(sql`
    UPDATE products AS p SET
      price_paise = coalesce(d.price_paise, p.price_paise),
      sale_price_paise = CASE
        WHEN d.price_paise IS NULL THEN p.sale_price_paise
        WHEN d.sale_price_paise > 0 AND (d.sale_starts_at IS NULL OR d.sale_starts_at <= ${at})
          AND (d.sale_ends_at IS NULL OR ${at} < d.sale_ends_at) THEN d.sale_price_paise
        ELSE 0 END,
      total_stock = a.total_stock,
      variants = a.variants,
      updated_at = now()
    FROM (
      SELECT
        coalesce(sum(stock) FILTER (WHERE NOT is_hidden), 0)::int AS total_stock,
        coalesce(jsonb_agg(jsonb_build_object(
          'id', id, 'sizeMl', size_ml, 'kind', kind, 'name', name, 'sku', sku, 'pricePaise', price_paise,
          'salePricePaise', sale_price_paise, 'stock', stock, 'image', image, 'isHidden', is_hidden,
          'saleStartsAt', sale_starts_at, 'saleEndsAt', sale_ends_at
        ) ORDER BY position, created_at, id), '[]'::jsonb) AS variants
      FROM product_variants WHERE product_id = ${productId}
    ) AS a
    LEFT JOIN LATERAL (
      SELECT price_paise, sale_price_paise, sale_starts_at, sale_ends_at FROM product_variants
      WHERE product_id = ${productId} AND NOT is_hidden ORDER BY position, created_at, id LIMIT 1
    ) AS d ON true
    WHERE p.id = ${productId}`);
}

/**
 * syncProductVariants for many products in one statement (a bulk edit of hundreds of sizes), each having at least one
 * size (a product without sizes is left as it is: use syncProductVariants).
 */
export async function syncProductsVariants(tx: DbOrTx, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  // One array parameter, not one per product: building and binding hundreds of them cost the main thread milliseconds.
  const ids = sql`${sql.param([...productIds])}::uuid[]`;
  await tx.execute(sql`
    UPDATE products AS p SET
      price_paise = coalesce(d.price_paise, p.price_paise),
      sale_price_paise = CASE
        WHEN d.price_paise IS NULL THEN p.sale_price_paise
        WHEN d.sale_price_paise > 0 AND (d.sale_starts_at IS NULL OR d.sale_starts_at <= now())
          AND (d.sale_ends_at IS NULL OR now() < d.sale_ends_at) THEN d.sale_price_paise
        ELSE 0 END,
      total_stock = a.total_stock,
      variants = a.variants,
      updated_at = now()
    FROM (
      SELECT
        product_id,
        coalesce(sum(stock) FILTER (WHERE NOT is_hidden), 0)::int AS total_stock,
        coalesce(jsonb_agg(jsonb_build_object(
          'id', id, 'sizeMl', size_ml, 'kind', kind, 'name', name, 'sku', sku, 'pricePaise', price_paise,
          'salePricePaise', sale_price_paise, 'stock', stock, 'image', image, 'isHidden', is_hidden,
          'saleStartsAt', sale_starts_at, 'saleEndsAt', sale_ends_at
        ) ORDER BY position, created_at, id), '[]'::jsonb) AS variants
      FROM product_variants WHERE product_id = ANY(${ids}) GROUP BY product_id
    ) AS a
    LEFT JOIN LATERAL (
      SELECT price_paise, sale_price_paise, sale_starts_at, sale_ends_at FROM product_variants
      WHERE product_id = a.product_id AND NOT is_hidden ORDER BY position, created_at, id LIMIT 1
    ) AS d ON true
    WHERE p.id = a.product_id`);
}

/**
 * Queues, in the caller's transaction, a sale-edge job at every start and end still to come of the product's sales
 * (decision 081); the job re-writes the projection then, and that write tells every instance to drop its caches.
 * Called by every writer of windows after it saved them. A window moved or removed leaves its old jobs behind: they
 * only re-write the projection as it is, so they are harmless; one job per product and instant (dedupe key).
 */
export async function scheduleSaleEdges(tx: DbOrTx, productId: string, now = new Date()): Promise<void> {
  await scheduleSaleEdgesOf(tx, [productId], now);
}

/** scheduleSaleEdges for several products, with one read of their sale windows (a bulk edit of hundreds of sizes). */
export async function scheduleSaleEdgesOf(tx: DbOrTx, productIds: readonly string[], now = new Date()): Promise<void> {
  if (productIds.length === 0) return;
  const sizes = await tx
    .select({ productId: productVariants.productId, startsAt: productVariants.saleStartsAt, endsAt: productVariants.saleEndsAt })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, [...productIds]), gt(productVariants.salePricePaise, 0)));
  const edges = new Set(
    sizes.flatMap((size) =>
      [size.startsAt, size.endsAt]
        .filter((edge): edge is Date => edge !== null && edge > now)
        .map((edge) => `${size.productId} ${edge.toISOString()}`),
    ),
  );
  for (const productAndEdge of [...edges].sort()) {
    const [productId = '', edge = ''] = productAndEdge.split(' ');
    await enqueueJob(tx, SALE_EDGE_JOB, { productId, edge }, { runAt: new Date(edge), dedupeKey: `${SALE_EDGE_JOB}:${productId}:${edge}` });
  }
}

export interface NewVariant {
  sizeMl?: number;
  kind?: VariantKind;
  name?: string | null;
  /** Generated from the product id and size when missing. */
  sku?: string;
  pricePaise: number;
  salePricePaise?: number;
  stock: number;
  image?: string | null;
  isHidden?: boolean;
  saleStartsAt?: Date | null;
  saleEndsAt?: Date | null;
}

export type NewCatalogProduct = Omit<
  typeof products.$inferInsert,
  'pricePaise' | 'salePricePaise' | 'totalStock' | 'variants' | 'noteWords'
>;

/**
 * A product row and its sizes, for code that writes rows directly (demo seed, test factories, benches); the admin form
 * goes through addProduct. The product's price columns and projection come from the sizes (syncProductVariants).
 */
export async function insertCatalogProduct(tx: DbOrTx, values: NewCatalogProduct, variants: readonly NewVariant[]) {
  const [first] = variants;
  if (!first) throw new Error('insertCatalogProduct: a product needs at least one size');
  const [created] = await tx
    .insert(products)
    .values({ ...values, pricePaise: first.pricePaise, salePricePaise: first.salePricePaise ?? 0 })
    .returning({ id: products.id });
  if (!created) throw new Error('insertCatalogProduct: insert returned no row');
  await tx.insert(productVariants).values(
    variants.map((variant, position) => {
      const sizeMl = variant.sizeMl ?? DEFAULT_VARIANT_SIZE_ML;
      return {
        productId: created.id,
        sizeMl,
        kind: variant.kind ?? 'bottle',
        name: variant.name ?? null,
        sku: variant.sku ?? generatedSku(created.id, sizeMl, variant.kind ?? 'bottle'),
        pricePaise: variant.pricePaise,
        salePricePaise: variant.salePricePaise ?? 0,
        stock: variant.stock,
        image: variant.image ?? null,
        position,
        isHidden: variant.isHidden ?? false,
        saleStartsAt: variant.saleStartsAt ?? null,
        saleEndsAt: variant.saleEndsAt ?? null,
      };
    }),
  );
  await syncProductVariants(tx, created.id);
  await scheduleSaleEdges(tx, created.id);
  await syncNoteWords(tx, created.id);
  const [row] = await tx.select().from(products).where(eq(products.id, created.id));
  if (!row) throw new Error('insertCatalogProduct: product vanished');
  return row;
}
