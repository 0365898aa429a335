import { z } from 'zod';
import { requiredText } from '../common.ts';
import { rupeeAmount, wholeNumberField } from '../money-field.ts';
import { categoryValues, fragranceTypeValues, GST_RATE_MESSAGE, gstRateValues, genderValues, HSN_CODE_MESSAGE } from './product-values.ts';
import {
  BOX_ALL_OR_NONE_MESSAGE,
  MAX_BOX_SIDE_CM,
  MAX_SHIPPING_WEIGHT_GRAMS,
  MAX_VARIANT_SIZE_ML,
  MAX_VARIANTS_PER_PRODUCT,
  saleWindowProblem,
  variantKindValues,
} from './variant-values.ts';
import { parseIstInstant } from '../ist-time.ts';
import {
  accordValues,
  concentrationValues,
  MAX_NOTE_NAME_LENGTH,
  MAX_NOTES_PER_TIER,
  normaliseNoteName,
  seasonValues,
  timeOfDayValues,
} from './perfume-values.ts';

export * from './product-values.ts';
export * from './perfume-values.ts';
export * from './variant-values.ts';

export const genderSchema = z.enum(genderValues, { message: 'Choose For Him, For Her or For Car' });

export const fragranceTypeSchema = z.enum(fragranceTypeValues, { message: 'Choose a fragrance type' });

/** Categories of the admin form; 'custom' means a custom category is typed. */
export const categorySchema = z.enum(categoryValues);
export const productCategoryInputSchema = z.enum([...categoryValues, 'custom'], { message: 'Choose a category' });

/**
 * An image: one of our uploads, a path of the shop, or an http(s) address on another website (decision 085: every
 * page's CSP allows them); never javascript:, data: or a protocol-relative address.
 */
export function imageUrlSchema(emptyMessage = 'Please upload an image') {
  return z
    .string({ message: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(1000, 'Image URL is too long')
    .refine((v) => /^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//')), 'Image must be an uploaded image URL');
}

export const productVariantSchema = z.object({
  id: z.string(),
  sizeMl: z.number().int(),
  kind: z.enum(variantKindValues),
  name: z.string().nullable(),
  sku: z.string(),
  price: z.number(),
  salePrice: z.number(),
  stock: z.number().int(),
  image: z.string().nullable(),
  isHidden: z.boolean(),
  /** See ProductVariant — the sale in force for shoppers, the window as set for the admin. */
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
});

/** A size as the admin sees it: the shopper's view plus its own parcel (null: the shop's defaults in Settings). */
export const adminProductVariantSchema = productVariantSchema.extend({
  shippingWeightGrams: z.number().int().nullable(),
  boxLengthCm: z.number().int().nullable(),
  boxBreadthCm: z.number().int().nullable(),
  boxHeightCm: z.number().int().nullable(),
});
export type AdminProductVariant = z.infer<typeof adminProductVariantSchema>;

/**
 * A size's parcel weight or box side: a whole number from 1 to `max`. Blank or null: the shop's default; left out: an
 * existing size keeps its own (a CSV file made before these columns, an older client).
 */
const parcelMeasure = (label: string, unit: string, max: number) => {
  const message = `${label} must be a whole number of ${unit} from 1 to ${max.toLocaleString('en-IN')}`;
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .union([z.number(), z.string()], { error: message })
      .transform((raw, ctx): number => {
        const value = typeof raw === 'number' ? raw : /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
        if (Number.isInteger(value) && value >= 1 && value <= max) return value;
        ctx.addIssue({ code: 'custom', message, input: raw });
        return z.NEVER;
      })
      .nullable()
      .optional(),
  );
};

/**
 * A sale's start or end: an ISO instant with an offset, or a wall-clock time in India without one (the form's
 * date-time input, a spreadsheet cell), kept to the minute as an ISO instant. Blank or null: no such edge; left out:
 * an existing size keeps the one it has.
 */
const saleInstant = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ message: `${label} must be a date and time` })
      .transform((text, ctx) => {
        const ms = parseIstInstant(text);
        if (ms === undefined) {
          ctx.addIssue({ code: 'custom', message: `${label} must be a date and time, e.g. 2026-12-01 10:00 (India time)` });
          return z.NEVER;
        }
        return new Date(Math.floor(ms / 60_000) * 60_000).toISOString();
      })
      .nullable()
      .optional(),
  );

