import { z } from 'zod';
import {
  DEFAULT_GST_RATE,
  DEFAULT_HSN_CODE,
  DEFAULT_VARIANT_SIZE_ML,
  productInputSchema,
  type AdminProduct,
  type FragranceType,
  type Gender,
  type ParsedProductInput,
  type Accord,
  type Concentration,
  type NotesPyramid,
  type Season,
  type TimeOfDay,
  type VariantKind,
  toIstDateTimeInput,
} from '@aurelle/contract';

/** One size as the sizes editor holds it (numbers as typed). */
export interface SizeFormRow {
  /** Set for a size that exists; a new size has none. */
  id?: string;
  sizeMl: string;
  kind: VariantKind;
  name: string;
  sku: string;
  price: string;
  salePrice: string;
  stock: string;
  /** The stock the form opened with, so the server applies the change as a difference (decision 011). */
  previousStock?: string;
  isHidden: boolean;
  /** The size's own image (set by a CSV import), carried through the form unchanged; '' for none. */
  image: string;
  /** The sale's start and end as date-time inputs hold them, in India's time ('2026-12-01T10:00'); '' for none. */
  saleStartsAt: string;
  saleEndsAt: string;
  /** The size's own parcel for the courier, whole grams and centimetres as typed; '' follows the shop's defaults. */
  shippingWeightGrams: string;
  boxLengthCm: string;
  boxBreadthCm: string;
  boxHeightCm: string;
}

/** A select's "Not given" choice (Radix selects take no empty value); sent as blank, which clears the field. */
export const NOT_GIVEN = 'none';
const givenOrBlank = (value: string) => (value === NOT_GIVEN ? '' : value);

/** Everything the form holds, as typed (numbers stay text until the contract parses them). */
export interface ProductFormValues {
  image: string;
  title: string;
  description: string;
  category: string;
  customCategory: string;
  brand: string;
  customBrand: string;
  price: string;
  salePrice: string;
  totalStock: string;
  gender: Gender;
  fragranceType: FragranceType | '';
  isFeatured: 'true' | 'false';
  /**
   * Empty while the product is one size edited through price, sale price and total stock (the spec's form);
   * the list of sizes once the admin manages sizes.
   */
  variants: SizeFormRow[];
  // What the perfume is; '' (or NOT_GIVEN, chosen in a select) means not given.
  concentration: Concentration | '' | typeof NOT_GIVEN;
  notes: NotesPyramid;
  accords: Accord[];
  longevity: string;
  sillage: string;
  seasons: Season[];
  timesOfDay: TimeOfDay[];
  launchYear: string;
  perfumer: string;
  countryOfOrigin: string;
  // GST classification: the HSN code as typed and the rate as the select holds it ('18', '0.25').
  hsnCode: string;
  gstRate: string;
}

export type FieldName = keyof ProductFormValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const emptyProductForm: ProductFormValues = {
  image: '',
  title: '',
  description: '',
  category: '',
  customCategory: '',
  brand: '',
  customBrand: '',
  price: '',
  salePrice: '',
  totalStock: '',
  gender: 'male',
  fragranceType: '',
  isFeatured: 'false',
  variants: [],
  concentration: '',
  notes: { top: [], heart: [], base: [] },
  accords: [],
  longevity: '',
  sillage: '',
  seasons: [],
  timesOfDay: [],
  launchYear: '',
  perfumer: '',
  countryOfOrigin: '',
  hsnCode: DEFAULT_HSN_CODE,
  gstRate: String(DEFAULT_GST_RATE),
};

export const emptySizeRow: SizeFormRow = {
  sizeMl: '',
  kind: 'bottle',
  name: '',
  sku: '',
  price: '',
  salePrice: '',
  stock: '',
  isHidden: false,
  image: '',
  saleStartsAt: '',
  saleEndsAt: '',
  shippingWeightGrams: '',
  boxLengthCm: '',
  boxBreadthCm: '',
  boxHeightCm: '',
};

const measureText = (value: number | null) => (value === null ? '' : String(value));

