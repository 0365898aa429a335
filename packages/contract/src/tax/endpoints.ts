import { idParamSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { shopSettingsInputSchema, shopSettingsResponseSchema } from './shop-settings.ts';

/** GST: the shop's registration, and the tax invoices as PDF files. */
export const taxEndpoints = {
  getShopSettings: defineEndpoint({
    method: 'GET',
    path: '/api/admin/settings/shop',
    auth: 'admin',
    permission: 'settings',
    response: { 200: shopSettingsResponseSchema },
  }),
  updateShopSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/settings/shop',
    auth: 'admin',
    permission: 'settings',
    body: shopSettingsInputSchema,
    response: { 200: shopSettingsResponseSchema },
  }),
  /** The signed-in shopper's own order's tax invoice; 404 for another's order or before the invoice is issued. */
  downloadMyInvoice: defineEndpoint({
    method: 'GET',
    path: '/api/shop/order/invoice/:id',
    auth: 'user',
    params: idParamSchema,
    response: { 200: 'pdf' },
  }),
  downloadOrderInvoice: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/invoice/:id',
    auth: 'admin',
    permission: 'invoices',
    params: idParamSchema,
    response: { 200: 'pdf' },
  }),
};
