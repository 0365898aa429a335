import { inArray, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import {
  catalogCsvColumns,
  CSV_LIST_SEPARATOR,
  CSV_MAX_ROWS,
  noteNameSchema,
  normaliseNoteName,
  optionalCatalogCsvColumns,
  MAX_VARIANTS_PER_PRODUCT,
  paiseToRupees,
  productInputSchema,
  productVariantInputSchema,
  uuidSchema,
  type CatalogCsvColumn,
  type CatalogCsvRow,
  type ParsedProductInput,
  type ParsedProductVariantInput,
} from '@aurelle/contract';
import type { Db } from '../../../db/client.ts';
import { fragranceNotes, products, productVariants } from '../../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { addProduct } from '../add-product.ts';
import { editProduct } from '../edit-product.ts';
import { STOCK_REASON_CATALOG_IMPORT } from '../stock-reasons.ts';
import { unknownNotesMessage } from '../notes/check-pyramid.ts';

export interface ImportOutcome {
  productsCreated: number;
  productsUpdated: number;
  sizesWritten: number;
  notesAdded: string[];
}

export interface ImportOptions {
  adminId: string | null;
  /** Notes outside the vocabulary are added to it (listed in the outcome) rather than refusing the file. */
  addNewNotes?: boolean;
}

/** Where a schema field of the product or the size is read from in a row, for the row's error messages. */
const productColumnOf: Record<string, CatalogCsvColumn> = {
  image: 'image',
  title: 'title',
  description: 'description',
  category: 'category',
  customCategory: 'custom_category',
  brand: 'brand',
  customBrand: 'custom_brand',
  price: 'price',
  salePrice: 'sale_price',
  totalStock: 'stock',
  gender: 'gender',
  fragranceType: 'fragrance_type',
  isFeatured: 'featured',
  concentration: 'concentration',
  'notes.top': 'top_notes',
  'notes.heart': 'heart_notes',
  'notes.base': 'base_notes',
  accords: 'accords',
  longevity: 'longevity',
  sillage: 'sillage',
  seasons: 'seasons',
  timesOfDay: 'times_of_day',
  launchYear: 'launch_year',
  perfumer: 'perfumer',
  countryOfOrigin: 'country_of_origin',
  hsnCode: 'hsn_code',
  gstRate: 'gst_rate',
};
const sizeColumnOf: Record<string, CatalogCsvColumn> = {
  sizeMl: 'size_ml',
  kind: 'kind',
  name: 'size_name',
  sku: 'sku',
  price: 'price',
  salePrice: 'sale_price',
  stock: 'stock',
  image: 'size_image',
  isHidden: 'hidden',
  saleStartsAt: 'sale_starts_at',
  saleEndsAt: 'sale_ends_at',
  shippingWeightGrams: 'shipping_weight_grams',
  boxLengthCm: 'box_length_cm',
  boxBreadthCm: 'box_breadth_cm',
  boxHeightCm: 'box_height_cm',
};

/** A size's parcel columns and the fields they fill. */
const parcelColumns = [
  ['shipping_weight_grams', 'shippingWeightGrams'],
  ['box_length_cm', 'boxLengthCm'],
  ['box_breadth_cm', 'boxBreadthCm'],
  ['box_height_cm', 'boxHeightCm'],
] as const;

const list = (cell: string) =>
  cell
    .split(CSV_LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
const blankToNull = (cell: string) => (cell.trim() === '' ? null : cell);
const blankToUndefined = (cell: string) => (cell.trim() === '' ? undefined : cell);

/** The product a row describes, as the admin form would send it (its size's price and stock stand in for the spec's). */
function productCandidate(row: CatalogCsvRow) {
  return {
    image: row.image,
    title: row.title,
    description: row.description,
    category: row.category,
    customCategory: blankToNull(row.custom_category),
    brand: row.brand,
    customBrand: blankToNull(row.custom_brand),
    price: row.price,
    salePrice: row.sale_price,
    totalStock: row.stock,
    gender: row.gender,
    fragranceType: row.fragrance_type,
    isFeatured: row.featured,
    concentration: row.concentration,
    notes: { top: list(row.top_notes), heart: list(row.heart_notes), base: list(row.base_notes) },
    accords: list(row.accords),
    longevity: row.longevity,
    sillage: row.sillage,
    seasons: list(row.seasons),
    timesOfDay: list(row.times_of_day),
    launchYear: row.launch_year,
    perfumer: row.perfumer,
    countryOfOrigin: row.country_of_origin,
    // Blank (or a file without these columns): the defaults for a new product, the stored values for an existing one.
    hsnCode: blankToUndefined(row.hsn_code),
    gstRate: blankToUndefined(row.gst_rate),
  };
}

/**
 * A sale window column the file has gives the edge (blank: none); a column it leaves out keeps a size's own edge.
 * The parcel's columns likewise: blank is the shop's default, left out keeps the size's own.
 */
function sizeCandidate(row: CatalogCsvRow, absent: readonly CatalogCsvColumn[]) {
  return {
    ...Object.fromEntries(parcelColumns.flatMap(([column, field]) => (absent.includes(column) ? [] : [[field, row[column]]]))),
    ...(absent.includes('sale_starts_at') ? {} : { saleStartsAt: row.sale_starts_at }),
    ...(absent.includes('sale_ends_at') ? {} : { saleEndsAt: row.sale_ends_at }),
    sizeMl: row.size_ml,
    kind: row.kind === '' ? undefined : row.kind,
    name: row.size_name,
    sku: row.sku,
    price: row.price,
    salePrice: row.sale_price,
    stock: row.stock,
    image: blankToNull(row.size_image),
    isHidden: row.hidden === '' ? 'false' : row.hidden,
  };
}

function issuesOf(error: z.ZodError, columns: Record<string, CatalogCsvColumn>): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.filter((part) => typeof part === 'string').join('.');
    const column = columns[path] ?? columns[String(issue.path[0])] ?? path;
    return `${column}: ${issue.message}`;
  });
}

