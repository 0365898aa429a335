import { defineEndpoint } from '../endpoint.ts';
import {
  checkPinCodeQuerySchema,
  deliverySettingsInputSchema,
  deliverySettingsResponseSchema,
  pinCheckResponseSchema,
  pinCodeParamsSchema,
} from './index.ts';

/** Delivery (decision 082). */
export const deliveryEndpoints = {
  /**
   * Where a PIN code is, whether the shop delivers there (and takes cash), and each delivery option's fee and dates.
   * 400 for anything but 6 digits, 404 for a PIN India Post does not list.
   */
  checkPinCode: defineEndpoint({
    method: 'GET',
    path: '/api/shop/delivery/pin/:pin',
    auth: 'public',
    params: pinCodeParamsSchema,
    query: checkPinCodeQuerySchema,
    response: { 200: pinCheckResponseSchema },
  }),
  getDeliverySettings: defineEndpoint({
    method: 'GET',
    path: '/api/admin/settings/delivery',
    auth: 'admin',
    permission: 'settings',
    response: { 200: deliverySettingsResponseSchema },
  }),
  updateDeliverySettings: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/settings/delivery',
    auth: 'admin',
    permission: 'settings',
    body: deliverySettingsInputSchema,
    response: { 200: deliverySettingsResponseSchema },
  }),
};
