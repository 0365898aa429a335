import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** Liveness and readiness for orchestrators and load balancers (docs/decisions/013-production-refuses-simulated-payments.md). */
export const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  time: z.string(),
});

const readinessFields = {
  ready: z.boolean(),
  database: z.enum(['up', 'down']),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
};
export const readyResponseSchema = z.object({ success: z.literal(true), status: z.literal('ready'), ...readinessFields });
/** 503 with Retry-After until the database answers and every migration of the build is applied. */
export const notReadyResponseSchema = z.object({
  success: z.literal(false),
  status: z.literal('unavailable'),
  message: z.string(),
  ...readinessFields,
});

export const healthEndpoints = {
  health: defineEndpoint({ method: 'GET', path: '/api/health', auth: 'public', response: { 200: healthResponseSchema } }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/health/ready',
    auth: 'public',
    response: { 200: readyResponseSchema, 503: notReadyResponseSchema },
  }),
  /**
   * Prometheus metrics in the text exposition format. Not a session endpoint: it asks for `Authorization: Bearer
   * $METRICS_TOKEN` (401 without it or with another) and does not exist (404) while METRICS_TOKEN is unset
   * (docs/decisions/076-metrics-and-readiness.md).
   */
  metrics: defineEndpoint({ method: 'GET', path: '/api/metrics', auth: 'public', response: { 200: 'text' } }),
};
