import type { FastifyInstance } from 'fastify';
import { offerEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { listOffers } from '../../domain/offers/list-offers.ts';
import { createOffer, setOfferPaused, updateOffer } from '../../domain/offers/save-offer.ts';
import { route } from '../define-route.ts';
import { currentUser, requireAdmin } from '../guards.ts';
import { createdId } from '../audited-write.ts';

/** Automatic offers: the back office's Promotions page, beside coupon codes (the checkout quote applies them). */
export async function offerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const asAdmin = { onRequest: requireAdmin(ctx) };

  route(app, offerEndpoints.listOffers, asAdmin, async () => ({ success: true, data: await listOffers(ctx.db) }));

  route(
    app,
    offerEndpoints.createOffer,
    { ...asAdmin, audit: { entity: 'offer', verb: 'create', entityId: createdId('data') } },
    async (request, reply) => {
      const offer = await createOffer(ctx.db, { ...request.body, createdBy: currentUser(request).id });
      return reply.status(201).send({ success: true, message: `Offer ${offer.name} created`, data: offer });
    },
  );

  route(app, offerEndpoints.updateOffer, { ...asAdmin, audit: { entity: 'offer', verb: 'update' } }, async (request) => {
    const offer = await updateOffer(ctx.db, request.params.id, request.body);
    return { success: true, message: `Offer ${offer.name} saved`, data: offer };
  });

  route(app, offerEndpoints.setOfferPaused, { ...asAdmin, audit: { entity: 'offer', verb: 'set-status' } }, async (request) => {
    const offer = await setOfferPaused(ctx.db, request.params.id, request.body.isPaused);
    return { success: true, message: offer.isPaused ? `Offer ${offer.name} paused` : `Offer ${offer.name} running again`, data: offer };
  });
}
