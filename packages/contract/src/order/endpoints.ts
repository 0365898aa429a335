import { idParamSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { isFirstOrderResponseSchema, orderDetailsResponseSchema, orderListResponseSchema } from './index.ts';

/** The signed-in shopper's own orders. */
export const orderEndpoints = {
  listMyOrders: defineEndpoint({
    method: 'GET',
    path: '/api/shop/order/my-orders',
    auth: 'user',
    response: { 200: orderListResponseSchema },
  }),
  getMyOrder: defineEndpoint({
    method: 'GET',
    path: '/api/shop/order/details/:id',
    auth: 'user',
    params: idParamSchema,
    response: { 200: orderDetailsResponseSchema },
  }),
  isFirstOrder: defineEndpoint({
    method: 'GET',
    path: '/api/shop/order/is-first-order',
    auth: 'user',
    response: { 200: isFirstOrderResponseSchema },
  }),
};
