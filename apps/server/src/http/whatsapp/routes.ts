import type { FastifyInstance } from 'fastify';
import { codConfirmationEndpoints, whatsappEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { checkCodConfirmationLink, readCodConfirmation } from '../../domain/cod-confirmation/read-cod-confirmation.ts';
import { decideCodConfirmation } from '../../domain/cod-confirmation/decide-cod-confirmation.ts';
import { codReturnRates } from '../../domain/cod-confirmation/cod-return-rates.ts';
import { readShopSettings } from '../../domain/tax/shop-settings.ts';
import { badRequest, forbidden } from '../../domain/errors.ts';
import { handleWhatsAppWebhook } from '../../domain/whatsapp/handle-whatsapp-webhook.ts';
import { route } from '../define-route.ts';
import { currentUser, requireAdmin } from '../guards.ts';

function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** WhatsApp's webhook (subscription check and deliveries) and the shopper's answer to a COD confirmation. */
export async function whatsappRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, whatsappEndpoints.verifyWhatsAppWebhook, { config: { allowCrossOrigin: true } }, async (request, reply) => {
    const query = request.query;
    const verifyToken = ctx.config.WHATSAPP_VERIFY_TOKEN;
    if (query['hub.mode'] !== 'subscribe' || !verifyToken || query['hub.verify_token'] !== verifyToken || !query['hub.challenge']) {
      throw forbidden('The verify token does not match');
    }
    return reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(query['hub.challenge']);
  });

  // The signature is over the exact bytes Meta sent, so this route alone keeps the body raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(webhook, whatsappEndpoints.whatsappWebhook, { config: { allowCrossOrigin: true } }, async (request) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('Expected a JSON webhook body');
      const handled = await handleWhatsAppWebhook(
        { db: ctx.db, appSecret: ctx.config.WHATSAPP_APP_SECRET, log: ctx.log },
        { rawBody: request.body, signature: singleHeader(request.headers['x-hub-signature-256']) },
      );
      return { success: true as const, handled };
    });
  });

  route(app, codConfirmationEndpoints.getCodConfirmation, async (request, reply) => {
    const orderId = await checkCodConfirmationLink(ctx.db, ctx.config.JWT_SECRET, request.query);
    void reply.header('Cache-Control', 'private, no-store');
    return readCodConfirmation(ctx.db, orderId);
  });

  route(app, codConfirmationEndpoints.answerCodConfirmation, async (request) => {
    const orderId = await checkCodConfirmationLink(ctx.db, ctx.config.JWT_SECRET, request.body);
    const outcome = await decideCodConfirmation(ctx.db, { orderId, decision: request.body.decision, via: 'email' });
    return { success: true as const, ...outcome };
  });

  route(app, codConfirmationEndpoints.listCodReturnRates, { onRequest: requireAdmin(ctx) }, async (request) => {
    const settings = await readShopSettings(ctx.db);
    return {
      success: true as const,
      by: request.query.by,
      rates: await codReturnRates(ctx.db, request.query.by),
      refusalPercent: settings.codRtoRefusalRateBp === null ? 0 : Math.round(settings.codRtoRefusalRateBp / 100),
      minOrders: settings.codRtoMinOrders,
    };
  });

  route(
    app,
    codConfirmationEndpoints.confirmCodOrder,
    { onRequest: requireAdmin(ctx), audit: { entity: 'order', verb: 'cod-confirmed' } },
    async (request) => {
      const adminId = currentUser(request).id;
      const outcome = await decideCodConfirmation(ctx.db, { orderId: request.params.id, decision: 'confirm', via: 'admin', adminId });
      return { success: true as const, ...outcome };
    },
  );
}
