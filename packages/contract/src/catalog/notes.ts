import { z } from 'zod';
import { noteNameSchema, productSchema } from './product.ts';

/** A note of the shop's vocabulary. */
export const fragranceNoteSchema = z.object({ id: z.string(), name: z.string() });
export type FragranceNote = z.infer<typeof fragranceNoteSchema>;

export const noteListResponseSchema = z.object({ success: z.literal(true), data: z.array(fragranceNoteSchema) });
export const addNoteRequestSchema = z.object({ name: noteNameSchema });
export const addNoteResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: fragranceNoteSchema });

/** A scent like another: what they share, most notes in common first. */
export const similarScentSchema = z.object({
  product: productSchema,
  sharedNotes: z.array(z.string()),
  sharedAccords: z.array(z.string()),
});
export type SimilarScent = z.infer<typeof similarScentSchema>;
export const similarScentsResponseSchema = z.object({ success: z.literal(true), data: z.array(similarScentSchema) });
