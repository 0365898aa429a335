import { z } from 'zod';
import { idParamSchema, MAX_PAGE, queryCount, uuidSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { rupeeAmount, wholeNumberField } from '../money-field.ts';
import { fragranceTypeValues } from './product-values.ts';
import {
  MAX_SIZES_PER_EDIT,
  PRODUCT_TABLE_PAGE_SIZE,
  productTableSortValues,
  productTableStockFilters,
  sizeStatusValues,
  STOCK_REASON_MAX,
} from './product-table-values.ts';
import { variantKindValues } from './variant-values.ts';
import { MAX_LOW_STOCK_THRESHOLD } from '../tax/shop-settings.ts';

export * from './product-table-values.ts';

const MAX_STOCK = 1_000_000;

/**
 * The table's query: words in the title, house or SKU; filters by stock, house, fragrance family and
 * status; a sort and its direction. Every value is optional; an unknown one is refused with what is allowed.
 */
export const productTableQuerySchema = z.object({
  page: queryCount('page', MAX_PAGE).default(1),
  limit: queryCount('limit', 100).default(PRODUCT_TABLE_PAGE_SIZE),
  search: z.string().trim().max(100, 'search is at most 100 characters').optional().default(''),
  stock: z.enum(productTableStockFilters, { message: "stock is 'all', 'low', 'out' or 'in'" }).default('all'),
  brand: z.string().trim().max(80, 'brand is at most 80 characters').optional(),
  family: z.enum(fragranceTypeValues, { message: 'Choose a fragrance family from the list' }).optional(),
  status: z.enum(sizeStatusValues, { message: "status is 'active', 'low', 'out', 'hidden' or 'archived'" }).optional(),
  sort: z.enum(productTableSortValues, { message: "sort is 'title', 'price', 'stock' or 'sku'" }).default('title'),
  order: z.enum(['asc', 'desc'], { message: "order is 'asc' or 'desc'" }).default('asc'),
});
export type ProductTableQuery = z.output<typeof productTableQuerySchema>;

/** One size of the catalog as the table shows it; money in rupees, the sale price and window as set. */
export const productTableRowSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  /** The size's own image, else the product's. */
  image: z.string(),
  title: z.string(),
  /** The house as shoppers see it (a custom brand's own name). */
  brand: z.string(),
  fragranceType: z.enum(fragranceTypeValues),
  sizeMl: z.number().int(),
  kind: z.enum(variantKindValues),
  name: z.string().nullable(),
  sku: z.string(),
  price: z.number(),
  salePrice: z.number(),
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
  stock: z.number().int(),
  /** The size's own low-stock threshold; null follows the shop's default. */
  lowStockThreshold: z.number().int().nullable(),
  /** The threshold in force (its own or the shop's). */
  threshold: z.number().int(),
  /** The size's own parcel for the courier: grams and centimetres; null follows the shop's defaults. */
  shippingWeightGrams: z.number().int().nullable(),
  boxLengthCm: z.number().int().nullable(),
  boxBreadthCm: z.number().int().nullable(),
  boxHeightCm: z.number().int().nullable(),
  isHidden: z.boolean(),
  archivedAt: z.string().nullable(),
  status: z.enum(sizeStatusValues),
});
export type ProductTableRow = z.infer<typeof productTableRowSchema>;