interface ParsedRow {
  line: number;
  key: string;
  productId: string | undefined;
  product: ParsedProductInput;
  size: ParsedProductVariantInput;
}

/** The product's own columns, to compare the rows of one product (its size's columns may differ). */
function productSignature(product: ParsedProductInput): string {
  const {
    price: _price,
    salePrice: _salePrice,
    totalStock: _totalStock,
    previousTotalStock: _previous,
    variants: _variants,
    ...own
  } = product;
  return JSON.stringify(own);
}

const tooManySizesMessage = `A product has at most ${MAX_VARIANTS_PER_PRODUCT} sizes`;

/**
 * The file as UTF-8 text. A file that is not (saved as "CSV" in a legacy code page, or damaged) is refused, naming the
 * first row with a byte that is not UTF-8, rather than imported with its letters garbled.
 */
function utf8Text(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const text = new TextDecoder('utf-8').decode(bytes);
    const bad = text.indexOf('\uFFFD');
    // The row the bad byte is on: records counted by csv-parse over the text before it (the header is row 1).
    let row = 1;
    try {
      const before = text.slice(0, bad);
      const records = parse(before, { bom: true, skip_empty_lines: true, relax_quotes: true, relax_column_count: true }) as unknown[];
      // Right after a line break, the bad byte starts the next row.
      row = Math.max(1, records.length + (/\n$/.test(before) ? 1 : 0));
    } catch {
      row = text.slice(0, bad).split(/\r?\n/).length;
    }
    const message = `Row ${row} is not UTF-8 text: save the file as "CSV UTF-8" and import it again; nothing was imported`;
    throw badRequest(message, { [`row ${row}`]: ['the file is not UTF-8 text here'] }).because({ code: 'CSV_ROWS_INVALID', rows: 1 });
  }
}

/**
 * The file's rows as records and the optional columns it leaves out, refusing a file that is not the catalog's CSV
 * (unreadable, wrong or missing columns, too many rows).
 */
function readRows(csv: string): { rows: CatalogCsvRow[]; absent: CatalogCsvColumn[] } {
  let records: Record<string, string>[];
  try {
    records = parse(csv, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: false }) as Record<string, string>[];
  } catch (error) {
    throw badRequest(`The file is not a readable CSV: ${error instanceof Error ? error.message : 'unknown error'}`);
  }
  const header = records.length > 0 ? Object.keys(records[0] ?? {}) : (csv.split(/\r?\n/, 1)[0] ?? '').split(',');
  const missing = catalogCsvColumns.filter((column) => !header.includes(column) && !optionalCatalogCsvColumns.includes(column));
  const unknown = header.filter((column) => !(catalogCsvColumns as readonly string[]).includes(column));
  if (missing.length > 0 || unknown.length > 0) {
    const parts = [missing.length > 0 ? `missing ${missing.join(', ')}` : '', unknown.length > 0 ? `unknown ${unknown.join(', ')}` : ''];
    throw badRequest(`The file's columns are not the catalog's: ${parts.filter(Boolean).join('; ')}`);
  }
  if (records.length === 0) throw badRequest('The file has no rows to import');
  if (records.length > CSV_MAX_ROWS) throw badRequest(`A file holds at most ${CSV_MAX_ROWS.toLocaleString('en-IN')} rows`);
  // An optional column the file leaves out reads as blank cells.
  const absent = optionalCatalogCsvColumns.filter((column) => !header.includes(column));
  if (absent.length === 0) return { rows: records as CatalogCsvRow[], absent };
  const blanks = Object.fromEntries(absent.map((column) => [column, '']));
  return { rows: records.map((record) => ({ ...blanks, ...record })) as CatalogCsvRow[], absent };
}

