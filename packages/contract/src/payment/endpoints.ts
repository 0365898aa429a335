import { defineEndpoint } from '../endpoint.ts';
import {
  createPaymentOrderRequestSchema,
  createPaymentOrderResponseSchema,
  legacyCaptureRequestSchema,
  legacyCreateOrderRequestSchema,
  legacyCreateOrderResponseSchema,
  paymentConfirmedResponseSchema,
  paymentWebhookResponseSchema,
  paypalReturnQuerySchema,
  simulatedApprovalParamsSchema,
  simulatedDecisionParamsSchema,
  verifyPaymentRequestSchema,
} from './index.ts';
import { SIMULATED_CHECKOUT_PATH, simulatedCheckoutRequestSchema, simulatedCheckoutResponseSchema } from './simulated.ts';

/**
 * Card payments with Razorpay's contract, and the legacy redirect flow (docs/decisions/009-payment-gateways.md). Some
 * exist only in some configurations: the simulated checkout and approval page with the simulated providers, the
 * PayPal return with PayPal keys.
 */
export const paymentEndpoints = {
  createPaymentOrder: defineEndpoint({
    method: 'POST',
    path: '/api/shop/payment/razorpay/create-order',
    auth: 'user',
    body: createPaymentOrderRequestSchema,
    response: { 200: createPaymentOrderResponseSchema },
  }),
  verifyPayment: defineEndpoint({
    method: 'POST',
    path: '/api/shop/payment/razorpay/verify-payment',
    auth: 'user',
    body: verifyPaymentRequestSchema,
    response: { 200: paymentConfirmedResponseSchema },
  }),
  /** Razorpay's servers; the signature over the raw body is the credential. */
  paymentWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/shop/payment/razorpay/webhook',
    auth: 'public',
    body: 'raw',
    response: { 200: paymentWebhookResponseSchema },
  }),
  /** The simulated provider's checkout dialog (simulated card provider only). */
  simulatedCheckout: defineEndpoint({
    method: 'POST',
    path: `/api${SIMULATED_CHECKOUT_PATH}`,
    auth: 'user',
    body: simulatedCheckoutRequestSchema,
    response: { 200: simulatedCheckoutResponseSchema },
  }),
  createLegacyOrder: defineEndpoint({
    method: 'POST',
    path: '/api/shop/order/create',
    auth: 'user',
    body: legacyCreateOrderRequestSchema,
    response: { 200: legacyCreateOrderResponseSchema },
  }),
  captureLegacyPayment: defineEndpoint({
    method: 'POST',
    path: '/api/shop/order/capture',
    auth: 'user',
    body: legacyCaptureRequestSchema,
    response: { 200: paymentConfirmedResponseSchema },
  }),
  /** Where PayPal sends the shopper back: on to the web app's return page, or to checkout when something is missing. */
  paypalReturn: defineEndpoint({
    method: 'GET',
    path: '/api/shop/order/paypal-return',
    auth: 'public',
    query: paypalReturnQuerySchema,
    response: { 303: 'redirect' },
  }),
  /**
   * The simulated redirect provider's approval page, for a top-level navigation: an HTML page in every case (signed
   * out 401, unknown or someone else's 404, already decided 409).
   */
  simulatedApprovalPage: defineEndpoint({
    method: 'GET',
    path: '/api/shop/order/simulated-approval/:orderId',
    auth: 'user',
    params: simulatedApprovalParamsSchema,
    response: { 200: 'html', 401: 'html', 404: 'html', 409: 'html' },
  }),
  /** The page's approve and cancel buttons (a form post): back to the shop with a redirect, or an HTML notice. */
  decideSimulatedApproval: defineEndpoint({
    method: 'POST',
    path: '/api/shop/order/simulated-approval/:orderId/:decision',
    auth: 'user',
    params: simulatedDecisionParamsSchema,
    body: 'form',
    response: { 303: 'redirect', 401: 'html', 404: 'html', 409: 'html' },
  }),
};
