import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { httpRequestDuration, UNMATCHED_ROUTE } from '../infra/metrics.ts';

/**
 * Fastify's per-request logging, replaced (docs/decisions/076-metrics-and-readiness.md): no line at arrival, and one
 * line when the answer has been sent, with method, route, status, duration in ms, the request id (`reqId`, bound to
 * `request.log`) and the user id when a guard resolved the caller; `error` level when the response itself failed.
 * The same moment times the request in the `http_request_duration_seconds` histogram. Both name the route by its
 * pattern (`/api/shop/products/get/:id`), never the raw URL: a URL may carry a secret (`/api/unsubscribe/:token`) and
 * would give the histogram a series per id. Fastify's other lines (stream and serializer errors) are kept.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const durationMs = reply.elapsedTime;
    const status = reply.statusCode;
    httpRequestDuration.observe({ method: request.method, route, status_code: String(status) }, durationMs / 1000);
    const line = {
      method: request.method,
      route,
      status,
      durationMs: Math.round(durationMs * 10) / 10,
      ...(request.currentUser ? { userId: request.currentUser.id } : {}),
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}
