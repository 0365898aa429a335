import type { FastifyInstance, HTTPMethods } from 'fastify';
import { listEndpoints } from '@aurelle/contract';

/** Each endpoint's path as a pattern: `:id` matches one segment. */
const endpointPatterns = listEndpoints().map(({ endpoint }) => ({
  method: endpoint.method,
  path: endpoint.path,
  pattern: new RegExp(`^${endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
}));

/**
 * The methods this API path answers to, among the routes this process registered (a configuration may leave some
 * out): a request with another method gets 405 with them in `Allow`, not a 404 that hides the route.
 */
export function allowedMethods(app: FastifyInstance, pathname: string): string[] {
  const methods = new Set<string>();
  for (const { method, path, pattern } of endpointPatterns) {
    if (pattern.test(pathname) && app.hasRoute({ method: method as HTTPMethods, url: path })) methods.add(method);
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}
