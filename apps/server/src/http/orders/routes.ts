import type { FastifyInstance } from 'fastify';
import { checkoutQuoteEndpoints, orderEndpoints, paymentEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { quoteCheckout } from '../../domain/checkout/quote-checkout.ts';
import { findMyOrder } from '../../domain/orders/find-my-order.ts';
import { isFirstOrder } from '../../domain/orders/is-first-order.ts';
import { listMyOrders } from '../../domain/orders/list-my-orders.ts';
import { captureRedirectPayment } from '../../domain/payments/capture-redirect-payment.ts';
import { createRedirectPayment } from '../../domain/payments/create-redirect-payment.ts';
import { PAYMENT_SUCCESSFUL_MESSAGE, REDIRECT_PAYMENTS_OFF_MESSAGE } from '../../domain/payments/messages.ts';
import { notFound } from '../../domain/errors.ts';
import { PayPalGateway } from '../../infra/payments/paypal-gateway.ts';
import { isSimulatedRedirectGateway } from '../../infra/payments/simulated-redirect-gateway.ts';
import { route } from '../define-route.ts';
import { currentUser, requireUser } from '../guards.ts';
import { chosenAddressId, resolvePaymentGateways } from '../payments/resolve-gateways.ts';
import { paymentRateLimit } from '../rate-limits.ts';
import { simulatedApprovalRoutes } from './simulated-approval-routes.ts';

/** The shopper's orders, and the legacy redirect payment flow (docs/decisions/009-payment-gateways.md). */
export async function orderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // onRequest, so an anonymous call is a 401 before its body is even validated.
  const onRequest = requireUser(ctx);
  const gateway = resolvePaymentGateways(ctx).redirect;
  // The legacy flow is off (production without PayPal keys): its calls stay and say so, and nothing else registers.
  const legacyDeps = () => {
    if (!gateway) throw notFound(REDIRECT_PAYMENTS_OFF_MESSAGE);
    return { db: ctx.db, log: ctx.log, gateway };
  };

  route(app, orderEndpoints.listMyOrders, { onRequest }, async (request) => {
    return { success: true, data: await listMyOrders(ctx.db, currentUser(request).id, request.query.include) };
  });

  route(app, orderEndpoints.getMyOrder, { onRequest }, async (request) => {
    return { success: true, data: await findMyOrder(ctx.db, { userId: currentUser(request).id, orderId: request.params.id }) };
  });

  route(app, orderEndpoints.isFirstOrder, { onRequest }, async (request) => {
    return { success: true, isFirstOrder: await isFirstOrder(ctx.db, currentUser(request).id) };
  });

  route(app, checkoutQuoteEndpoints.quoteCheckout, { onRequest }, async (request) => {
    return { success: true, quote: await quoteCheckout(ctx.db, { userId: currentUser(request).id, ...request.body }) };
  });

  route(app, paymentEndpoints.createLegacyOrder, { onRequest, config: { rateLimit: paymentRateLimit(ctx.config) } }, async (request) => {
    const created = await createRedirectPayment(legacyDeps(), {
      userId: currentUser(request).id,
      addressId: chosenAddressId(request.body),
      couponCode: request.body.couponCode,
      gift: request.body.gift,
      deliveryOption: request.body.deliveryOption,
      whatsappUpdates: request.body.whatsappUpdates,
      giftCardCode: request.body.giftCardCode,
      freeSampleVariantId: request.body.freeSampleVariantId,
    });
    return { success: true, ...created };
  });

  route(app, paymentEndpoints.captureLegacyPayment, { onRequest, config: { rateLimit: paymentRateLimit(ctx.config) } }, async (request) => {
    const { outcome } = await captureRedirectPayment(legacyDeps(), { userId: currentUser(request).id, ...request.body });
    return { success: true, message: PAYMENT_SUCCESSFUL_MESSAGE, alreadyPaid: outcome === 'already-paid' };
  });

  if (gateway instanceof PayPalGateway) {
    // PayPal returns with `token` (its order id, our paymentId) and `PayerID`; the web app reads paymentId/PayerID.
    route(app, paymentEndpoints.paypalReturn, async (request, reply) => {
      const { token, PayerID } = request.query;
      if (!token || !PayerID) return reply.redirect(`${ctx.config.APP_URL}/shop/checkout`, 303);
      const query = new URLSearchParams({ paymentId: token, PayerID });
      return reply.redirect(`${ctx.config.APP_URL}/shop/paypal-return?${query.toString()}`, 303);
    });
    return;
  }
  if (gateway && isSimulatedRedirectGateway(gateway)) await simulatedApprovalRoutes(app, ctx, gateway);
}
