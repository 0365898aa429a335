import type { FastifyInstance } from 'fastify';
import { taxEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { findInvoice } from '../../domain/tax/find-invoice.ts';
import { presentShopSettings, readShopSettings } from '../../domain/tax/shop-settings.ts';
import { updateShopSettings } from '../../domain/tax/update-shop-settings.ts';
import { route } from '../define-route.ts';
import { sendTaxDocument } from '../send-tax-document.ts';
import { currentUser, requireAdmin, requireUser } from '../guards.ts';

/** GST: the shop's registration for admins, and tax invoices for their shopper and for admins. */
export async function taxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const asAdmin = { onRequest: requireAdmin(ctx) };

  route(app, taxEndpoints.getShopSettings, asAdmin, async () => {
    return { success: true, settings: presentShopSettings(await readShopSettings(ctx.db)) };
  });

  route(
    app,
    taxEndpoints.updateShopSettings,
    { ...asAdmin, audit: { entity: 'settings', verb: 'update', entityId: () => '1' } },
    async (request) => {
      const saved = await updateShopSettings(ctx.db, request.body, currentUser(request).id);
      return { success: true, message: 'Shop settings saved', settings: presentShopSettings(saved) };
    },
  );

  route(app, taxEndpoints.downloadMyInvoice, { onRequest: requireUser(ctx) }, async (request, reply) => {
    return sendTaxDocument(reply, await findInvoice(ctx.db, { orderId: request.params.id, userId: currentUser(request).id }));
  });

  route(app, taxEndpoints.downloadOrderInvoice, asAdmin, async (request, reply) => {
    return sendTaxDocument(reply, await findInvoice(ctx.db, { orderId: request.params.id }));
  });
}
