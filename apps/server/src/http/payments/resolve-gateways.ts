import type { AppContext } from '../../context.ts';
import { createPaymentGateways, type PaymentGateways } from '../../infra/payments/index.ts';

/** The gateways bootstrap chose; a context built without them (a bare test context) gets the configured ones. */
export function resolvePaymentGateways(ctx: AppContext): PaymentGateways {
  return ctx.payments ?? createPaymentGateways(ctx.config, ctx.db);
}

/** The card flow's address id: `addressId`, or `addressInfo._id` as the original client sends it. */
export function chosenAddressId(body: { addressId?: string | undefined; addressInfo?: { _id: string } | undefined }): string | undefined {
  return body.addressId ?? body.addressInfo?._id;
}
