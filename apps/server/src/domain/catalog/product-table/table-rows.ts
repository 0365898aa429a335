import { and, asc, eq, isNull, not, sql, type SQL } from 'drizzle-orm';
import { paiseToRupees, type ProductTableRow, type SizeStatus } from '@aurelle/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { products, productVariants, shopSettings } from '../../../db/schema/index.ts';
import { effectiveLowStockThreshold, lowStockCondition } from '../low-stock/low-stock-rule.ts';

/** The house as shoppers see it: a custom brand's own name, else the brand. */
export const displayBrand: SQL<string> = sql<string>`CASE WHEN ${products.brand} = 'custom' AND coalesce(${products.customBrand}, '') <> '' THEN ${products.customBrand} ELSE ${products.brand} END`;

/**
 * The sizes the Low-stock view lists: low by the one rule, on sale (not hidden) and of a product still in the shop
 * (not archived); nobody can buy the others, so they are never "low".
 */
export const inLowStockView: SQL = and(lowStockCondition, not(productVariants.isHidden), isNull(products.archivedAt)) as SQL;

/** A size's one status word, the first that holds (archived, hidden, sold out, low, else active). */
export const sizeStatus: SQL<SizeStatus> = sql<SizeStatus>`CASE
  WHEN ${products.archivedAt} IS NOT NULL THEN 'archived'
  WHEN ${productVariants.isHidden} THEN 'hidden'
  WHEN ${productVariants.stock} = 0 THEN 'out'
  WHEN ${lowStockCondition} THEN 'low'
  ELSE 'active' END`;

/** What a table row reads: a size joined with its product (the caller adds the join). */
export const tableRowColumns = {
  variantId: productVariants.id,
  productId: productVariants.productId,
  image: sql<string>`coalesce(${productVariants.image}, ${products.image})`,
  title: products.title,
  brand: displayBrand,
  fragranceType: products.fragranceType,
  sizeMl: productVariants.sizeMl,
  kind: productVariants.kind,
  name: productVariants.name,
  sku: productVariants.sku,
  pricePaise: productVariants.pricePaise,
  salePricePaise: productVariants.salePricePaise,
  saleStartsAt: productVariants.saleStartsAt,
  saleEndsAt: productVariants.saleEndsAt,
  stock: productVariants.stock,
  lowStockThreshold: productVariants.lowStockThreshold,
  threshold: sql<number>`(${effectiveLowStockThreshold})::int`,
  shippingWeightGrams: productVariants.shippingWeightGrams,
  boxLengthCm: productVariants.boxLengthCm,
  boxBreadthCm: productVariants.boxBreadthCm,
  boxHeightCm: productVariants.boxHeightCm,
  isHidden: productVariants.isHidden,
  archivedAt: products.archivedAt,
  status: sizeStatus,
};

function tableRowsQuery(db: DbOrTx) {
  return db.select(tableRowColumns).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).$dynamic();
}
type TableRowRecord = Awaited<ReturnType<typeof tableRowsQuery>>[number];

/** A row as the API sends it: rupees, ISO instants, the threshold in force. */
export function presentTableRow(row: TableRowRecord): ProductTableRow {
  return {
    variantId: row.variantId,
    productId: row.productId,
    image: row.image,
    title: row.title,
    brand: row.brand,
    // Only ever written through the contract's enum (admin form, CSV, seed).
    fragranceType: row.fragranceType as ProductTableRow['fragranceType'],
    sizeMl: row.sizeMl,
    kind: row.kind,
    name: row.name,
    sku: row.sku,
    price: paiseToRupees(row.pricePaise),
    salePrice: paiseToRupees(row.salePricePaise),
    saleStartsAt: row.saleStartsAt ? new Date(row.saleStartsAt).toISOString() : null,
    saleEndsAt: row.saleEndsAt ? new Date(row.saleEndsAt).toISOString() : null,
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    threshold: Number(row.threshold),
    shippingWeightGrams: row.shippingWeightGrams,
    boxLengthCm: row.boxLengthCm,
    boxBreadthCm: row.boxBreadthCm,
    boxHeightCm: row.boxHeightCm,
    isHidden: row.isHidden,
    archivedAt: row.archivedAt ? new Date(row.archivedAt).toISOString() : null,
    status: row.status,
  };
}

/** The order rows come in after the chosen sort: title A to Z, then the smaller size, then the id (stable pages). */
export const tieBreak = [asc(sql`lower(${products.title})`), asc(productVariants.sizeMl), asc(productVariants.id)];

/** Rows of the table for some condition (every filter is one), in the tie-break order unless told otherwise. */
export async function selectTableRows(
  db: DbOrTx,
  where: SQL | undefined,
  options: { orderBy?: SQL[]; limit?: number; offset?: number } = {},
): Promise<ProductTableRow[]> {
  let query = tableRowsQuery(db)
    .where(where)
    .orderBy(...(options.orderBy ?? tieBreak));
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  const rows = await query;
  return rows.map(presentTableRow);
}

/** The shop's default low-stock threshold (its one settings row; the column's default when the row is missing). */
export async function shopLowStockThreshold(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ threshold: shopSettings.lowStockThreshold }).from(shopSettings).where(eq(shopSettings.id, 1));
  return row?.threshold ?? 5;
}
