import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { filterGroups, type Facets, type FilterGroup, type ListProductsQuery, type Product, type SortBy } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { badRequest } from '../errors.ts';
import { presentProduct } from './present-product.ts';
import { productColumns } from './product-columns.ts';

export interface ProductPage {
  data: Product[];
  total: number;
  page: number;
  totalPages: number;
  facets: Facets;
}

const groups = Object.keys(filterGroups) as FilterGroup[];

/** Values within a group are alternatives (OR); undefined when nothing is chosen in it. */
function groupCondition(group: FilterGroup, values: readonly string[]): SQL | undefined {
  if (values.length === 0) return undefined;
  switch (group) {
    case 'gender':
      return inArray(products.gender, values as Array<'male' | 'female'>);
    case 'category':
      return inArray(products.category, [...values]);
    case 'car':
      return eq(products.isCarProduct, true);
    case 'fragranceType':
      return inArray(products.fragranceType, [...values]);
  }
}

function orderFor(sortBy: SortBy): SQL[] {
  // Title order is case-insensitive and byte-wise, so it is the same on every server's collation.
  const titleKey = sql`lower(${products.title}) COLLATE "C"`;
  switch (sortBy) {
    case 'price-lowtohigh':
      return [asc(products.effectivePricePaise), asc(products.id)];
    case 'price-hightolow':
      return [desc(products.effectivePricePaise), desc(products.id)];
    case 'title-atoz':
      return [asc(titleKey), asc(products.id)];
    case 'title-ztoa':
      return [desc(titleKey), desc(products.id)];
  }
}

/** The value a product has in each filter group (the car group's value is 'true' or 'false'). */
interface Cell {
  gender: string;
  category: string;
  car: string;
  fragranceType: string;
  count: number;
}

/**
 * One page of the shop listing plus the filter counts (docs/decisions/021-catalog-listing-and-search.md). Groups combine with AND,
 * values within a group with OR. facets[group][value] counts products having that value among those
 * matching every OTHER group's choice, so a shopper sees how many results each option would give.
 * The counts come from one grouped scan (at most a few hundred cells: gender × category × car × family),
 * folded into facets and the total here; the page is a second, index-ordered query run alongside it.
 */
export async function listShopProducts(db: DbOrTx, query: ListProductsQuery): Promise<ProductPage> {
  // featured=false is "no restriction" (the spec only ever asks for featured=true).
  const scope = query.featured === 'true' ? eq(products.isFeatured, true) : undefined;
  const chosen = groups.map((group) => groupCondition(group, query[group])).filter((c): c is SQL => c !== undefined);
  const offset = (query.page - 1) * query.limit;

  const [cells, rows] = await Promise.all([
    db
      .select({
        gender: products.gender,
        category: products.category,
        car: sql<string>`${products.isCarProduct}::text`,
        fragranceType: products.fragranceType,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(products)
      .where(scope)
      .groupBy(products.gender, products.category, products.isCarProduct, products.fragranceType),
    db
      .select(productColumns)
      .from(products)
      .where(and(scope, ...chosen))
      .orderBy(...orderFor(query.sortBy))
      .limit(query.limit)
      .offset(offset),
  ]);

  const { facets, total } = foldFacets(cells, query);
  const totalPages = Math.ceil(total / query.limit);
  if (query.page > 1 && query.page > totalPages) {
    throw badRequest(`Page ${query.page} is beyond the last page (${totalPages})`, {
      page: [`page must be at most ${Math.max(totalPages, 1)}`],
    }).because({ code: 'PAGE_BEYOND_LAST', lastPage: Math.max(totalPages, 1) });
  }
  return { data: rows.map((row) => presentProduct(row)), total, page: query.page, totalPages, facets };
}

/** Facet counts and the total from the grouped cells, applying the same OR-within, AND-across rule. */
export function foldFacets(cells: Cell[], query: Pick<ListProductsQuery, FilterGroup>): { facets: Facets; total: number } {
  const matches = (cell: Cell, group: FilterGroup) => {
    const values: readonly string[] = query[group];
    return values.length === 0 || values.includes(cell[group]);
  };
  const facets: Facets = {};
  for (const group of groups) facets[group] = Object.fromEntries(filterGroups[group].map((value) => [value, 0]));
  let total = 0;
  for (const cell of cells) {
    if (groups.every((group) => matches(cell, group))) total += cell.count;
    for (const group of groups) {
      const counts = facets[group];
      if (counts && cell[group] in counts && groups.every((other) => other === group || matches(cell, other))) {
        counts[cell[group]] = (counts[cell[group]] ?? 0) + cell.count;
      }
    }
  }
  return { facets, total };
}