/** A stored product's sizes as editor rows. */
export function sizesToFormRows(product: Pick<AdminProduct, 'variants'>): SizeFormRow[] {
  return product.variants.map((variant) => ({
    id: variant.id,
    sizeMl: String(variant.sizeMl),
    kind: variant.kind,
    name: variant.name ?? '',
    sku: variant.sku,
    price: String(variant.price),
    salePrice: variant.salePrice > 0 ? String(variant.salePrice) : '',
    stock: String(variant.stock),
    previousStock: String(variant.stock),
    isHidden: variant.isHidden,
    image: variant.image ?? '',
    saleStartsAt: variant.saleStartsAt ? toIstDateTimeInput(variant.saleStartsAt) : '',
    saleEndsAt: variant.saleEndsAt ? toIstDateTimeInput(variant.saleEndsAt) : '',
    shippingWeightGrams: measureText(variant.shippingWeightGrams),
    boxLengthCm: measureText(variant.boxLengthCm),
    boxBreadthCm: measureText(variant.boxBreadthCm),
    boxHeightCm: measureText(variant.boxHeightCm),
  }));
}

/**
 * Whether a stored product needs the sizes editor: several sizes, a sale with a start or an end, or a parcel of its own
 * (the spec's price fields have none of these).
 */
function needsSizesEditor(product: Pick<AdminProduct, 'variants'>): boolean {
  return (
    product.variants.length > 1 ||
    product.variants.some(
      (variant) =>
        variant.saleStartsAt !== null ||
        variant.saleEndsAt !== null ||
        variant.shippingWeightGrams !== null ||
        variant.boxLengthCm !== null ||
        variant.boxBreadthCm !== null ||
        variant.boxHeightCm !== null,
    )
  );
}

/**
 * The editor's rows when the admin starts managing sizes: the one size the price fields described (the stored one
 * when editing, with what the fields now say), then a blank row for the next size.
 */
export function firstSizeRows(values: ProductFormValues, stored: readonly SizeFormRow[]): SizeFormRow[] {
  const [current] = stored;
  const base = current ?? { ...emptySizeRow, sizeMl: String(DEFAULT_VARIANT_SIZE_ML) };
  return [{ ...base, price: values.price, salePrice: values.salePrice, stock: values.totalStock }, { ...emptySizeRow }];
}

/**
 * The editor's one row for a product of one size whose sale is to have a window, or that is to have its own parcel:
 * the stored size with what the price fields now say, so those can be set (the price fields have neither).
 */
export function saleWindowRows(values: ProductFormValues, stored: readonly SizeFormRow[]): SizeFormRow[] {
  return firstSizeRows(values, stored).slice(0, 1);
}

export function productToFormValues(product: AdminProduct): ProductFormValues {
  return {
    image: product.image,
    title: product.title,
    description: product.description,
    category: product.category,
    customCategory: product.customCategory ?? '',
    brand: product.brand,
    customBrand: product.customBrand ?? '',
    price: String(product.price),
    salePrice: product.salePrice > 0 ? String(product.salePrice) : '',
    totalStock: String(product.totalStock),
    gender: product.gender,
    fragranceType: product.fragranceType,
    isFeatured: product.isFeatured ? 'true' : 'false',
    // A product of one size keeps the spec's form; more sizes, or a sale window, open the sizes editor.
    variants: needsSizesEditor(product) ? sizesToFormRows(product) : [],
    concentration: product.concentration ?? '',
    notes: product.notes,
    accords: product.accords,
    longevity: product.longevity ? String(product.longevity) : '',
    sillage: product.sillage ? String(product.sillage) : '',
    seasons: product.seasons,
    timesOfDay: product.timesOfDay,
    launchYear: product.launchYear ? String(product.launchYear) : '',
    perfumer: product.perfumer ?? '',
    countryOfOrigin: product.countryOfOrigin ?? '',
    hsnCode: product.hsnCode,
    gstRate: String(product.gstRate),
  };
}

/** Submit only when title, description, category, price and totalStock (or the sizes) are filled and an image exists. */
export function canSubmitProduct(values: ProductFormValues, isEditing: boolean): boolean {
  const priced = values.variants.length > 0 ? [] : [values.price, values.totalStock];
  const required = [values.title, values.description, values.category, ...priced];
  return required.every((value) => value.trim() !== '') && (values.image !== '' || isEditing);
}

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

