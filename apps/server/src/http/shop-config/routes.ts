import type { FastifyInstance } from 'fastify';
import { SHOP_TAGLINE, shopConfigEndpoints, type ShopConfigResponse } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../define-route.ts';
import { guestReadsOf } from '../guest-reads.ts';

/**
 * Public brand and contact details for the storefront. Only this explicit allow-list of settings
 * reaches the browser (docs/decisions/054-settings-validated-at-start-public-shop-config.md).
 */
export async function shopConfigRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const body: Omit<ShopConfigResponse, 'redirectPayment'> = {
    success: true,
    shopName: ctx.config.SHOP_NAME,
    tagline: SHOP_TAGLINE,
    phone: ctx.config.SHOP_PHONE,
    email: ctx.config.SHOP_EMAIL,
    address: ctx.config.SHOP_ADDRESS,
  };
  const answer = () => ({ ...body, redirectPayment: ctx.payments?.redirect?.provider ?? null });
  route(app, shopConfigEndpoints.getShopConfig, async (_request, reply) => {
    // The values only change with a restart; a short shared cache spares a request per page view.
    void reply.header('Cache-Control', 'public, max-age=300');
    return answer();
  });
  guestReadsOf(app)?.addFixed(shopConfigEndpoints.getShopConfig, answer);
}
