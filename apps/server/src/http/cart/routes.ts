import type { FastifyInstance } from 'fastify';
import { cartEndpoints, toCartResponse } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { addItemToCart } from '../../domain/cart/add-item-to-cart.ts';
import { clearCart } from '../../domain/cart/clear-cart.ts';
import { loadCart } from '../../domain/cart/load-cart.ts';
import { addedToCartMessage, CART_ITEM_DELETED_MESSAGE } from '../../domain/cart/messages.ts';
import { removeCartItem } from '../../domain/cart/remove-cart-item.ts';
import { updateCartItem } from '../../domain/cart/update-cart-item.ts';
import { route } from '../define-route.ts';
import { currentUser, requireUser } from '../guards.ts';

/** The signed-in shopper's cart; every answer carries the whole cart with its server-computed total. */
export async function cartRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // onRequest, so an anonymous call is a 401 before its body is even validated.
  const onRequest = requireUser(ctx);

  route(app, cartEndpoints.getCart, { onRequest }, async (request) => {
    return toCartResponse(await loadCart(ctx.db, currentUser(request).id));
  });

  route(app, cartEndpoints.addToCart, { onRequest }, async (request) => {
    const { cart, productTitle } = await addItemToCart(ctx.db, {
      userId: currentUser(request).id,
      ...request.body,
      remindAfterHours: ctx.config.CART_REMINDER_AFTER_HOURS,
    });
    return toCartResponse(cart, addedToCartMessage(productTitle));
  });

  route(app, cartEndpoints.updateCart, { onRequest }, async (request) => {
    const cart = await updateCartItem(ctx.db, {
      userId: currentUser(request).id,
      ...request.body,
      remindAfterHours: ctx.config.CART_REMINDER_AFTER_HOURS,
    });
    return toCartResponse(cart, 'Cart updated');
  });

  route(app, cartEndpoints.removeFromCart, { onRequest }, async (request) => {
    const cart = await removeCartItem(ctx.db, {
      userId: currentUser(request).id,
      productId: request.params.productId,
      variantId: request.query.variantId,
    });
    return toCartResponse(cart, CART_ITEM_DELETED_MESSAGE);
  });

  route(app, cartEndpoints.clearCart, { onRequest }, async (request) => {
    return toCartResponse(await clearCart(ctx.db, currentUser(request).id), 'Cart cleared');
  });
}
