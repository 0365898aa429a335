import type { FastifyInstance } from 'fastify';
import { promotionEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { checkCartCoupon } from '../../domain/promotions/check-cart-coupon.ts';
import { listCoupons } from '../../domain/promotions/list-coupons.ts';
import { createCoupon, setCouponPaused, updateCoupon } from '../../domain/promotions/save-coupon.ts';
import { route } from '../define-route.ts';
import { currentUser, requireAdmin, requireUser } from '../guards.ts';
import { createdId } from '../audited-write.ts';

/** Coupon codes: the back office's Promotions page and the checkout's "Have a code?". */
export async function promotionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const asAdmin = { onRequest: requireAdmin(ctx) };

  route(app, promotionEndpoints.listCoupons, asAdmin, async () => ({ success: true, data: await listCoupons(ctx.db) }));

  route(
    app,
    promotionEndpoints.createCoupon,
    { ...asAdmin, audit: { entity: 'coupon', verb: 'create', entityId: createdId('data') } },
    async (request, reply) => {
      const coupon = await createCoupon(ctx.db, { ...request.body, createdBy: currentUser(request).id });
      return reply.status(201).send({ success: true, message: `Code ${coupon.code} created`, data: coupon });
    },
  );

  route(app, promotionEndpoints.updateCoupon, { ...asAdmin, audit: { entity: 'coupon', verb: 'update' } }, async (request) => {
    const coupon = await updateCoupon(ctx.db, request.params.id, request.body);
    return { success: true, message: `Code ${coupon.code} saved`, data: coupon };
  });

  route(app, promotionEndpoints.setCouponPaused, { ...asAdmin, audit: { entity: 'coupon', verb: 'set-status' } }, async (request) => {
    const coupon = await setCouponPaused(ctx.db, request.params.id, request.body.isPaused);
    return { success: true, message: coupon.isPaused ? `Code ${coupon.code} paused` : `Code ${coupon.code} running again`, data: coupon };
  });

  route(app, promotionEndpoints.checkCoupon, { onRequest: requireUser(ctx) }, async (request) => ({
    success: true,
    ...(await checkCartCoupon(ctx.db, { userId: currentUser(request).id, code: request.body.code })),
  }));
}
