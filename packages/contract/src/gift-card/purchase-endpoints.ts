import { idParamSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { verifyPaymentRequestSchema } from '../payment/index.ts';
import {
  createGiftCardPurchaseRequestSchema,
  giftCardOptionsResponseSchema,
  giftCardPaymentOrderSchema,
  giftCardPurchaseListResponseSchema,
  giftCardPurchasePaidResponseSchema,
  giftCardSettingsInputSchema,
  giftCardSettingsResponseSchema,
  listGiftCardPurchasesQuerySchema,
  myGiftCardPurchasesResponseSchema,
} from './purchase.ts';

/** Buying gift cards (decision 105): the admin's amounts, the shopper's purchase paid online, its receipt. */
export const giftCardPurchaseEndpoints = {
  getGiftCardSettings: defineEndpoint({
    method: 'GET',
    path: '/api/admin/gift-cards/settings',
    auth: 'admin',
    permission: 'promotions',
    response: { 200: giftCardSettingsResponseSchema },
  }),
  updateGiftCardSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/gift-cards/settings',
    auth: 'admin',
    permission: 'promotions',
    body: giftCardSettingsInputSchema,
    response: { 200: giftCardSettingsResponseSchema },
  }),
  listGiftCardPurchases: defineEndpoint({
    method: 'GET',
    path: '/api/admin/gift-cards/purchases',
    auth: 'admin',
    permission: 'promotions',
    query: listGiftCardPurchasesQuerySchema,
    response: { 200: giftCardPurchaseListResponseSchema },
  }),
  /** The amounts and delivery dates the storefront offers (public: the page shows them before sign-in). */
  getGiftCardOptions: defineEndpoint({
    method: 'GET',
    path: '/api/shop/gift-cards/options',
    auth: 'public',
    response: { 200: giftCardOptionsResponseSchema },
  }),
  /** A signed-in shopper's purchase: the pending record and the provider order to pay (rate limited like payments). */
  createGiftCardPurchase: defineEndpoint({
    method: 'POST',
    path: '/api/shop/gift-cards/purchases',
    auth: 'user',
    body: createGiftCardPurchaseRequestSchema,
    response: { 200: giftCardPaymentOrderSchema },
  }),
  /** The provider's signed result: the card is issued once, however often this is called. */
  verifyGiftCardPurchase: defineEndpoint({
    method: 'POST',
    path: '/api/shop/gift-cards/purchases/verify',
    auth: 'user',
    body: verifyPaymentRequestSchema,
    response: { 200: giftCardPurchasePaidResponseSchema },
  }),
  listMyGiftCardPurchases: defineEndpoint({
    method: 'GET',
    path: '/api/shop/gift-cards/purchases',
    auth: 'user',
    response: { 200: myGiftCardPurchasesResponseSchema },
  }),
  /** The buyer's receipt (not a tax invoice) as a PDF; 404 for another's purchase, 409 before it is paid. */
  downloadGiftCardReceipt: defineEndpoint({
    method: 'GET',
    path: '/api/shop/gift-cards/purchases/:id/receipt',
    auth: 'user',
    params: idParamSchema,
    response: { 200: 'pdf' },
  }),
};
