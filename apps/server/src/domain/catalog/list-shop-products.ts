import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  filterGroups,
  perfumeFilterGroups,
  priceBandPaise,
  priceBandValues,
  type Facets,
  type FilterGroup,
  type ListProductsQuery,
  type PerfumeFilterGroup,
  type PriceBand,
  type Product,
  type SortBy,
} from '@aurelle/contract';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { badRequest } from '../errors.ts';
import { inShop } from './archive/in-shop.ts';
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

const perfumeGroups = Object.keys(perfumeFilterGroups) as PerfumeFilterGroup[];

/** A text[] or int[] literal of bound values (drizzle would spread a JS array into a list). */
function arrayOf(values: readonly (string | number)[], type: 'text' | 'int'): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

/** The shown sizes of a product, one row each (`size`), from its projection (decision 070). */
const shownSizes = sql`jsonb_array_elements(${products.variants}) AS size WHERE NOT (size->>'isHidden')::boolean`;
/**
 * A shown size's unit price at `now`: the rule of isSaleOn (decision 081) over the projection's sale price and window,
 * so the price filter and its counts follow a sale from the minute it starts to the minute it ends.
 */
function sizeUnitPrice(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(CASE WHEN (size->>'salePricePaise')::int > 0
    AND coalesce((size->>'saleStartsAt')::timestamptz <= ${at}, true)
    AND coalesce(${at} < (size->>'saleEndsAt')::timestamptz, true)
    THEN (size->>'salePricePaise')::int ELSE (size->>'pricePaise')::int END)`;
}

function bandCondition(band: PriceBand, now: Date): SQL {
  const [low, high] = priceBandPaise[band];
  const price = sizeUnitPrice(now);
  return high === null ? sql`${price} >= ${low}` : sql`(${price} >= ${low} AND ${price} < ${high})`;
}

/** The perfume groups (notes, concentration, size, price): a product matches when one of its notes, sizes or sizes' prices is chosen (OR within a group). */
function perfumeCondition(group: PerfumeFilterGroup, values: readonly string[], now: Date): SQL | undefined {
  if (values.length === 0) return undefined;
  switch (group) {
    case 'notes':
      return sql`(${products.topNotes} || ${products.heartNotes} || ${products.baseNotes}) && ${arrayOf(values, 'text')}`;
    case 'concentration':
      return inArray(products.concentration, values as Array<NonNullable<(typeof products.$inferSelect)['concentration']>>);
    case 'size':
      return sql`EXISTS (SELECT 1 FROM ${shownSizes} AND (size->>'sizeMl')::int = ANY(${arrayOf(values.map(Number), 'int')}))`;
    case 'price':
      return sql`EXISTS (SELECT 1 FROM ${shownSizes} AND (${sql.join(
        values.map((band) => bandCondition(band as PriceBand, now)),
        sql` OR `,
      )}))`;
  }
}

/** How many products have each value of a perfume group, among those matching every other group's choice. */
async function perfumeFacet(db: DbOrTx, group: PerfumeFilterGroup, where: SQL | undefined, now: Date): Promise<Record<string, number>> {
  const filter = where ? sql`AND ${where}` : sql``;
  const bandOf = sql`CASE ${sql.join(
    priceBandValues.map((band) => sql`WHEN ${bandCondition(band, now)} THEN ${band}`),
    sql` `,
  )} END`;
  // Each product once per value it has: its notes, its shown sizes, the bands its shown sizes' prices fall in.
  const valuesOfProduct = {
    notes: sql`SELECT DISTINCT note FROM unnest(${products.topNotes} || ${products.heartNotes} || ${products.baseNotes}) AS note`,
    concentration: sql`SELECT ${products.concentration} WHERE ${products.concentration} IS NOT NULL`,
    size: sql`SELECT DISTINCT size->>'sizeMl' FROM ${shownSizes}`,
    price: sql`SELECT DISTINCT ${bandOf} FROM ${shownSizes}`,
  }[group];
  const query = sql`SELECT value, count(*)::int AS count FROM ${products}, LATERAL (${valuesOfProduct}) AS v(value)
    WHERE value IS NOT NULL ${filter} GROUP BY value`;
  const rows = await queryRows<{ value: string; count: number }>(db, query);
  const counts: Record<string, number> = Object.fromEntries(perfumeFilterGroups[group].map((known) => [known, 0]));
  for (const row of rows) if (group === 'notes' || row.value in counts) counts[row.value] = Number(row.count);
  return counts;
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
 * Prices are those at `now` (decision 081): shown and filtered by the sales in force then; sorted by the projection's
 * effective price, which the sale-edge job re-writes at every start and end.
 */
export async function listShopProducts(db: DbOrTx, query: ListProductsQuery, options: { now?: Date } = {}): Promise<ProductPage> {
  const now = options.now ?? new Date();
  // featured=false is "no restriction" (the spec only ever asks for featured=true). Archived products are never listed
  // nor counted.
  const scope = and(inShop, query.featured === 'true' ? eq(products.isFeatured, true) : undefined);
  const chosen = groups.map((group) => groupCondition(group, query[group])).filter((c): c is SQL => c !== undefined);
  const perfumeChosen = (except?: PerfumeFilterGroup) =>
    perfumeGroups
      .filter((group) => group !== except)
      .map((group) => perfumeCondition(group, query[group], now))
      .filter((c): c is SQL => c !== undefined);
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
      .where(and(scope, ...perfumeChosen()))
      .groupBy(products.gender, products.category, products.isCarProduct, products.fragranceType),
    db
      .select(productColumns)
      .from(products)
      .where(and(scope, ...chosen, ...perfumeChosen()))
      .orderBy(...orderFor(query.sortBy))
      .limit(query.limit)
      .offset(offset),
  ]);

  const { facets, total } = foldFacets(cells, query);
  // The perfume groups, each counted among the products every other group's choice leaves.
  const perfumeFacets = await Promise.all(
    perfumeGroups.map((group) => perfumeFacet(db, group, and(scope, ...chosen, ...perfumeChosen(group)), now)),
  );
  perfumeGroups.forEach((group, index) => {
    facets[group] = perfumeFacets[index] ?? {};
  });
  const totalPages = Math.ceil(total / query.limit);
  if (query.page > 1 && query.page > totalPages) {
    throw badRequest(`Page ${query.page} is beyond the last page (${totalPages})`, {
      page: [`page must be at most ${Math.max(totalPages, 1)}`],
    }).because({ code: 'PAGE_BEYOND_LAST', lastPage: Math.max(totalPages, 1) });
  }
  return { data: rows.map((row) => presentProduct(row, { now })), total, page: query.page, totalPages, facets };
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
