import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../guards.ts';
import { unsubscribeRoutes } from '../unsubscribe/routes.ts';
import { adminAuditRoutes } from './audit-routes.ts';
import { adminCampaignsRoutes } from './campaigns-routes.ts';
import { adminGstRoutes } from './gst-routes.ts';
import { adminOrdersRoutes } from './orders-routes.ts';
import { adminSalesRoutes } from './sales-routes.ts';
import { adminUsersRoutes } from './users-routes.ts';

/**
 * The back office: users, orders, e-mail campaigns, the sales dashboard and the audit log, all behind one admin
 * check that runs on request (before the body is even parsed: 401 anonymous, 403 customer), plus
 * the public unsubscribe link of campaign e-mails.
 */
export async function backofficeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAdmin(ctx));
    await adminUsersRoutes(admin, ctx);
    await adminOrdersRoutes(admin, ctx);
    await adminCampaignsRoutes(admin, ctx);
    await adminSalesRoutes(admin, ctx);
    await adminAuditRoutes(admin, ctx);
    await adminGstRoutes(admin, ctx);
  });
  await app.register(async (publicScope) => unsubscribeRoutes(publicScope, ctx));
}