function sizesBody(rows: SizeFormRow[]) {
  return rows.map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    sizeMl: blankToUndefined(row.sizeMl),
    kind: row.kind,
    name: row.name,
    sku: row.sku,
    price: blankToUndefined(row.price),
    salePrice: row.salePrice.trim() === '' ? 0 : row.salePrice,
    stock: blankToUndefined(row.stock),
    ...(row.previousStock === undefined ? {} : { previousStock: row.previousStock }),
    isHidden: row.isHidden,
    image: row.image === '' ? null : row.image,
    // India time as typed; blank is no edge (the contract reads both).
    saleStartsAt: row.saleStartsAt.trim() === '' ? null : row.saleStartsAt,
    saleEndsAt: row.saleEndsAt.trim() === '' ? null : row.saleEndsAt,
    // Blank is the shop's default (the contract reads '' as null, which clears the size's own value).
    shippingWeightGrams: row.shippingWeightGrams,
    boxLengthCm: row.boxLengthCm,
    boxBreadthCm: row.boxBreadthCm,
    boxHeightCm: row.boxHeightCm,
  }));
}

function toRequestBody(values: ProductFormValues, stockWhenOpened: string | undefined) {
  // With sizes, the spec's price fields follow the first shown size and the sum of the shown stock (as the server does).
  const firstShown = values.variants.find((row) => !row.isHidden) ?? values.variants[0];
  const sizedFields = firstShown
    ? {
        price: blankToUndefined(firstShown.price),
        salePrice: firstShown.salePrice.trim() === '' ? 0 : firstShown.salePrice,
        totalStock: values.variants.filter((row) => !row.isHidden).reduce((sum, row) => sum + (Number(row.stock) || 0), 0),
        variants: sizesBody(values.variants),
      }
    : {};
  return {
    image: values.image,
    title: values.title,
    description: values.description,
    category: values.category,
    customCategory: values.category === 'custom' ? values.customCategory : null,
    brand: values.brand,
    customBrand: values.brand === 'custom' ? values.customBrand : null,
    price: values.price.trim() === '' ? undefined : values.price,
    salePrice: values.salePrice.trim() === '' ? 0 : values.salePrice,
    totalStock: values.totalStock.trim() === '' ? undefined : values.totalStock,
    previousTotalStock: stockWhenOpened,
    gender: values.gender,
    fragranceType: values.fragranceType === '' ? undefined : values.fragranceType,
    isFeatured: values.isFeatured,
    concentration: givenOrBlank(values.concentration),
    notes: values.notes,
    accords: values.accords,
    longevity: givenOrBlank(values.longevity),
    sillage: givenOrBlank(values.sillage),
    seasons: values.seasons,
    timesOfDay: values.timesOfDay,
    launchYear: values.launchYear,
    perfumer: values.perfumer,
    countryOfOrigin: values.countryOfOrigin,
    hsnCode: values.hsnCode,
    gstRate: values.gstRate,
    ...sizedFields,
  };
}

/**
 * The form's values checked with the contract's own schema (the one the server applies): the form holds text, the
 * schema parses the request body built from it, and its messages land on the fields of the same names, e.g.
 * 'Price must be an amount in rupees with at most 2 decimal places'. `stockWhenOpened` is the stock an edit started from.
 */
export function productFormSchema(stockWhenOpened: string | undefined) {
  return (
    z
      .custom<ProductFormValues>()
      // The body as typed, unchecked: the contract's schema below checks it.
      .transform((values): unknown => toRequestBody(values, stockWhenOpened))
      .pipe(productInputSchema)
  );
}

/** The body to send, or the first message for each field. */
export function parseProductForm(
  values: ProductFormValues,
  stockWhenOpened: string | undefined,
): { success: true; data: ParsedProductInput } | { success: false; errors: FieldErrors } {
  const parsed = productFormSchema(stockWhenOpened).safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !errors[field as FieldName]) errors[field as FieldName] = issue.message;
  }
  return { success: false, errors };
}
