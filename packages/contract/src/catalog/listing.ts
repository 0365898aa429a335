import { z } from 'zod';
import { queryCount } from '../common.ts';
import { DEFAULT_LISTING_SORT, LISTING_DEFAULT_LIMIT, LISTING_MAX_LIMIT } from '../constants.ts';
import { productSchema } from './product.ts';
import { categoryValues, fragranceTypeValues } from './product-values.ts';
import { MAX_NOTE_FILTERS, priceBandValues, sizeFilterValues, sortByValues } from './listing-values.ts';
import { concentrationValues, normaliseNoteName } from './perfume-values.ts';

export * from './listing-values.ts';

export const sortBySchema = z.enum(sortByValues, { message: 'Unknown sort option' });

function commaList<const T extends readonly [string, ...string[]]>(values: T, group: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '' || raw === 'all') return [] as T[number][];
      const parts = [
        ...new Set(
          raw
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean),
        ),
      ];
      const unknown = parts.filter((p) => !(values as readonly string[]).includes(p));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `Unknown ${group} filter: ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return parts as T[number][];
    });
}

/** `notes=saffron,rose`: note names (any case), each normalised as the vocabulary spells notes. */
const noteList = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw === '' || raw === 'all') return [] as string[];
    const names = [
      ...new Set(
        raw
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map(normaliseNoteName),
      ),
    ];
    if (names.length > MAX_NOTE_FILTERS || names.some((name) => !/^[\p{L}][\p{L}' -]{1,39}$/u.test(name))) {
      ctx.addIssue({ code: 'custom', message: `notes must be up to ${MAX_NOTE_FILTERS} note names` });
      return z.NEVER;
    }
    return names;
  });

export const listProductsQuerySchema = z.object({
  gender: commaList(['male', 'female'] as const, 'gender'),
  category: commaList(categoryValues, 'category'),
  car: commaList(['true'] as const, 'car'),
  fragranceType: commaList(fragranceTypeValues, 'fragranceType'),
  notes: noteList,
  concentration: commaList(concentrationValues, 'concentration'),
  size: commaList(sizeFilterValues, 'size'),
  price: commaList(priceBandValues, 'price'),
  sortBy: sortBySchema.default(DEFAULT_LISTING_SORT),
  featured: z.enum(['true', 'false'], { message: 'featured must be true or false' }).optional(),
  page: queryCount('page', 10_000).default(1),
  limit: queryCount('limit', LISTING_MAX_LIMIT).default(LISTING_DEFAULT_LIMIT),
});
export type ListProductsQuery = z.output<typeof listProductsQuerySchema>;

/** facets[group][value] = how many products match that value given the other groups' choices. */
export const facetsSchema = z.record(z.string(), z.record(z.string(), z.number().int()));
export type Facets = z.infer<typeof facetsSchema>;

export const listProductsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  facets: facetsSchema,
});
export type ListProductsResponse = z.infer<typeof listProductsResponseSchema>;

export const searchResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(productSchema),
  /** The keyword with its misspelt words corrected, when that is what found products: "Did you mean …?". */
  suggestion: z.string().optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Longest keyword the search accepts; the shop's own box asks for at least SHOP_SEARCH_MIN_KEYWORD characters. */
export const SEARCH_KEYWORD_MAX_LENGTH = 100;
export const searchParamsSchema = z.object({
  keyword: z
    .string({ message: 'Enter a search keyword' })
    .trim()
    .min(1, 'Enter a search keyword')
    .max(SEARCH_KEYWORD_MAX_LENGTH, `Search keyword must be at most ${SEARCH_KEYWORD_MAX_LENGTH} characters`),
});