const stockField = (label: string) => wholeNumberField({ label, min: 0, max: 1_000_000 });

/** One size in the admin form; the list's order is the order shoppers see, the first visible size is the default. */
export const productVariantInputSchema = z
  .object({
    /** An existing size keeps its id; a size without one is new. */
    id: z.uuid({ message: 'Invalid size id' }).optional(),
    sizeMl: z.coerce
      .number({ message: 'Size must be a number of ml' })
      .int('Size must be a whole number of ml')
      .min(1, 'Size must be at least 1 ml')
      .max(MAX_VARIANT_SIZE_ML, `Size must be at most ${MAX_VARIANT_SIZE_ML} ml`),
    kind: z.enum(variantKindValues, { message: 'Choose bottle, sample or discovery set' }).default('bottle'),
    name: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z.string().trim().max(80, 'Name is too long').nullable().optional(),
    ),
    sku: z
      .string({ message: 'SKU is required' })
      .trim()
      .min(1, 'SKU is required')
      .max(40, 'SKU is too long')
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'SKU may use letters, digits, dot, dash and underscore')
      .transform((sku) => sku.toUpperCase()),
    price: rupeeAmount({ label: 'Price', min: 'positive' }),
    salePrice: z.preprocess(
      (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
      rupeeAmount({ label: 'Sale price' }).optional().default(0),
    ),
    stock: stockField('Stock'),
    /** The stock the form showed; the change is applied as a difference to the live stock (decision 011). */
    previousStock: wholeNumberField({ label: 'Previous stock', min: 0, max: 1_000_000 }).optional(),
    image: z.preprocess((value) => (value === '' ? null : value), imageUrlSchema('Please upload an image').nullable().optional()),
    isHidden: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false),
    saleStartsAt: saleInstant('Sale start'),
    saleEndsAt: saleInstant('Sale end'),
    shippingWeightGrams: parcelMeasure('Shipping weight', 'grams', MAX_SHIPPING_WEIGHT_GRAMS),
    boxLengthCm: parcelMeasure('Box length', 'cm', MAX_BOX_SIDE_CM),
    boxBreadthCm: parcelMeasure('Box breadth', 'cm', MAX_BOX_SIDE_CM),
    boxHeightCm: parcelMeasure('Box height', 'cm', MAX_BOX_SIDE_CM),
  })
  .superRefine((variant, ctx) => {
    // A box is one parcel size: a side alone would mix with the defaults' other sides into a box nobody packs.
    const sides = (['boxLengthCm', 'boxBreadthCm', 'boxHeightCm'] as const).filter((side) => variant[side] != null);
    if (sides.length > 0 && sides.length < 3) {
      for (const side of ['boxLengthCm', 'boxBreadthCm', 'boxHeightCm'] as const) {
        if (variant[side] == null) ctx.addIssue({ code: 'custom', path: [side], message: BOX_ALL_OR_NONE_MESSAGE });
      }
    }
    if (variant.salePrice > 0 && variant.salePrice >= variant.price) {
      ctx.addIssue({ code: 'custom', path: ['salePrice'], message: 'Sale price must be lower than the price' });
    }
    const windowProblem = saleWindowProblem(variant);
    if (windowProblem) ctx.addIssue({ code: 'custom', path: [windowProblem.field], message: windowProblem.message });
  });
export type ProductVariantInput = z.input<typeof productVariantInputSchema>;
export type ParsedProductVariantInput = z.output<typeof productVariantInputSchema>;

