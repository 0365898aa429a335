import { z } from 'zod';
import { uuidSchema } from '../common.ts';

export * from './stock-alert-values.ts';

/** Without a size the product's default size is meant. */
export const requestStockAlertSchema = z.object({ productId: uuidSchema, variantId: uuidSchema.optional() });
export type RequestStockAlert = z.infer<typeof requestStockAlertSchema>;

/** The products and sizes the shopper is waiting for (requests not yet answered by an e-mail). */
export const stockAlertsResponseSchema = z.object({
  success: z.literal(true),
  productIds: z.array(z.string()),
  variantIds: z.array(z.string()),
});
export const stockAlertCreatedResponseSchema = stockAlertsResponseSchema.extend({ message: z.string() });
