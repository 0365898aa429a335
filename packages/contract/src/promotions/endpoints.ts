import { idParamSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  checkCouponRequestSchema,
  checkCouponResponseSchema,
  couponInputSchema,
  couponListResponseSchema,
  couponResponseSchema,
  setCouponPausedRequestSchema,
} from './index.ts';

/** Coupon codes, managed in the back office and checked at checkout. */
export const promotionEndpoints = {
  listCoupons: defineEndpoint({
    method: 'GET',
    path: '/api/admin/coupons',
    auth: 'admin',
    permission: 'promotions',
    response: { 200: couponListResponseSchema },
  }),
  createCoupon: defineEndpoint({
    method: 'POST',
    path: '/api/admin/coupons',
    auth: 'admin',
    permission: 'promotions',
    body: couponInputSchema,
    response: { 201: couponResponseSchema },
  }),
  updateCoupon: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/coupons/:id',
    auth: 'admin',
    permission: 'promotions',
    params: idParamSchema,
    body: couponInputSchema,
    response: { 200: couponResponseSchema },
  }),
  setCouponPaused: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/coupons/:id/status',
    auth: 'admin',
    permission: 'promotions',
    params: idParamSchema,
    body: setCouponPausedRequestSchema,
    response: { 200: couponResponseSchema },
  }),
  /** Whether the signed-in shopper's cart can use a code now, and what the order would get (nothing is held). */
  checkCoupon: defineEndpoint({
    method: 'POST',
    path: '/api/shop/coupons/check',
    auth: 'user',
    body: checkCouponRequestSchema,
    response: { 200: checkCouponResponseSchema },
  }),
};