/** A note's name as the vocabulary keeps it ("pink pepper" → "Pink Pepper"). */
export const noteNameSchema = z
  .string({ message: 'A note is a name' })
  .trim()
  .min(2, 'A note has at least 2 letters')
  .max(MAX_NOTE_NAME_LENGTH, `A note has at most ${MAX_NOTE_NAME_LENGTH} letters`)
  .regex(/^[\p{L}][\p{L}' -]*$/u, 'A note uses letters, spaces, hyphens and apostrophes')
  .transform(normaliseNoteName);

const noteTierSchema = z
  .array(noteNameSchema)
  .max(MAX_NOTES_PER_TIER, `At most ${MAX_NOTES_PER_TIER} notes per tier`)
  .default([])
  .transform((names) => [...new Set(names)]);

/** Blank or null clears a value; a field left out keeps what the product has (the spec's form sends none of these). */
const blankToNull = (value: unknown) => (value === '' ? null : value);

/** Optional 1–5 scale. */
const scaleSchema = (label: string) =>
  z.preprocess(
    blankToNull,
    z.coerce
      .number({ message: `${label} must be from 1 to 5` })
      .int(`${label} must be from 1 to 5`)
      .min(1, `${label} must be from 1 to 5`)
      .max(5, `${label} must be from 1 to 5`)
      .nullable()
      .optional(),
  );

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ message: `${label} must be text` })
      .trim()
      .max(max, `${label} is too long`)
      .nullable()
      .optional(),
  );

/** The perfume's own fields in the admin form: all optional, as the spec's form sends none of them. */
export const perfumeFieldsInputSchema = z.object({
  concentration: z.preprocess(blankToNull, z.enum(concentrationValues, { message: 'Choose a concentration' }).nullable().optional()),
  notes: z.object({ top: noteTierSchema, heart: noteTierSchema, base: noteTierSchema }).optional(),
  accords: z
    .array(z.enum(accordValues, { message: 'Choose accords from the list' }))
    .max(6, 'At most 6 main accords')
    .transform((values) => [...new Set(values)])
    .optional(),
  longevity: scaleSchema('Longevity'),
  sillage: scaleSchema('Sillage'),
  seasons: z
    .array(z.enum(seasonValues, { message: 'Choose seasons from the list' }))
    .transform((values) => [...new Set(values)])
    .optional(),
  timesOfDay: z
    .array(z.enum(timeOfDayValues, { message: 'Choose day or night' }))
    .transform((values) => [...new Set(values)])
    .optional(),
  launchYear: z.preprocess(
    blankToNull,
    z.coerce
      .number({ message: 'Launch year must be a year' })
      .int('Launch year must be a year')
      .min(1700, 'Launch year must be 1700 or later')
      .max(2100, 'Launch year must be 2100 or earlier')
      .nullable()
      .optional(),
  ),
  perfumer: optionalText('Perfumer', 80),
  countryOfOrigin: optionalText('Country of origin', 60),
});

/**
 * GST classification in the admin form. Left out, a new product is stored with the defaults
 * (DEFAULT_HSN_CODE, DEFAULT_GST_RATE) and an edit keeps what the product has, so older clients and CSV files without
 * these columns change nothing; the defaults are applied where a product is created, not here, for that reason.
 */
export const hsnCodeSchema = z
  .string({ message: HSN_CODE_MESSAGE })
  .trim()
  .regex(/^(?:\d{4}|\d{6}|\d{8})$/, HSN_CODE_MESSAGE);
export const gstRateSchema = z.preprocess(
  // The form's select and a CSV cell give the rate as text ('0.25').
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.literal(gstRateValues, { message: GST_RATE_MESSAGE }),
);

