import { z } from 'zod';
import { imageUrlSchema } from './product.ts';

export const featureImageSchema = z.object({ _id: z.string(), id: z.string(), image: z.string(), createdAt: z.string() });
export type FeatureImage = z.infer<typeof featureImageSchema>;
export const addFeatureImageRequestSchema = z.object({ image: imageUrlSchema() });
export const featureListResponseSchema = z.object({ success: z.literal(true), data: z.array(featureImageSchema) });
/** `url` is the main (800 px wide) WebP; `variants` lists every stored width for srcset. */
export const imageVariantSchema = z.object({ width: z.number().int(), url: z.string() });
export const uploadImageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  result: z.object({ url: z.string(), variants: z.array(imageVariantSchema) }),
});
export const featureImageResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: featureImageSchema });
