import {
  fragranceTypeValues,
  productTableSortValues,
  productTableStockFilters,
  sizeStatusValues,
  type FragranceType,
  type ProductTableQuery,
  type ProductTableSort,
  type ProductTableStockFilter,
  type SizeStatus,
} from '@aurelle/contract';

/** The table's state as the URL holds it: shareable, kept on reload and on the back button. */
export interface TableParams {
  search: string;
  stock: ProductTableStockFilter;
  brand: string | undefined;
  family: FragranceType | undefined;
  status: SizeStatus | undefined;
  sort: ProductTableSort;
  order: 'asc' | 'desc';
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function paramsFromUrl(params: URLSearchParams): TableParams {
  const stock = oneOf(productTableStockFilters, params.get('stock')) ?? 'all';
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    stock,
    brand: params.get('brand') || undefined,
    family: oneOf(fragranceTypeValues, params.get('family')),
    status: oneOf(sizeStatusValues, params.get('status')),
    // The Low-stock view reads most useful emptiest first.
    sort: oneOf(productTableSortValues, params.get('sort')) ?? (stock === 'low' ? 'stock' : 'title'),
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The API query of the state (only what is set). */
export function tableQuery(state: TableParams, search: string): Partial<ProductTableQuery> {
  return {
    page: state.page,
    sort: state.sort,
    order: state.order,
    ...(search ? { search } : {}),
    ...(state.stock !== 'all' ? { stock: state.stock } : {}),
    ...(state.brand ? { brand: state.brand } : {}),
    ...(state.family ? { family: state.family } : {}),
    ...(state.status ? { status: state.status } : {}),
  };
}

export const hasFilters = (state: TableParams) => Boolean(state.search || state.brand || state.family || state.status);
