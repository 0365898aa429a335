import { z } from 'zod';
import { checkoutRequestSchema } from '../order/checkout-request.ts';
import { uuidSchema } from '../common.ts';

export const createPaymentOrderRequestSchema = checkoutRequestSchema;
export type CreatePaymentOrderRequest = z.input<typeof createPaymentOrderRequestSchema>;

/** The provider order to pay: its id, the amount in paise (as Razorpay wants) and the key to open its checkout with. */
export const cardPaymentOrderSchema = z.object({
  success: z.literal(true),
  amount: z.number().int(), // paise, as Razorpay wants
  id: z.string(), // provider order id
  currency: z.literal('INR'),
  keyId: z.string(),
  orderId: z.string(), // our order id
  provider: z.enum(['razorpay', 'simulated']),
});
/** Nothing to pay (a code worth the whole order): the order is confirmed and invoiced without a provider. */
export const paidInFullOrderSchema = z.object({
  success: z.literal(true),
  paidInFull: z.literal(true),
  amount: z.literal(0),
  currency: z.literal('INR'),
  orderId: z.string(),
});
export const createPaymentOrderResponseSchema = z.union([cardPaymentOrderSchema, paidInFullOrderSchema]);
export type CardPaymentOrder = z.infer<typeof cardPaymentOrderSchema>;
export type CreatePaymentOrderResponse = z.infer<typeof createPaymentOrderResponseSchema>;

export const verifyPaymentRequestSchema = z.object({
  razorpay_payment_id: z.string().min(1, 'Payment id is required').max(100),
  razorpay_order_id: z.string().min(1, 'Order id is required').max(100),
  razorpay_signature: z.string().min(1, 'Signature is required').max(200),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

export const legacyCreateOrderRequestSchema = createPaymentOrderRequestSchema;
export const legacyCreateOrderResponseSchema = z.object({ success: z.literal(true), approvalURL: z.string(), orderId: z.string() });
export const legacyCaptureRequestSchema = z.object({
  paymentId: z.string().min(1, 'paymentId is required').max(100),
  payerId: z.string().min(1, 'payerId is required').max(100),
  orderId: uuidSchema,
});

/** verify-payment and the legacy capture: `alreadyPaid` when the webhook (or an earlier call) confirmed it first. */
export const paymentConfirmedResponseSchema = z.object({ success: z.literal(true), message: z.string(), alreadyPaid: z.boolean() });
export type PaymentConfirmedResponse = z.infer<typeof paymentConfirmedResponseSchema>;

/** What a Razorpay webhook event did (docs/decisions/009-payment-gateways.md). */
export const webhookOutcomeValues = [
  'paid',
  'already-paid',
  'cancelled',
  'refund-processed',
  'refund-failed',
  'duplicate',
  'ignored',
] as const;
export const paymentWebhookResponseSchema = z.object({ success: z.literal(true), status: z.enum(webhookOutcomeValues) });

/** PayPal returns the shopper with `token` (its order id, our paymentId) and `PayerID`. */
export const paypalReturnQuerySchema = z.object({ token: z.string().max(100).optional(), PayerID: z.string().max(100).optional() });
export const simulatedApprovalParamsSchema = z.object({ orderId: uuidSchema });
export const simulatedDecisionParamsSchema = simulatedApprovalParamsSchema.extend({ decision: z.enum(['approve', 'cancel']) });