export const productSchema = z.object({
  _id: z.string(),
  id: z.string(),
  image: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  customCategory: z.string().nullable(),
  brand: z.string(),
  customBrand: z.string().nullable(),
  price: z.number(),
  salePrice: z.number(),
  totalStock: z.number().int(),
  averageReview: z.number(),
  reviewCount: z.number().int(),
  gender: genderSchema,
  fragranceType: fragranceTypeSchema,
  isCarProduct: z.boolean(),
  isFeatured: z.boolean(),
  /** Every size; `price`, `salePrice` are the default size's and `totalStock` the sum over shown sizes. */
  variants: z.array(productVariantSchema),
  // What a perfume is (part 2).
  concentration: z.enum(concentrationValues).nullable(),
  notes: z.object({ top: z.array(z.string()), heart: z.array(z.string()), base: z.array(z.string()) }),
  accords: z.array(z.enum(accordValues)),
  longevity: z.number().int().nullable(),
  sillage: z.number().int().nullable(),
  seasons: z.array(z.enum(seasonValues)),
  timesOfDay: z.array(z.enum(timeOfDayValues)),
  launchYear: z.number().int().nullable(),
  perfumer: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** The product as the admin sees it: the shopper's view plus its GST classification, the rate in percent. */
export const adminProductSchema = productSchema.extend({
  /** Every size, hidden ones too, each with its own parcel. */
  variants: z.array(adminProductVariantSchema),
  hsnCode: z.string(),
  gstRate: z.number(),
  /** When the product was archived: out of the shop since then; null while it is on sale. */
  archivedAt: z.string().nullable(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** Admin add/edit body. isFeatured arrives as 'true'/'false' from the radio or as a boolean. */
export const productInputSchema = z
  .object({
    image: imageUrlSchema(),
    title: requiredText('Title', 160),
    description: requiredText('Description', 4000),
    category: productCategoryInputSchema,
    customCategory: z.string().trim().max(60).optional().nullable(),
    brand: requiredText('Brand', 80),
    customBrand: z.string().trim().max(80).optional().nullable(),
    price: rupeeAmount({ label: 'Price', min: 'positive' }),
    /** Optional: missing, null or blank means no sale price (0). */
    salePrice: z.preprocess(
      (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
      rupeeAmount({ label: 'Sale price' }).optional().default(0),
    ),
    totalStock: stockField('Total stock'),
    /**
     * Edit only: the stock the form showed when it opened. With it the server applies the admin's change
     * as a difference to the live stock, so units reserved or sold meanwhile are not counted twice (decision 011).
     */
    previousTotalStock: wholeNumberField({ label: 'Previous total stock', min: 0, max: 1_000_000 }).optional(),
    gender: genderSchema,
    fragranceType: fragranceTypeSchema,
    isFeatured: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false),
    /**
     * The complete, ordered list of sizes. Without it (the spec's form) price, sale price and stock are
     * the default size's; with it they follow the first shown size and the sum of the shown sizes' stock.
     */
    ...perfumeFieldsInputSchema.shape,
    variants: z
      .array(productVariantInputSchema)
      .min(1, 'Add at least one size')
      .max(MAX_VARIANTS_PER_PRODUCT, `A product has at most ${MAX_VARIANTS_PER_PRODUCT} sizes`)
      .optional(),
    hsnCode: hsnCodeSchema.optional(),
    gstRate: gstRateSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.variants) {
      const seen = new Set<string>();
      body.variants.forEach((variant, index) => {
        if (seen.has(variant.sku))
          ctx.addIssue({ code: 'custom', path: ['variants', index, 'sku'], message: 'Each size needs its own SKU' });
        seen.add(variant.sku);
      });
      if (body.variants.every((variant) => variant.isHidden)) {
        ctx.addIssue({ code: 'custom', path: ['variants'], message: 'Keep at least one size on sale' });
      }
    }
    if (body.category === 'custom' && !body.customCategory) {
      ctx.addIssue({ code: 'custom', path: ['customCategory'], message: 'Custom category is required' });
    }
    if (body.brand === 'custom' && !body.customBrand) {
      ctx.addIssue({ code: 'custom', path: ['customBrand'], message: 'Custom brand is required' });
    }
    if (body.salePrice > 0 && body.salePrice >= body.price) {
      ctx.addIssue({ code: 'custom', path: ['salePrice'], message: 'Sale price must be lower than the price' });
    }
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ParsedProductInput = z.output<typeof productInputSchema>;

export const productResponseSchema = z.object({ success: z.literal(true), data: productSchema });
// The admin's add, edit and list answers.
export const productMutationResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: adminProductSchema });
export const productListResponseSchema = z.object({ success: z.literal(true), data: z.array(adminProductSchema) });
