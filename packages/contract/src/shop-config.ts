import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * GET /shop/config: the public brand and contact details, configured on the server
 * (docs/decisions/054-settings-validated-at-start-public-shop-config.md).
 */
export const shopConfigResponseSchema = z.object({
  success: z.literal(true),
  shopName: z.string(),
  tagline: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  /**
   * The redirect (PayPal) way to pay, when this shop offers it: 'paypal' with PayPal's keys, 'simulated'
   * outside production without them; null when off.
   */
  redirectPayment: z.enum(['paypal', 'simulated']).nullable(),
});
export type ShopConfigResponse = z.infer<typeof shopConfigResponseSchema>;
export type ShopConfig = Omit<ShopConfigResponse, 'success'>;

export const shopConfigEndpoints = {
  getShopConfig: defineEndpoint({ method: 'GET', path: '/api/shop/config', auth: 'public', response: { 200: shopConfigResponseSchema } }),
};
