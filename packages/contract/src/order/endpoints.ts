import { idParamSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { isFirstOrderResponseSchema, myOrdersQuerySchema, orderDetailsResponseSchema, orderListResponseSchema } from './index.ts';

/** The signed-in shopper's own orders. */
export const orderEndpoints = {
  /**
   * Orders the shopper placed (paid at some point, or cash on delivery); `include=all` adds checkouts that were never
   * paid (abandoned, replaced by a newer one, payment failed).
   */
  listMyOrders: defineEndpoint({
    method: 'GET',
    path: '/api/shop/order/my-orders',
    auth: 'user',
    query: myOrdersQuerySchema,
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
