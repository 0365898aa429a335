import { z } from 'zod';
import { uuidSchema } from '../common.ts';
import { productSchema } from '../catalog/product.ts';

export * from './wishlist-values.ts';

/** One saved product, newest first in the list. */
export const wishlistItemSchema = z.object({
  product: productSchema,
  addedAt: z.string(),
  /** False once the product has left the shop (archived): shown as no longer available, never moved to the cart. */
  isAvailable: z.boolean(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistResponseSchema = z.object({ success: z.literal(true), data: z.array(wishlistItemSchema) });
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/** A change answers with the whole list, so the hearts and the account page update from one answer. */
export const wishlistMutationResponseSchema = wishlistResponseSchema.extend({ message: z.string() });

export const addToWishlistRequestSchema = z.object({ productId: uuidSchema });
export type AddToWishlistRequest = z.infer<typeof addToWishlistRequestSchema>;
export const wishlistProductParamSchema = z.object({ productId: uuidSchema });
