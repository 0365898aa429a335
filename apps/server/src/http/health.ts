import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { healthEndpoints } from '@aurelle/contract';
import type { AppContext } from '../context.ts';
import { checkReadiness, readExpectedMigrations, type Readiness } from '../db/availability.ts';
import { migrationsFolder } from '../db/client.ts';
import { notFound, unauthorized } from '../domain/errors.ts';
import { metricsContentType, renderMetrics } from '../infra/metrics.ts';
import { route } from './define-route.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from './error-handler.ts';

/**
 * Liveness, readiness and metrics (docs/decisions/013-production-refuses-simulated-payments.md, 076). `/api/health`
 * answers while the process can serve HTTP at all, so an orchestrator does not restart it for a database outage;
 * `/api/health/ready` answers 200 only when the database answers and every migration of this build is applied, so a
 * load balancer sends no traffic before or during one; `/api/metrics` is Prometheus's, behind METRICS_TOKEN.
 */
export function registerHealthRoutes(api: FastifyInstance, ctx: AppContext): void {
  const expectedMigrations = readExpectedMigrations(migrationsFolder);
  route(api, healthEndpoints.health, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { success: true, status: 'ok', database: ctx.dbKind, time: new Date().toISOString() };
  });
  route(api, healthEndpoints.ready, async (_request, reply) => {
    const readiness = await checkReadiness(ctx.db, expectedMigrations);
    void reply.header('Cache-Control', 'no-store');
    if (!readiness.ready) {
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ success: false, status: 'unavailable', message: notReadyMessage(readiness), ...readiness });
    }
    return { success: true, status: 'ready', ...readiness };
  });
  route(api, healthEndpoints.metrics, async (request, reply) => {
    checkMetricsToken(request, reply, ctx.config.METRICS_TOKEN);
    const text = await renderMetrics({ db: ctx.db, jobTypes: Object.keys(ctx.jobHandlers) });
    return reply.header('Cache-Control', 'no-store').type(metricsContentType).send(text);
  });
}

/** Why not: the database is down, or (with `migrations.applied` and `.expected` beside it) a migration is missing. */
function notReadyMessage(readiness: Readiness): string {
  return readiness.database === 'down' ? DATABASE_UNAVAILABLE_MESSAGE : 'Database migrations are not applied yet';
}

/**
 * No token configured: the endpoint does not exist (the same 404 as an unknown route), in every environment. A token
 * configured: `Authorization: Bearer <token>` or 401. Compared through fixed-length digests, so neither the length nor
 * the content of the token leaks through timing.
 */
function checkMetricsToken(request: FastifyRequest, reply: FastifyReply, token: string | undefined): void {
  if (!token) throw notFound(`Route ${request.method} ${request.url.split('?')[0] ?? ''} not found`);
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  if (timingSafeEqual(digest(given), digest(token))) return;
  void reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
  throw unauthorized('A valid metrics token is required');
}
