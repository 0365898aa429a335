import { z } from 'zod';
import { idParamSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { orderResponseSchema } from '../admin/index.ts';
import { orderSchema } from '../order/index.ts';
import {
  adminRefundRequestSchema,
  cancelOrderRequestSchema,
  codOptionQuerySchema,
  codOptionResponseSchema,
  decideReturnRequestSchema,
  placeCodOrderRequestSchema,
  placeCodOrderResponseSchema,
  recordCashRequestSchema,
  returnRequestSchema,
  shipOrderRequestSchema,
} from './index.ts';

/** The order as it stands after the action, with what happened in the shopper's words. */
export const orderActionResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: orderSchema });

/** Cash on delivery, cancellation, returns, refunds and shipments. */
export const afterSalesEndpoints = {
  /** Whether the signed-in shopper's cart can be paid in cash on delivery, and for what fee. */
  getCodOption: defineEndpoint({
    method: 'GET',
    path: '/api/shop/order/cod-option',
    auth: 'user',
    query: codOptionQuerySchema,
    response: { 200: codOptionResponseSchema },
  }),
  placeCodOrder: defineEndpoint({
    method: 'POST',
    path: '/api/shop/order/cod',
    auth: 'user',
    body: placeCodOrderRequestSchema,
    response: { 200: placeCodOrderResponseSchema },
  }),
  cancelMyOrder: defineEndpoint({
    method: 'POST',
    path: '/api/shop/order/cancel/:id',
    auth: 'user',
    params: idParamSchema,
    body: cancelOrderRequestSchema,
    response: { 200: orderActionResponseSchema },
  }),
  requestReturn: defineEndpoint({
    method: 'POST',
    path: '/api/shop/order/return/:id',
    auth: 'user',
    params: idParamSchema,
    body: returnRequestSchema,
    response: { 200: orderActionResponseSchema },
  }),
  /** A credit note of the shopper's own order, by the credit note's id. */
  downloadMyCreditNote: defineEndpoint({
    method: 'GET',
    path: '/api/shop/order/credit-note/:id',
    auth: 'user',
    params: idParamSchema,
    response: { 200: 'pdf' },
  }),
  shipOrder: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/ship/:id',
    auth: 'admin',
    permission: 'shipping',
    params: idParamSchema,
    body: shipOrderRequestSchema,
    response: { 200: orderResponseSchema },
  }),
  recordCodCash: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/cod-collected/:id',
    auth: 'admin',
    permission: 'orders.manage',
    params: idParamSchema,
    body: recordCashRequestSchema,
    response: { 200: orderResponseSchema },
  }),
  recordCodRefused: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/cod-refused/:id',
    auth: 'admin',
    permission: 'orders.manage',
    params: idParamSchema,
    response: { 200: orderResponseSchema },
  }),
  refundOrder: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/refund/:id',
    auth: 'admin',
    permission: 'orders.manage',
    params: idParamSchema,
    body: adminRefundRequestSchema,
    response: { 200: orderResponseSchema },
  }),
  /** Approve (refund, credit note, optional restock) or reject a return request, by the request's id. */
  decideReturn: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/returns/:id',
    auth: 'admin',
    permission: 'orders.manage',
    params: idParamSchema,
    body: decideReturnRequestSchema,
    response: { 200: orderResponseSchema },
  }),
  downloadOrderCreditNote: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/credit-note/:id',
    auth: 'admin',
    permission: 'invoices',
    params: idParamSchema,
    response: { 200: 'pdf' },
  }),
};
