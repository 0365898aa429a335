import { z } from 'zod';
import { idParamSchema, uuidSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The shopper's answer to "confirm your cash-on-delivery order". */
export const codConfirmationDecisionSchema = z.enum(['confirm', 'cancel'], { message: 'Choose confirm or cancel' });
export type CodConfirmationDecision = z.infer<typeof codConfirmationDecisionSchema>;

export const COD_CONFIRMATION_MESSAGES = {
  confirmed: 'Thank you: your order is confirmed and will be packed for delivery',
  cancelled: 'Your order is cancelled',
  alreadyCancelled: 'This order was cancelled and can no longer be confirmed',
  alreadyShipped: 'This order has already shipped',
  nothingToConfirm: 'This order has nothing to confirm',
  invalidLink: 'This confirmation link is not valid',
  awaitingConfirmation: 'The shopper has not confirmed this cash-on-delivery order yet',
  /** Checkout's reason when the shop's return-rate rule refuses cash on delivery to the address's PIN code. */
  codReturns: 'Cash on delivery is not available for this PIN code, as many parcels sent there were returned. Please pay online',
} as const;

/** The e-mail's signed link: the order and the signature that lets its holder answer for that order. */
export const codConfirmationLinkSchema = z.object({
  order: uuidSchema,
  token: z.string({ message: COD_CONFIRMATION_MESSAGES.invalidLink }).min(1, COD_CONFIRMATION_MESSAGES.invalidLink).max(200),
});
export const codConfirmationRequestSchema = codConfirmationLinkSchema.extend({ decision: codConfirmationDecisionSchema });

/** What the link's page shows before the shopper answers. */
export const codConfirmationStateSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  /** awaiting: the buttons; confirmed / cancelled / shipped: the outcome, no buttons. */
  state: z.enum(['awaiting', 'confirmed', 'cancelled', 'shipped']),
  totalPaise: z.number().int(),
  itemCount: z.number().int(),
  confirmBy: z.string().nullable(),
});
export type CodConfirmationState = z.infer<typeof codConfirmationStateSchema>;
export const codConfirmationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  decision: codConfirmationDecisionSchema,
});

/** How often cash-on-delivery parcels came back, per PIN code or per customer, worst first. */
export const codReturnRatesQuerySchema = z.object({
  by: z.enum(['pin', 'customer'], { message: 'Choose pin or customer' }).default('pin'),
});
export const codReturnRateSchema = z.object({
  key: z.string(),
  label: z.string(),
  shipped: z.number().int(),
  returned: z.number().int(),
  ratePercent: z.number(),
});
export type CodReturnRate = z.infer<typeof codReturnRateSchema>;
export const codReturnRatesResponseSchema = z.object({
  success: z.literal(true),
  by: z.enum(['pin', 'customer']),
  rates: z.array(codReturnRateSchema),
  /** The shop's rule: 0 when cash on delivery is never refused for returns. */
  refusalPercent: z.number().int(),
  minOrders: z.number().int(),
});

export const codConfirmationEndpoints = {
  listCodReturnRates: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/cod-return-rates',
    auth: 'admin',
    permission: 'orders.read',
    query: codReturnRatesQuerySchema,
    response: { 200: codReturnRatesResponseSchema },
  }),
  /** The e-mail link's page reads the order's state (no change: mail scanners open links). */
  getCodConfirmation: defineEndpoint({
    method: 'GET',
    path: '/api/shop/cod-confirmation',
    auth: 'public',
    query: codConfirmationLinkSchema,
    response: { 200: codConfirmationStateSchema },
  }),
  /** The shopper's answer from the link's page; the signature is the credential, no sign-in needed. */
  answerCodConfirmation: defineEndpoint({
    method: 'POST',
    path: '/api/shop/cod-confirmation',
    auth: 'public',
    body: codConfirmationRequestSchema,
    response: { 200: codConfirmationResponseSchema },
  }),
  /** An admin who reached the shopper by phone records their confirmation. */
  confirmCodOrder: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/cod-confirmation',
    auth: 'admin',
    permission: 'orders.manage',
    params: idParamSchema,
    response: { 200: codConfirmationResponseSchema },
  }),
};

/** Meta's webhook subscription check: GET with hub.mode=subscribe, the verify token and a challenge to echo. */
export const whatsappSubscriptionQuerySchema = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});

export const whatsappEndpoints = {
  verifyWhatsAppWebhook: defineEndpoint({
    method: 'GET',
    path: '/api/webhooks/whatsapp',
    auth: 'public',
    query: whatsappSubscriptionQuerySchema,
    response: { 200: 'text' },
  }),
  /** Incoming messages and button replies from WhatsApp; X-Hub-Signature-256 over the raw body is the credential. */
  whatsappWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/webhooks/whatsapp',
    auth: 'public',
    body: 'raw',
    response: { 200: z.object({ success: z.literal(true), handled: z.number().int() }) },
  }),
};
