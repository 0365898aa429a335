import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '@aurelle/contract';
import type { AppContext } from '../context.ts';
import { checkReadiness, expectedMigrationCount } from '../db/availability.ts';
import { migrationsFolder } from '../db/client.ts';
import { route } from './define-route.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from './error-handler.ts';

/**
 * Liveness and readiness (docs/decisions/013-production-refuses-simulated-payments.md). `/api/health` answers while the process can
 * serve HTTP at all, so an orchestrator does not restart it for a database outage; `/api/health/ready` answers 200
 * only when the database answers and every migration of this build is applied, so a load balancer sends no traffic
 * before or during one.
 */
export function registerHealthRoutes(api: FastifyInstance, ctx: AppContext): void {
  const expectedMigrations = expectedMigrationCount(migrationsFolder);
  route(api, healthEndpoints.health, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { success: true, status: 'ok', database: ctx.dbKind, time: new Date().toISOString() };
  });
  route(api, healthEndpoints.ready, async (_request, reply) => {
    const readiness = await checkReadiness(ctx.db, expectedMigrations);
    void reply.header('Cache-Control', 'no-store');
    if (!readiness.ready) {
      const message = readiness.database === 'down' ? DATABASE_UNAVAILABLE_MESSAGE : 'Database migrations are not applied yet';
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ success: false, status: 'unavailable', message, ...readiness });
    }
    return { success: true, status: 'ready', ...readiness };
  });
}
