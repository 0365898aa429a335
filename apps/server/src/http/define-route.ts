import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { jsonResponseSchemas, type Endpoint, type JsonStatus } from '@aurelle/contract';
import type { AuditedWrite } from './audited-write.ts';
import { requirePermission } from './guards.ts';

/** The Fastify schema of an endpoint's route: its request schemas and the JSON answers by status. */
export interface RouteSchemaOf<E extends Endpoint> {
  params: E extends { params: infer P extends z.ZodType } ? P : undefined;
  querystring: E extends { query: infer Q extends z.ZodType } ? Q : undefined;
  body: E extends { body: infer B extends z.ZodType } ? B : undefined;
  response: { [S in JsonStatus<E>]: E['response'][S] };
}

/** A handler whose `request.params/query/body` and answer are typed from the endpoint. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * What a route adds to its definition: who may call (guards), its route config (rate limit, form content types,
 * cross-origin) and, for an admin write, what it files in the audit log (required there: http/audit-trail.ts).
 */
export type EndpointRouteOptions = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'config'> & { audit?: AuditedWrite | null };

/** The endpoint's path relative to the scope it is registered in (`/api/shop/cart/get` → `/shop/cart/get` under `/api`). */
function scopedPath(app: FastifyInstance, endpoint: Endpoint): string {
  if (!endpoint.path.startsWith(`${app.prefix}/`)) {
    throw new Error(`${endpoint.method} ${endpoint.path} cannot be registered in the scope "${app.prefix}"`);
  }
  return endpoint.path.slice(app.prefix.length);
}

/**
 * Registers the route of one endpoint definition (packages/contract): its method and path, its params, query and body
 * schemas (a failure answers 400 with per-field messages) and the schema of each JSON answer, through which Fastify
 * serialises the reply: fields the schema does not list are dropped, and a reply that does not match it is a 500 rather
 * than a silent change of the API. Non-JSON answers (HTML pages, redirects) and non-JSON bodies (multipart, raw, form)
 * are the handler's to read and write.
 */
export function route<const E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: NoInfer<EndpointHandler<E>>): void;
export function route<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: NoInfer<EndpointHandler<E>>,
): void;
export function route<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  optionsOrHandler: EndpointRouteOptions | EndpointHandler<E>,
  maybeHandler?: EndpointHandler<E>,
): void {
  const [options, handler] =
    typeof optionsOrHandler === 'function' ? [{}, optionsOrHandler] : [optionsOrHandler, maybeHandler as EndpointHandler<E>];
  const response = jsonResponseSchemas(endpoint);
  const schema = {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body !== undefined && typeof endpoint.body !== 'string' ? { body: endpoint.body } : {}),
    ...(Object.keys(response).length > 0 ? { response } : {}),
  };
  const { audit, ...routeOptions } = options;
  // A back-office endpoint's permission is checked on request, after the guards that identify the caller.
  const guards = [routeOptions.onRequest ?? []].flat();
  if (endpoint.permission) guards.push(requirePermission(endpoint.permission));
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions,
    ...(guards.length > 0 ? { onRequest: guards } : {}),
    ...(audit !== undefined ? { config: { ...routeOptions.config, audit } } : {}),
    method: endpoint.method,
    url: scopedPath(app, endpoint),
    schema,
    handler: handler as RouteHandlerMethod,
  });
}
