import type { FastifyInstance } from 'fastify';
import { GIFT_CARD_MESSAGES, giftCardEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { checkGiftCard, getGiftCard, listGiftCards } from '../../domain/gift-cards/find-gift-cards.ts';
import { issueGiftCard } from '../../domain/gift-cards/issue-gift-card.ts';
import { voidGiftCard } from '../../domain/gift-cards/void-gift-card.ts';
import { createdId } from '../audited-write.ts';
import { route } from '../define-route.ts';
import { currentUser, requireAdmin, requireUser } from '../guards.ts';
import { authRateLimit } from '../rate-limits.ts';

/** Gift cards (decision 103): the back office's issue, look-up and void; a shopper's balance check. */
export async function giftCardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const asAdmin = { onRequest: requireAdmin(ctx) };

  route(app, giftCardEndpoints.listGiftCards, asAdmin, async (request) => ({
    success: true,
    ...(await listGiftCards(ctx.db, request.query)),
  }));

  route(
    app,
    giftCardEndpoints.issueGiftCard,
    { ...asAdmin, audit: { entity: 'gift-card', verb: 'create', entityId: createdId('data') } },
    async (request, reply) => {
      const { code, card } = await issueGiftCard(ctx.db, { ...request.body, issuedBy: currentUser(request).id });
      return reply.status(201).send({ success: true, message: GIFT_CARD_MESSAGES.issued, code, data: card });
    },
  );

  route(app, giftCardEndpoints.getGiftCard, asAdmin, async (request) => ({
    success: true,
    data: await getGiftCard(ctx.db, request.params.id),
  }));

  route(app, giftCardEndpoints.voidGiftCard, { ...asAdmin, audit: { entity: 'gift-card', verb: 'void' } }, async (request) => {
    const card = await voidGiftCard(ctx.db, { id: request.params.id, reason: request.body.reason, actorId: currentUser(request).id });
    return { success: true, message: GIFT_CARD_MESSAGES.voidedDone, data: card };
  });

  // Codes can only be guessed by trying: the check is limited like sign-in.
  route(
    app,
    giftCardEndpoints.checkGiftCard,
    { onRequest: requireUser(ctx), config: { rateLimit: authRateLimit(ctx.config) } },
    async (request) => ({ success: true, data: await checkGiftCard(ctx.db, request.body.code) }),
  );
}
