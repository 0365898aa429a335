import { defineEndpoint } from '../endpoint.ts';
import { requestStockAlertSchema, stockAlertCreatedResponseSchema, stockAlertsResponseSchema } from './index.ts';

/**
 * "Notify me" on a sold-out perfume: one e-mail through the job queue when its stock comes back, once per
 * request; asking again while waiting keeps one request.
 */
export const stockAlertEndpoints = {
  listStockAlerts: defineEndpoint({
    method: 'GET',
    path: '/api/shop/stock-alerts/get',
    auth: 'user',
    response: { 200: stockAlertsResponseSchema },
  }),
  requestStockAlert: defineEndpoint({
    method: 'POST',
    path: '/api/shop/stock-alerts/add',
    auth: 'user',
    body: requestStockAlertSchema,
    response: { 200: stockAlertCreatedResponseSchema },
  }),
};
