import { defineEndpoint } from '../endpoint.ts';
import {
  addToCartRequestSchema,
  cartProductParamSchema,
  cartVariantQuerySchema,
  cartResponseSchema,
  updateCartRequestSchema,
} from './index.ts';

/** The signed-in shopper's cart; every answer is the whole cart with its server-computed total. */
export const cartEndpoints = {
  getCart: defineEndpoint({ method: 'GET', path: '/api/shop/cart/get', auth: 'user', response: { 200: cartResponseSchema } }),
  addToCart: defineEndpoint({
    method: 'POST',
    path: '/api/shop/cart/add',
    auth: 'user',
    body: addToCartRequestSchema,
    response: { 200: cartResponseSchema },
  }),
  updateCart: defineEndpoint({
    method: 'PUT',
    path: '/api/shop/cart/update',
    auth: 'user',
    body: updateCartRequestSchema,
    response: { 200: cartResponseSchema },
  }),
  removeFromCart: defineEndpoint({
    method: 'DELETE',
    path: '/api/shop/cart/delete/:productId',
    auth: 'user',
    params: cartProductParamSchema,
    query: cartVariantQuerySchema,
    response: { 200: cartResponseSchema },
  }),
  clearCart: defineEndpoint({ method: 'DELETE', path: '/api/shop/cart/clear', auth: 'user', response: { 200: cartResponseSchema } }),
};
