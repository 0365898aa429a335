import { z } from 'zod';
import { uuidSchema } from '../common.ts';

/**
 * Client amounts and items are accepted for compatibility but ignored: the server recomputes
 * (docs/decisions/052-money-in-paise-server-computes-amounts.md).
 */
export const createPaymentOrderRequestSchema = z
  .object({
    addressId: uuidSchema.optional(),
    addressInfo: z.object({ _id: uuidSchema }).passthrough().optional(),
  })
  .passthrough()
  .refine((body) => body.addressId || body.addressInfo?._id, { message: 'Please select a delivery address', path: ['addressId'] });
export type CreatePaymentOrderRequest = z.input<typeof createPaymentOrderRequestSchema>;

export const createPaymentOrderResponseSchema = z.object({
  success: z.literal(true),
  amount: z.number().int(), // paise, as Razorpay wants
  id: z.string(), // provider order id
  currency: z.literal('INR'),
  keyId: z.string(),
  orderId: z.string(), // our order id
  provider: z.enum(['razorpay', 'simulated']),
});
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