/**
 * Imports a catalog CSV: every row is checked (the admin form's rules, known notes, one SKU per size, the
 * same product columns on every row of a product) and any error refuses the whole file with each row's messages;
 * otherwise one transaction writes every product and upserts its sizes by SKU (sizes not in the file stay).
 */
export async function importCatalog(db: Db, file: Uint8Array | string, options: ImportOptions): Promise<ImportOutcome> {
  const stockChange = { reason: STOCK_REASON_CATALOG_IMPORT, adminId: options.adminId };
  const { rows, absent } = readRows(typeof file === 'string' ? file : utf8Text(file));
  const errors = new Map<number, string[]>();
  const fail = (line: number, message: string) => errors.set(line, [...(errors.get(line) ?? []), message]);

  const parsed: ParsedRow[] = [];
  rows.forEach((row, index) => {
    const line = index + 2; // the header is line 1
    const product = productInputSchema.safeParse(productCandidate(row));
    const size = productVariantInputSchema.safeParse(sizeCandidate(row, absent));
    const messages = new Set([
      ...(product.success ? [] : issuesOf(product.error, productColumnOf)),
      ...(size.success ? [] : issuesOf(size.error, sizeColumnOf)),
    ]);
    const productId = row.product_id.trim();
    if (productId !== '' && !uuidSchema.safeParse(productId).success)
      messages.add('product_id: must be a product id from an export, or empty');
    for (const message of messages) fail(line, message);
    if (product.success && size.success && messages.size === 0) {
      parsed.push({
        line,
        key: productId !== '' ? productId : `title:${product.data.title.toLowerCase()}`,
        productId: productId === '' ? undefined : productId,
        product: product.data,
        size: size.data,
      });
    }
  });

  // One product, one set of product columns; one SKU, one row.
  const firstOf = new Map<string, ParsedRow>();
  const skuLine = new Map<string, number>();
  for (const row of parsed) {
    const first = firstOf.get(row.key);
    if (!first) firstOf.set(row.key, row);
    else if (productSignature(first.product) !== productSignature(row.product))
      fail(row.line, `product columns differ from row ${first.line}, the first row of this product`);
    const seen = skuLine.get(row.size.sku);
    if (seen !== undefined) fail(row.line, `sku: SKU ${row.size.sku} is also on row ${seen}`);
    else skuLine.set(row.size.sku, row.line);
  }

  // Notes come from the vocabulary: checked on every row, so a row's report is whole even when other columns are wrong.
  const tiers = [
    ['top', 'top_notes'],
    ['heart', 'heart_notes'],
    ['base', 'base_notes'],
  ] as const;
  const rowNotes = rows.map((row, index) => ({
    line: index + 2,
    notes: Object.fromEntries(
      tiers.map(([tier, column]) => [
        tier,
        list(row[column])
          .filter((name) => noteNameSchema.safeParse(name).success)
          .map(normaliseNoteName),
      ]),
    ) as Record<(typeof tiers)[number][0], string[]>,
  }));
  const names = [...new Set(rowNotes.flatMap((row) => [...row.notes.top, ...row.notes.heart, ...row.notes.base]))];
  const known = new Set<string>();
  for (let start = 0; start < names.length; start += 1000) {
    const chunk = names.slice(start, start + 1000).map((name) => name.toLowerCase());
    const found = await db
      .select({ name: fragranceNotes.name })
      .from(fragranceNotes)
      .where(inArray(sql`lower(${fragranceNotes.name})`, chunk));
    for (const note of found) known.add(note.name.toLowerCase());
  }
  // New notes: refused on their rows, or (when the admin asks) added to the vocabulary with the import.
  const newNotes = new Map<string, string>();
  for (const row of rowNotes) {
    for (const [tier, column] of tiers) {
      const unknown = row.notes[tier].filter((name) => !known.has(name.toLowerCase()));
      if (unknown.length === 0) continue;
      if (options.addNewNotes) for (const name of unknown) newNotes.set(name.toLowerCase(), name);
      else fail(row.line, `${column}: ${unknownNotesMessage(unknown)}`);
    }
  }

  // The form's limit of sizes per product holds for a file too (with the sizes the file leaves as they are).
  const sizeCounts = new Map<string, number>();
  for (const row of parsed) {
    const count = (sizeCounts.get(row.key) ?? 0) + 1;
    sizeCounts.set(row.key, count);
    if (count === MAX_VARIANTS_PER_PRODUCT + 1) fail(row.line, `sku: ${tooManySizesMessage}`);
  }

  // A SKU the shop has belongs to one product: the row must be that product's.
  const skus = [...skuLine.keys()];
  const owners = new Map<string, { productId: string; variantId: string }>();
  for (let start = 0; start < skus.length; start += 1000) {
    const found = await db
      .select({ sku: productVariants.sku, productId: productVariants.productId, variantId: productVariants.id })
      .from(productVariants)
      .where(inArray(productVariants.sku, skus.slice(start, start + 1000)));
    for (const owner of found) owners.set(owner.sku, owner);
  }
  const productIdOf = new Map<string, string | undefined>();
  for (const [key, first] of firstOf) {
    const groupRows = parsed.filter((row) => row.key === key);
    const owning = new Set(groupRows.flatMap((row) => (owners.has(row.size.sku) ? [owners.get(row.size.sku)?.productId as string] : [])));
    const target = first.productId ?? (owning.size === 1 ? [...owning][0] : undefined);
    if (!first.productId && owning.size > 1) fail(first.line, 'sku: the sizes of this product belong to different products in the shop');
    for (const row of groupRows) {
      const owner = owners.get(row.size.sku);
      if (owner && target && owner.productId !== target) fail(row.line, `sku: SKU ${row.size.sku} belongs to another product`);
    }
    productIdOf.set(key, target);
  }

  if (errors.size > 0) {
    const ordered = [...errors.entries()].sort(([a], [b]) => a - b);
    const shown = ordered.slice(0, 1000);
    throw badRequest(
      `${ordered.length} ${ordered.length === 1 ? 'row has' : 'rows have'} errors; nothing was imported`,
      Object.fromEntries(shown.map(([line, messages]) => [`row ${line}`, messages])),
    ).because({ code: 'CSV_ROWS_INVALID', rows: ordered.length });
  }

  return db.transaction(async (tx) => {
    const notesAdded = [...newNotes.values()].sort((a, b) => a.localeCompare(b));
    for (let start = 0; start < notesAdded.length; start += 1000) {
      await tx
        .insert(fragranceNotes)
        .values(notesAdded.slice(start, start + 1000).map((name) => ({ name })))
        .onConflictDoNothing();
    }
    const outcome: ImportOutcome = { productsCreated: 0, productsUpdated: 0, sizesWritten: 0, notesAdded };
    const existingIds = new Set(
      (
        await tx
          .select({ id: products.id })
          .from(products)
          .where(
            inArray(
              products.id,
              [...productIdOf.values()].filter((id): id is string => id !== undefined),
            ),
          )
      ).map((row) => row.id),
    );
    for (const [key, first] of firstOf) {
      const groupRows = parsed.filter((row) => row.key === key);
      const productId = productIdOf.get(key);
      const fileSizes = groupRows.map((row) => ({ ...row.size, id: owners.get(row.size.sku)?.variantId }));
      // Sizes the file does not name are kept as they are, after the file's.
      const kept =
        productId && existingIds.has(productId)
          ? (
              await tx
                .select()
                .from(productVariants)
                .where(inArray(productVariants.productId, [productId]))
            )
              .filter((size) => !fileSizes.some((fileSize) => fileSize.sku === size.sku))
              .sort((a, b) => a.position - b.position)
              .map((size) => ({
                id: size.id,
                sizeMl: size.sizeMl,
                kind: size.kind,
                name: size.name,
                sku: size.sku,
                price: paiseToRupees(size.pricePaise),
                salePrice: paiseToRupees(size.salePricePaise),
                stock: size.stock,
                image: size.image,
                isHidden: size.isHidden,
                saleStartsAt: size.saleStartsAt?.toISOString() ?? null,
                saleEndsAt: size.saleEndsAt?.toISOString() ?? null,
              }))
          : [];
      if (fileSizes.length + kept.length > MAX_VARIANTS_PER_PRODUCT) {
        throw badRequest(`Row ${first.line}: ${tooManySizesMessage} (${kept.length} more are in the shop already); nothing was imported`, {
          [`row ${first.line}`]: [`sku: ${tooManySizesMessage}`],
        }).because({ code: 'CSV_ROWS_INVALID', rows: 1 });
      }
      const input: ParsedProductInput = { ...first.product, previousTotalStock: undefined, variants: [...fileSizes, ...kept] };
      if (productId && existingIds.has(productId)) {
        await editProduct(tx, { productId, input, stockChange });
        outcome.productsUpdated += 1;
      } else {
        await addProduct(tx, input, { ...(productId ? { id: productId } : {}), stockChange });
        outcome.productsCreated += 1;
      }
      outcome.sizesWritten += fileSizes.length;
    }
    return outcome;
  });
}
