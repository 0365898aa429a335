import { defineEndpoint } from '../endpoint.ts';
import { addToWishlistRequestSchema, wishlistMutationResponseSchema, wishlistProductParamSchema, wishlistResponseSchema } from './index.ts';

/** The signed-in shopper's wishlist: saved products, newest first; saving one twice keeps one. */
export const wishlistEndpoints = {
  listWishlist: defineEndpoint({
    method: 'GET',
    path: '/api/shop/wishlist/get',
    auth: 'user',
    response: { 200: wishlistResponseSchema },
  }),
  addToWishlist: defineEndpoint({
    method: 'POST',
    path: '/api/shop/wishlist/add',
    auth: 'user',
    body: addToWishlistRequestSchema,
    response: { 200: wishlistMutationResponseSchema },
  }),
  removeFromWishlist: defineEndpoint({
    method: 'DELETE',
    path: '/api/shop/wishlist/remove/:productId',
    auth: 'user',
    params: wishlistProductParamSchema,
    response: { 200: wishlistMutationResponseSchema },
  }),
};
