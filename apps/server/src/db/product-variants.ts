import { eq, sql } from 'drizzle-orm';
import { DEFAULT_VARIANT_SIZE_ML, type VariantKind } from '@aurelle/contract';
import type { DbOrTx } from './client.ts';
import { syncNoteWords } from './note-words.ts';
import { products, productVariants } from './schema/index.ts';

/** A SKU for a size the admin did not name one for (the spec's form has no SKU field). */
export function generatedSku(productId: string, sizeMl: number, kind: VariantKind = 'bottle'): string {
  const suffix = { bottle: '', sample: 'S', set: 'SET' }[kind];
  return `AUR-${productId.replace(/-/g, '').slice(0, 10).toUpperCase()}-${sizeMl}${suffix}`;
}

/**
 * Writes a product's projection of its sizes (decision 070): the default size's price and sale price (the first shown
 * size), the shown sizes' summed stock and every size as presented. The one place these columns are written; callers
 * hold the product's row lock (lockProducts), so two writers never interleave their reads of the sizes.
 */
export async function syncProductVariants(tx: DbOrTx, productId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE products AS p SET
      price_paise = coalesce(d.price_paise, p.price_paise),
      sale_price_paise = coalesce(d.sale_price_paise, p.sale_price_paise),
      total_stock = a.total_stock,
      variants = a.variants,
      updated_at = now()
    FROM (
      SELECT
        coalesce(sum(stock) FILTER (WHERE NOT is_hidden), 0)::int AS total_stock,
        coalesce(jsonb_agg(jsonb_build_object(
          'id', id, 'sizeMl', size_ml, 'kind', kind, 'name', name, 'sku', sku, 'pricePaise', price_paise,
          'salePricePaise', sale_price_paise, 'stock', stock, 'image', image, 'isHidden', is_hidden
        ) ORDER BY position, created_at, id), '[]'::jsonb) AS variants
      FROM product_variants WHERE product_id = ${productId}
    ) AS a
    LEFT JOIN LATERAL (
      SELECT price_paise, sale_price_paise FROM product_variants
      WHERE product_id = ${productId} AND NOT is_hidden ORDER BY position, created_at, id LIMIT 1
    ) AS d ON true
    WHERE p.id = ${productId}`);
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
      };
    }),
  );
  await syncProductVariants(tx, created.id);
  await syncNoteWords(tx, created.id);
  const [row] = await tx.select().from(products).where(eq(products.id, created.id));
  if (!row) throw new Error('insertCatalogProduct: product vanished');
  return row;
}
