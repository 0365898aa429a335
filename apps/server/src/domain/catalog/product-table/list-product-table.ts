import { and, asc, count, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProductTableQuery, ProductTableResponse } from '@aurelle/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { products, productVariants } from '../../../db/schema/index.ts';
import { containsPattern } from '../../admin-users/contains-pattern.ts';
import { displayBrand, inLowStockView, selectTableRows, shopLowStockThreshold, sizeStatus, tieBreak } from './table-rows.ts';

/** Every word must be in the title, the house or the SKU ("oud 50" finds "Oud Royale", SKU "OUD-50"). */
function searchCondition(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = containsPattern(word);
      return or(
        sql`lower(${products.title}) LIKE ${pattern}`,
        sql`lower(${displayBrand}) LIKE ${pattern}`,
        sql`lower(${productVariants.sku}) LIKE ${pattern}`,
      );
    }),
  );
}

function stockCondition(stock: ProductTableQuery['stock']): SQL | undefined {
  if (stock === 'low') return inLowStockView;
  if (stock === 'out') return eq(productVariants.stock, 0);
  if (stock === 'in') return gt(productVariants.stock, 0);
  return undefined;
}

function filters(query: ProductTableQuery): SQL | undefined {
  return and(
    searchCondition(query.search),
    stockCondition(query.stock),
    query.brand ? sql`lower(${displayBrand}) = ${query.brand.toLowerCase()}` : undefined,
    query.family ? eq(products.fragranceType, query.family) : undefined,
    query.status ? sql`${sizeStatus} = ${query.status}` : undefined,
  );
}

const sortColumn: Record<ProductTableQuery['sort'], SQL | AnyPgColumn> = {
  title: sql`lower(${products.title})`,
  price: productVariants.pricePaise,
  stock: productVariants.stock,
  sku: productVariants.sku,
};

async function countRows(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where);
  return Number(row?.total ?? 0);
}

/**
 * One page of the catalog's sizes for the back office's table, searched, filtered and sorted, with the
 * houses for the filter, the Low-stock view's count and the shop's default threshold.
 */
export async function listProductTable(db: DbOrTx, query: ProductTableQuery): Promise<Omit<ProductTableResponse, 'success'>> {
  const where = filters(query);
  const direction = query.order === 'desc' ? desc : asc;
  const [total, rows, brands, lowStockCount, shopThreshold] = await Promise.all([
    countRows(db, where),
    selectTableRows(db, where, {
      orderBy: [direction(sortColumn[query.sort]), ...tieBreak],
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    db
      .selectDistinct({ brand: displayBrand })
      .from(products)
      .orderBy(asc(displayBrand))
      .then((found) => found.map((row) => row.brand)),
    countRows(db, inLowStockView),
    shopLowStockThreshold(db),
  ]);
  return {
    rows,
    total,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
    brands,
    lowStockCount,
    shopLowStockThreshold: shopThreshold,
  };
}
