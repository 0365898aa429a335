/**
 * The back office's table of sizes as plain values with no schema, so a page can use them at first load
 * (decision 067); the schemas and endpoints are in `product-table.ts`.
 */
import type { Paise } from '../money.ts';

/** Rows per page of the table unless the client asks for another size (at most 100). */
export const PRODUCT_TABLE_PAGE_SIZE = 25;
/** The most sizes one bulk edit may change at once. */
export const MAX_SIZES_PER_EDIT = 200;
/** How many of a size's last stock changes its history shows. */
export const STOCK_HISTORY_LENGTH = 20;

export const productTableSortValues = ['title', 'price', 'stock', 'sku'] as const;
export type ProductTableSort = (typeof productTableSortValues)[number];
export const productTableSortLabels: Record<ProductTableSort, string> = { title: 'Title', price: 'Price', stock: 'Stock', sku: 'SKU' };

/** The stock filter: every size, those at or below their threshold (the Low-stock view), sold out, or in stock. */
export const productTableStockFilters = ['all', 'low', 'out', 'in'] as const;
export type ProductTableStockFilter = (typeof productTableStockFilters)[number];
export const productTableStockLabels: Record<ProductTableStockFilter, string> = {
  all: 'All stock',
  low: 'Low stock',
  out: 'Out of stock',
  in: 'In stock',
};

/**
 * What a size is to the shop, one word, the first that holds: its product is archived, the size is hidden, it is
 * sold out, it is at or below its low-stock threshold, or it is simply on sale ("active").
 */
export const sizeStatusValues = ['active', 'low', 'out', 'hidden', 'archived'] as const;
export type SizeStatus = (typeof sizeStatusValues)[number];
export const sizeStatusLabels: Record<SizeStatus, string> = {
  active: 'Active',
  low: 'Low stock',
  out: 'Out of stock',
  hidden: 'Hidden size',
  archived: 'Archived',
};

/** Reasons an admin picks for a stock change; any other text may be typed instead. */
export const STOCK_CHANGE_REASONS = ['Restock', 'Correction', 'Damaged'] as const;
export const STOCK_REASON_MAX = 120;

/** Refusals of a bulk or inline edit, word for word (the server's messages and the table's). */
export const SALE_BELOW_PRICE_MESSAGE = 'Sale price must be lower than the price';
export const STOCK_BELOW_ZERO_MESSAGE = 'Stock cannot go below 0';
export const SIZES_GONE_MESSAGE = 'Some of the selected sizes no longer exist; reload the table';

/**
 * A price lowered by `percent` (1–99), in whole rupees (decision 087): ₹1,299 − 20% = ₹1,039.20 → ₹1,039. Halves go
 * up (₹1,250 − 30% = ₹875; ₹5 − 50% = ₹2.50 → ₹3). Integer arithmetic on paise, so no float ever decides a rupee.
 */
export function percentOffInWholeRupees(pricePaise: Paise, percent: number): Paise {
  const hundredths = pricePaise * (100 - percent); // paise × 100
  return Math.floor((hundredths + 5_000) / 10_000) * 100;
}
