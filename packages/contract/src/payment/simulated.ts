import { z } from 'zod';

/**
 * The simulated provider's checkout (docs/decisions/051-one-process-zero-set-up-defaults.md): the web app shows its own dialog
 * and asks the server to sign the outcome exactly as Razorpay's checkout would, then calls verify-payment as usual.
 */
export const simulatedCheckoutRequestSchema = z.object({
  providerOrderId: z.string().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});
export type SimulatedCheckoutRequest = z.infer<typeof simulatedCheckoutRequestSchema>;

export const simulatedCheckoutResponseSchema = z.discriminatedUnion('outcome', [
  z.object({
    success: z.literal(true),
    outcome: z.literal('success'),
    razorpay_payment_id: z.string(),
    razorpay_order_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    success: z.literal(true),
    outcome: z.literal('failure'),
    error: z.object({ code: z.string(), description: z.string(), reason: z.string() }),
  }),
]);
export type SimulatedCheckoutResponse = z.infer<typeof simulatedCheckoutResponseSchema>;
/** POST path of the simulated checkout, under /api. */
export const SIMULATED_CHECKOUT_PATH = '/shop/payment/simulated/checkout';