export const productTableResponseSchema = z.object({
  success: z.literal(true),
  rows: z.array(productTableRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** Every house of the catalog, A to Z, for the filter. */
  brands: z.array(z.string()),
  /** How many sizes the Low-stock view lists, whatever the other filters. */
  lowStockCount: z.number().int(),
  /** The shop's default threshold, for sizes without their own. */
  shopLowStockThreshold: z.number().int(),
});
export type ProductTableResponse = z.infer<typeof productTableResponseSchema>;

const stockReasonSchema = z
  .string({ message: 'Give a reason for the stock change' })
  .trim()
  .min(1, 'Give a reason for the stock change')
  .max(STOCK_REASON_MAX, `A reason is at most ${STOCK_REASON_MAX} characters`);

/** A whole percent taken off a price (bulk edits). */
export const percentOffSchema = z
  .number({ message: 'Percent must be a number' })
  .int('Percent must be a whole number')
  .min(1, 'Percent must be from 1 to 99')
  .max(99, 'Percent must be from 1 to 99');

/** The stock a size is set to, the price and the sale price of a size: the same rules and messages as the product form. */
export const sizeStockSchema = wholeNumberField({ label: 'Stock', min: 0, max: MAX_STOCK });
export const sizePriceSchema = rupeeAmount({ label: 'Price', min: 'positive' });
export const sizeSalePriceSchema = rupeeAmount({ label: 'Sale price' });
export const lowStockThresholdSchema = wholeNumberField({ label: 'Low-stock threshold', min: 0, max: MAX_LOW_STOCK_THRESHOLD });

/**
 * One change applied to every selected size. Stock changes are relative to the live stock ("+12", "−3"),
 * or an explicit "set to"; each is recorded with its reason. Prices are set, or lowered by a whole percent of the
 * price in whole rupees; a sale price of 0 ends the sale (and its window). The threshold null follows the shop's.
 */
export const sizeChangeSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('adjustStock'),
      by: wholeNumberField({ label: 'Change', min: -MAX_STOCK, max: MAX_STOCK }).refine((by) => by !== 0, 'Change must not be 0'),
      reason: stockReasonSchema,
    }),
    z.object({ kind: z.literal('setStock'), to: sizeStockSchema, reason: stockReasonSchema }),
    z.object({ kind: z.literal('setPrice'), to: sizePriceSchema }),
    z.object({ kind: z.literal('lowerPrice'), percent: percentOffSchema }),
    z.object({ kind: z.literal('setSalePrice'), to: sizeSalePriceSchema }),
    z.object({ kind: z.literal('salePercentOff'), percent: percentOffSchema }),
    z.object({ kind: z.literal('setLowStockThreshold'), to: lowStockThresholdSchema.nullable() }),
  ],
  { error: 'Choose what to change' },
);
export type SizeChange = z.output<typeof sizeChangeSchema>;
export type SizeChangeInput = z.input<typeof sizeChangeSchema>;
export type SizeChangeKind = SizeChange['kind'];

export const editSizesRequestSchema = z.object(
  {
    variantIds: z
      .array(uuidSchema, { message: 'Select at least one size' })
      .min(1, 'Select at least one size')
      .max(MAX_SIZES_PER_EDIT, `Select at most ${MAX_SIZES_PER_EDIT} sizes at once`)
      .transform((ids) => [...new Set(ids)]),
    change: sizeChangeSchema,
  },
  { message: 'Select sizes and what to change' },
);
export type EditSizesRequest = z.input<typeof editSizesRequestSchema>;

/** What one edit changed on one size (rupees for money; null threshold = the shop's default). Kept in the audit log. */
export const sizeFieldChangeSchema = z.object({
  variantId: z.string(),
  sku: z.string(),
  field: z.enum(['stock', 'price', 'salePrice', 'lowStockThreshold']),
  before: z.number().nullable(),
  after: z.number().nullable(),
});
export type SizeFieldChange = z.infer<typeof sizeFieldChangeSchema>;

export const editSizesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The selected sizes as they are now. */
  rows: z.array(productTableRowSchema),
  /** Only the sizes whose value changed. */
  changes: z.array(sizeFieldChangeSchema),
});
export type EditSizesResponse = z.infer<typeof editSizesResponseSchema>;

/** One recorded stock change of a size: when, by how much, from what to what, why and who. */
export const stockChangeSchema = z.object({
  id: z.string(),
  at: z.string(),
  delta: z.number().int(),
  stockBefore: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.string(),
  by: z.string().nullable(),
});
export type StockChange = z.infer<typeof stockChangeSchema>;
export const stockHistoryResponseSchema = z.object({ success: z.literal(true), changes: z.array(stockChangeSchema) });

/** The back office's table of sizes, its inline and bulk edits, and each size's stock history. */
export const productTableEndpoints = {
  listProductTable: defineEndpoint({
    method: 'GET',
    path: '/api/admin/products/table',
    auth: 'admin',
    permission: 'catalog',
    query: productTableQuerySchema,
    response: { 200: productTableResponseSchema },
  }),
  /**
   * One change to one or many sizes, all or nothing: any size that would break a rule (stock below 0, a sale price
   * not below the price) refuses the whole edit with a 400 naming each, and nothing changes.
   */
  editSizes: defineEndpoint({
    method: 'POST',
    path: '/api/admin/products/sizes/edit',
    auth: 'admin',
    permission: 'catalog',
    body: editSizesRequestSchema,
    response: { 200: editSizesResponseSchema },
  }),
  /** The size's last stock changes, newest first. */
  getStockHistory: defineEndpoint({
    method: 'GET',
    path: '/api/admin/products/sizes/:id/stock-history',
    auth: 'admin',
    permission: 'catalog',
    params: idParamSchema,
    response: { 200: stockHistoryResponseSchema },
  }),
};
