import type { FastifyInstance } from 'fastify';
import { WISHLIST_ADDED_MESSAGE, WISHLIST_REMOVED_MESSAGE, wishlistEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { addToWishlist } from '../../domain/wishlist/add-to-wishlist.ts';
import { listWishlist } from '../../domain/wishlist/list-wishlist.ts';
import { removeFromWishlist } from '../../domain/wishlist/remove-from-wishlist.ts';
import { route } from '../define-route.ts';
import { currentUser, requireUser } from '../guards.ts';

/** The signed-in shopper's wishlist. */
export async function wishlistRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const onRequest = requireUser(ctx);

  route(app, wishlistEndpoints.listWishlist, { onRequest }, async (request) => ({
    success: true,
    data: await listWishlist(ctx.db, currentUser(request).id),
  }));

  route(app, wishlistEndpoints.addToWishlist, { onRequest }, async (request) => ({
    success: true,
    message: WISHLIST_ADDED_MESSAGE,
    data: await addToWishlist(ctx.db, { userId: currentUser(request).id, productId: request.body.productId }),
  }));

  route(app, wishlistEndpoints.removeFromWishlist, { onRequest }, async (request) => ({
    success: true,
    message: WISHLIST_REMOVED_MESSAGE,
    data: await removeFromWishlist(ctx.db, { userId: currentUser(request).id, productId: request.params.productId }),
  }));
}
