import { z } from 'zod';
import { uuidSchema } from '../common.ts';
import { MAX_LINE_QUANTITY } from '../constants.ts';

export * from './cart-values.ts';

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

/** The cart as the app holds it: the lines and their server-computed total in rupees. */
export const cartSchema = z.object({ items: z.array(cartItemSchema), totalAmount: z.number() });
export type Cart = z.infer<typeof cartSchema>;

/** Every cart endpoint answers the whole cart: `data` is the list of lines (as the original API answered), `totalAmount` beside it. */
export const cartResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(cartItemSchema),
  totalAmount: z.number(),
  message: z.string().optional(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const toCartResponse = (cart: Cart, message?: string): CartResponse => ({
  success: true,
  data: cart.items,
  totalAmount: cart.totalAmount,
  ...(message === undefined ? {} : { message }),
});

const quantitySchema = z
  .number({ message: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

export const addToCartRequestSchema = z.object({ productId: uuidSchema, quantity: quantitySchema.default(1) });
export const updateCartRequestSchema = z.object({ productId: uuidSchema, quantity: quantitySchema });
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;
export type UpdateCartRequest = z.infer<typeof updateCartRequestSchema>;

/** DELETE /shop/cart/delete/:productId. */
export const cartProductParamSchema = z.object({ productId: uuidSchema });
