import { z } from 'zod';
import { requiredText } from '../common.ts';
import { rupeeAmount } from '../money-field.ts';
import { categoryValues, fragranceTypeValues, genderValues } from './product-values.ts';

export * from './product-values.ts';

export const genderSchema = z.enum(genderValues, { message: 'Choose For Him, For Her or For Car' });

export const fragranceTypeSchema = z.enum(fragranceTypeValues, { message: 'Choose a fragrance type' });

/** Categories of the admin form; 'custom' means a custom category is typed. */
export const categorySchema = z.enum(categoryValues);
export const productCategoryInputSchema = z.enum([...categoryValues, 'custom'], { message: 'Choose a category' });

/** An image URL as uploads return it: a path on this site or an http(s) address (never javascript: or data:). */
export function imageUrlSchema(emptyMessage = 'Please upload an image') {
  return z
    .string({ message: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(1000, 'Image URL is too long')
    .refine((v) => /^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//')), 'Image must be an uploaded image URL');
}

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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

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
    totalStock: z.coerce
      .number({ message: 'Total stock must be a number' })
      .int('Total stock must be a whole number')
      .min(0, 'Total stock must not be negative')
      .max(1_000_000),
    /**
     * Edit only: the stock the form showed when it opened. With it the server applies the admin's change
     * as a difference to the live stock, so units reserved or sold meanwhile are not counted twice (decision 011).
     */
    previousTotalStock: z.coerce.number().int().min(0).max(1_000_000).optional(),
    gender: genderSchema,
    fragranceType: fragranceTypeSchema,
    isFeatured: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false),
  })
  .superRefine((body, ctx) => {
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
export const productMutationResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: productSchema });
export const productListResponseSchema = z.object({ success: z.literal(true), data: z.array(productSchema) });
