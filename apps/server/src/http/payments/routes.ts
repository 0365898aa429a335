import type { FastifyInstance } from 'fastify';
import { paymentEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { createPaymentOrder } from '../../domain/payments/create-payment-order.ts';
import { handlePaymentWebhook } from '../../domain/payments/handle-payment-webhook.ts';
import { PAYMENT_SUCCESSFUL_MESSAGE } from '../../domain/payments/messages.ts';
import { simulateCheckout } from '../../domain/payments/simulate-checkout.ts';
import { verifyPayment } from '../../domain/payments/verify-payment.ts';
import { badRequest } from '../../domain/errors.ts';
import { isSimulatedCardGateway } from '../../infra/payments/gateway.ts';
import { route } from '../define-route.ts';
import { currentUser, requireUser } from '../guards.ts';
import { paymentRateLimit } from '../rate-limits.ts';
import { chosenAddressId, resolvePaymentGateways } from './resolve-gateways.ts';

function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Card payments with Razorpay's contract (real Razorpay or the simulated provider, by configuration). */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // onRequest, so an anonymous call is a 401 before its body is even validated.
  const onRequest = requireUser(ctx);
  const gateway = resolvePaymentGateways(ctx).card;
  const deps = { db: ctx.db, log: ctx.log, gateway, secret: ctx.config.JWT_SECRET };

  route(app, paymentEndpoints.createPaymentOrder, { onRequest, config: { rateLimit: paymentRateLimit(ctx.config) } }, async (request) => {
    return createPaymentOrder(deps, {
      userId: currentUser(request).id,
      addressId: chosenAddressId(request.body),
      couponCode: request.body.couponCode,
      gift: request.body.gift,
      deliveryOption: request.body.deliveryOption,
      whatsappUpdates: request.body.whatsappUpdates,
      giftCardCode: request.body.giftCardCode,
      freeSampleVariantId: request.body.freeSampleVariantId,
    });
  });

  route(app, paymentEndpoints.verifyPayment, { onRequest, config: { rateLimit: paymentRateLimit(ctx.config) } }, async (request) => {
    const { outcome } = await verifyPayment(deps, { userId: currentUser(request).id, ...request.body });
    return { success: true, message: PAYMENT_SUCCESSFUL_MESSAGE, alreadyPaid: outcome === 'already-paid' };
  });

  // Signatures are computed over the exact bytes Razorpay sent, so this route alone keeps the body raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // Razorpay's signature over the body is the credential; the call comes from Razorpay's servers, not a page.
    route(webhook, paymentEndpoints.paymentWebhook, { config: { allowCrossOrigin: true } }, async (request) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('Expected a JSON webhook body');
      const outcome = await handlePaymentWebhook(deps, {
        rawBody: request.body,
        signature: singleHeader(request.headers['x-razorpay-signature']),
        eventId: singleHeader(request.headers['x-razorpay-event-id']),
      });
      return { success: true, status: outcome };
    });
  });

  if (isSimulatedCardGateway(gateway)) {
    route(app, paymentEndpoints.simulatedCheckout, { onRequest, config: { rateLimit: paymentRateLimit(ctx.config) } }, async (request) => {
      return simulateCheckout({ ...deps, gateway }, { userId: currentUser(request).id, ...request.body });
    });
  }
}
