import { z } from 'zod';
import { uuidSchema } from '../common.ts';
import { MAX_LINE_QUANTITY } from '../constants.ts';

export const cartItemSchema = z.object({
  productId: z.string(),
  title: z.string(),
  image: z.string(),
  price: z.number(),
  salePrice: z.number(),
  totalStock: z.number().int(),
  quantity: z.number().int(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({ items: z.array(cartItemSchema), totalAmount: z.number() });
export const cartResponseSchema = z.object({ success: z.literal(true), data: cartSchema, message: z.string().optional() });
export type CartResponse = z.infer<typeof cartResponseSchema>;

const quantitySchema = z
  .number({ message: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

export const addToCartRequestSchema = z.object({ productId: uuidSchema, quantity: quantitySchema.default(1) });
export const updateCartRequestSchema = z.object({ productId: uuidSchema, quantity: quantitySchema });
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;
export type UpdateCartRequest = z.infer<typeof updateCartRequestSchema>;

export const stockLimitMessage = (available: number) => `Only ${available} items available in stock`;
