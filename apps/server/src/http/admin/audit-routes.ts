import type { FastifyInstance } from 'fastify';
import { auditEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { listAuditEvents } from '../../domain/audit/list-audit-events.ts';
import { route } from '../define-route.ts';

/** Dashboard › Audit: the log of admin writes (filed by http/audit-trail.ts). Mounted inside the admin scope. */
export async function adminAuditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, auditEndpoints.listAuditEvents, async (request) => {
    const page = await listAuditEvents(ctx.db, request.query);
    return { success: true, ...page };
  });
}
