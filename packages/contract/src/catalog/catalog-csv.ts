import { z } from 'zod';

/**
 * The catalog as CSV (part 4): one row per size, the product's columns repeated on each of its rows, lists
 * (notes, accords, seasons, times of day) separated by `|`. Import upserts by SKU; `product_id` keeps a product's
 * identity across a round trip (empty for a new product: rows with the same title make one product).
 * `hsn_code` and `gst_rate` (the rate in percent) may be missing from a file made before them, or blank:
 * a new product then gets the defaults and an existing one keeps its values.
 * `sale_starts_at` and `sale_ends_at` are a size's sale window, written in India's time with its offset
 * (`2026-12-01T10:00:00+05:30`; a cell without an offset is read as India's time); blank is no edge. A file without
 * these columns leaves existing sizes' windows as they are.
 * `shipping_weight_grams` and `box_length_cm`, `box_breadth_cm`, `box_height_cm` are a size's own parcel for the courier
 * (whole grams, whole centimetres, the box's three sides or none); blank follows the shop's defaults in Settings, and a
 * file without these columns leaves existing sizes' parcels as they are.
 */
export const catalogCsvColumns = [
  'product_id',
  'title',
  'brand',
  'custom_brand',
  'category',
  'custom_category',
  'gender',
  'fragrance_type',
  'description',
  'image',
  'featured',
  'concentration',
  'top_notes',
  'heart_notes',
  'base_notes',
  'accords',
  'longevity',
  'sillage',
  'seasons',
  'times_of_day',
  'launch_year',
  'perfumer',
  'country_of_origin',
  'hsn_code',
  'gst_rate',
  'sku',
  'size_ml',
  'kind',
  'size_name',
  'price',
  'sale_price',
  'sale_starts_at',
  'sale_ends_at',
  'stock',
  'hidden',
  'size_image',
  'shipping_weight_grams',
  'box_length_cm',
  'box_breadth_cm',
  'box_height_cm',
] as const;
export type CatalogCsvColumn = (typeof catalogCsvColumns)[number];
export type CatalogCsvRow = Record<CatalogCsvColumn, string>;
/** Columns a file may leave out (added after files were first exported). */
export const optionalCatalogCsvColumns: readonly CatalogCsvColumn[] = [
  'hsn_code',
  'gst_rate',
  'sale_starts_at',
  'sale_ends_at',
  'shipping_weight_grams',
  'box_length_cm',
  'box_breadth_cm',
  'box_height_cm',
];

export const CSV_LIST_SEPARATOR = '|';
export const CSV_MAX_ROWS = 20_000;
export const CSV_MAX_BYTES = 20 * 1024 * 1024;

export const importCatalogResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  productsCreated: z.number().int(),
  productsUpdated: z.number().int(),
  sizesWritten: z.number().int(),
  /** Notes the file named that were not in the vocabulary, added to it (only when asked for with `newNotes=add`). */
  notesAdded: z.array(z.string()),
});

/** What to do with notes the vocabulary does not have: refuse the file (the default), or add them to the vocabulary. */
export const importCatalogQuerySchema = z.object({
  newNotes: z.enum(['refuse', 'add'], { message: 'newNotes is refuse or add' }).default('refuse'),
});
export type ImportCatalogQuery = z.input<typeof importCatalogQuerySchema>;
export type ImportCatalogResponse = z.infer<typeof importCatalogResponseSchema>;
