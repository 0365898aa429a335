import { z } from 'zod';
import { uuidSchema } from '../common.ts';
import { MAX_LINE_QUANTITY } from '../constants.ts';

export * from './cart-values.ts';

export const cartItemSchema = z.object({
  productId: z.string(),
  /** The size on this line; price, sale price and stock below are this size's. */
  variantId: z.string(),
  variantLabel: z.string(),
  sku: z.string(),
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

/** Without a size the product's default size is meant (the spec's clients send none). */
const optionalVariantId = uuidSchema.optional();

export const addToCartRequestSchema = z.object({
  productId: uuidSchema,
  variantId: optionalVariantId,
  quantity: quantitySchema.default(1),
});
export const updateCartRequestSchema = z.object({ productId: uuidSchema, variantId: optionalVariantId, quantity: quantitySchema });
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;
export type UpdateCartRequest = z.infer<typeof updateCartRequestSchema>;

/** DELETE /shop/cart/delete/:productId. */
export const cartProductParamSchema = z.object({ productId: uuidSchema });
/** `?variantId=` picks the size's line; without it, the product's only line or its default size's. */
export const cartVariantQuerySchema = z.object({ variantId: optionalVariantId });
