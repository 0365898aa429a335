import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESTOCKED_MESSAGE, shippingEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { actOnDeliveryProblem } from '../../domain/shipping/act-on-delivery-problem.ts';
import { getOrderShipment } from '../../domain/shipping/get-order-shipment.ts';
import { getOrderTracking } from '../../domain/shipping/get-order-tracking.ts';
import { handleTrackingWebhook } from '../../domain/shipping/handle-tracking-webhook.ts';
import { listCourierOptions } from '../../domain/shipping/list-courier-options.ts';
import { listDeliveryProblems } from '../../domain/shipping/list-delivery-problems.ts';
import { listShipments } from '../../domain/shipping/list-shipments.ts';
import { renderShippingDocuments } from '../../domain/shipping/render-shipping-documents.ts';
import { requireShiprocket } from '../../domain/shipping/require-shiprocket.ts';
import { restockReturnedOrder } from '../../domain/shipping/restock-returned-order.ts';
import { shipWithShiprocket } from '../../domain/shipping/ship-with-shiprocket.ts';
import { badRequest } from '../../domain/errors.ts';
import { route } from '../define-route.ts';
import { currentUser, requireAdmin, requireUser } from '../guards.ts';

function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The orders a bulk shipment names (`orderIds` of its validated body), each filed in the audit log. */
function orderIdsInBody(request: FastifyRequest): string[] {
  const ids = (request.body as { orderIds?: unknown } | undefined)?.orderIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** Shipping through Shiprocket (decision 098): the back office's actions, the shopper's tracking, the webhook. */
export async function shippingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const asAdmin = { onRequest: requireAdmin(ctx) };
  // Read at each call: the client is the context's (tests swap it for one with a shorter time limit).
  const deps = () => ({ db: ctx.db, shiprocket: requireShiprocket(ctx.shiprocket) });

  route(app, shippingEndpoints.getShippingConfig, asAdmin, async () => ({
    success: true,
    shiprocket: { isEnabled: ctx.shiprocket !== undefined },
  }));

  route(app, shippingEndpoints.listCourierOptions, asAdmin, async (request) => ({
    success: true,
    ...(await listCourierOptions(deps(), request.query.ids)),
  }));

  route(
    app,
    shippingEndpoints.shipWithShiprocket,
    { ...asAdmin, audit: { entity: 'order', verb: 'ship-shiprocket', entityIds: orderIdsInBody } },
    async (request) => ({
      success: true,
      ...(await shipWithShiprocket(deps(), { ...request.body, adminId: currentUser(request).id })),
    }),
  );

  route(app, shippingEndpoints.listShipments, asAdmin, async (request) => ({
    success: true,
    shipments: await listShipments(ctx.db, request.query.ids),
  }));

  route(app, shippingEndpoints.downloadShippingDocuments, asAdmin, async (request, reply) => {
    const { ids, document } = request.query;
    const pdf = await renderShippingDocuments(deps(), { orderIds: ids, document });
    const name = ids.length === 1 ? `shiprocket-${document}-${ids[0]?.slice(0, 8)}.pdf` : `shiprocket-${document}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  route(app, shippingEndpoints.listDeliveryProblems, asAdmin, async () => ({
    success: true,
    problems: await listDeliveryProblems(ctx.db),
  }));

  route(
    app,
    shippingEndpoints.actOnDeliveryProblem,
    { ...asAdmin, audit: { entity: 'order', verb: 'answer-delivery-problem' } },
    async (request) => ({
      success: true,
      message: await actOnDeliveryProblem(deps(), { orderId: request.params.id, ...request.body }),
    }),
  );

  route(app, shippingEndpoints.getOrderShipment, asAdmin, async (request) => ({
    success: true,
    ...(await getOrderShipment(ctx.db, request.params.id)),
  }));

  route(
    app,
    shippingEndpoints.restockReturnedOrder,
    { ...asAdmin, audit: { entity: 'order', verb: 'restock-returned' } },
    async (request) => {
      const restockedAt = await restockReturnedOrder(ctx.db, request.params.id);
      return { success: true, message: RESTOCKED_MESSAGE, returnRestockedAt: restockedAt.toISOString() };
    },
  );

  route(app, shippingEndpoints.getOrderTracking, { onRequest: requireUser(ctx) }, async (request) => ({
    success: true,
    ...(await getOrderTracking(ctx.db, { orderId: request.params.id, userId: currentUser(request).id })),
  }));

  // A replay is recognised by the digest of the exact bytes, so these routes keep the body raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const receive = async (request: FastifyRequest) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('Expected a JSON tracking update');
      const status = await handleTrackingWebhook(
        { db: ctx.db, webhookToken: ctx.config.SHIPROCKET_WEBHOOK_TOKEN },
        { rawBody: request.body, apiKey: singleHeader(request.headers['x-api-key']) },
      );
      return { success: true as const, status };
    };
    // The token is the credential; the call comes from Shiprocket's servers, not a page.
    route(webhook, shippingEndpoints.shiprocketWebhook, { config: { allowCrossOrigin: true } }, receive);
    route(webhook, shippingEndpoints.courierTrackingWebhook, { config: { allowCrossOrigin: true } }, receive);
  });
}
