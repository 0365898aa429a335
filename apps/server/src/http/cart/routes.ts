import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addToCartRequestSchema, toCartResponse, updateCartRequestSchema, uuidSchema } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { addItemToCart } from '../../domain/cart/add-item-to-cart.ts';
import { clearCart } from '../../domain/cart/clear-cart.ts';
import { loadCart } from '../../domain/cart/load-cart.ts';
import { addedToCartMessage, CART_ITEM_DELETED_MESSAGE } from '../../domain/cart/messages.ts';
import { removeCartItem } from '../../domain/cart/remove-cart-item.ts';
import { updateCartItem } from '../../domain/cart/update-cart-item.ts';
import { currentUser, requireUser } from '../guards.ts';

const productIdParamsSchema = z.object({ productId: uuidSchema });

/** The signed-in shopper's cart; every answer carries the whole cart with its server-computed total. */
export async function cartRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // onRequest, so an anonymous call is a 401 before its body is even validated.
  const onRequest = requireUser(ctx);

  api.get('/shop/cart/get', { onRequest }, async (request) => {
    return toCartResponse(await loadCart(ctx.db, currentUser(request).id));
  });

  api.post('/shop/cart/add', { onRequest, schema: { body: addToCartRequestSchema } }, async (request) => {
    const { cart, productTitle } = await addItemToCart(ctx.db, { userId: currentUser(request).id, ...request.body });
    return toCartResponse(cart, addedToCartMessage(productTitle));
  });

  api.put('/shop/cart/update', { onRequest, schema: { body: updateCartRequestSchema } }, async (request) => {
    const cart = await updateCartItem(ctx.db, { userId: currentUser(request).id, ...request.body });
    return toCartResponse(cart, 'Cart updated');
  });

  api.delete('/shop/cart/delete/:productId', { onRequest, schema: { params: productIdParamsSchema } }, async (request) => {
    const cart = await removeCartItem(ctx.db, { userId: currentUser(request).id, productId: request.params.productId });
    return toCartResponse(cart, CART_ITEM_DELETED_MESSAGE);
  });

  api.delete('/shop/cart/clear', { onRequest }, async (request) => {
    return toCartResponse(await clearCart(ctx.db, currentUser(request).id), 'Cart cleared');
  });
}
