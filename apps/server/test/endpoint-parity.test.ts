import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponseSchemas, listEndpoints, type Endpoint } from '@aurelle/contract';
import { call, createTestApp, createUser, type TestApp } from './helpers.ts';

/**
 * The contract's endpoint registry and the server's routes are the same set (part 1): a route without a
 * definition, or a definition without a route, fails here. Some routes exist only in some configurations (the
 * simulated providers' checkout and approval page; the PayPal return), so the API is enumerated in the test
 * configuration (simulated providers) and in production with PayPal keys (real providers); every definition must be
 * registered in at least one of them. Only `/api` is compared: the web app's files and pages are not endpoints.
 */
const productionWithPayPal = {
  NODE_ENV: 'production',
  ADMIN_EMAIL: 'owner@aurelle.example',
  ADMIN_PASSWORD: 'a-long-admin-password',
  RAZORPAY_KEY_ID: 'rzp_live_0123456789abcd',
  RAZORPAY_KEY_SECRET: 'live-secret-0123456789',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-0123456789',
  PAYPAL_CLIENT_ID: 'live-client',
  PAYPAL_CLIENT_SECRET: 'live-secret',
  PAYPAL_ENVIRONMENT: 'production',
};

const definitions = listEndpoints();
const key = (method: string, path: string) => `${method} ${path}`;
const definitionByKey = new Map(definitions.map(({ name, endpoint }) => [key(endpoint.method, endpoint.path), { name, endpoint }]));

interface Configuration {
  name: string;
  app: TestApp;
  routes: RouteOptions[];
}
const configurations: Configuration[] = [];

async function enumerate(name: string, env: Record<string, string>): Promise<Configuration> {
  const routes: RouteOptions[] = [];
  const app = await createTestApp(env, {
    onRoute: (route) => {
      // HEAD routes are Fastify's automatic twins of GET routes.
      if (route.url === '/api' || route.url.startsWith('/api/')) routes.push(route);
    },
  });
  return { name, app, routes };
}

function apiRoutes(configuration: Configuration): Array<{ key: string; route: RouteOptions }> {
  return configuration.routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .map((method) => ({ key: key(method, route.url), route })),
  );
}

beforeAll(async () => {
  configurations.push(await enumerate('test (simulated providers)', {}));
  configurations.push(await enumerate('production with PayPal', productionWithPayPal));
});
afterAll(async () => {
  for (const configuration of configurations) await configuration.app.close();
});

describe('endpoint parity', () => {
  it('has one definition per method and path, with unique names', () => {
    expect(definitionByKey.size).toBe(definitions.length);
    expect(definitions.length).toBeGreaterThan(50);
  });

  it('defines every /api route of every configuration', () => {
    for (const configuration of configurations) {
      const undefinedRoutes = apiRoutes(configuration)
        .map((entry) => entry.key)
        .filter((routeKey) => !definitionByKey.has(routeKey));
      expect(undefinedRoutes, `routes of "${configuration.name}" without a definition`).toEqual([]);
    }
  });

  it('registers a route for every definition in some configuration', () => {
    const registered = new Set(configurations.flatMap((configuration) => apiRoutes(configuration).map((entry) => entry.key)));
    const missing = definitions.filter(({ endpoint }) => !registered.has(key(endpoint.method, endpoint.path))).map(({ name }) => name);
    expect(missing, 'definitions without a route').toEqual([]);
  });

  it('registers each route from its definition: the same request schemas and a response schema for every JSON answer', () => {
    for (const configuration of configurations) {
      for (const { key: routeKey, route } of apiRoutes(configuration)) {
        const definition = definitionByKey.get(routeKey);
        if (!definition) continue;
        const { endpoint } = definition;
        const schema = route.schema ?? {};
        expect(schema.params, `${routeKey} params`).toBe(endpoint.params);
        expect(schema.querystring, `${routeKey} query`).toBe(endpoint.query);
        expect(schema.body, `${routeKey} body`).toBe(typeof endpoint.body === 'string' ? undefined : endpoint.body);
        const expected = jsonResponseSchemas(endpoint);
        const actual = (schema.response ?? {}) as Record<string, unknown>;
        expect(Object.keys(actual).sort(), `${routeKey} response statuses`).toEqual(Object.keys(expected).sort());
        for (const [status, responseSchema] of Object.entries(expected))
          expect(actual[status], `${routeKey} ${status}`).toBe(responseSchema);
      }
    }
  });
});

/** Public endpoints a provider calls with its own credential (WhatsApp's signature and verify token, Shiprocket's key). */
const PROVIDER_CREDENTIAL_ENDPOINTS = new Set(['verifyWhatsAppWebhook', 'whatsappWebhook', 'shiprocketWebhook', 'courierTrackingWebhook']);

/** Path parameters that pass each endpoint's params schema (a uuid, or the first of an enum). */
function sampleParams(endpoint: Endpoint): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, schema] of Object.entries(endpoint.params?.shape ?? {})) {
    const candidates = ['00000000-0000-4000-8000-000000000000', 'approve', 'vanilla'];
    params[name] = candidates.find((candidate) => schema.safeParse(candidate).success) ?? 'x';
  }
  return params;
}

describe('who may call each endpoint', () => {
  it('answers as its definition says: 401 signed out for user and admin endpoints, 403 to a customer for admin ones', async () => {
    const [configuration] = configurations;
    if (!configuration) throw new Error('no app');
    const t = configuration.app;
    const customer = await createUser(t);
    const registered = new Set(apiRoutes(configuration).map((entry) => entry.key));
    const checked: string[] = [];
    // Logging out and signing out everywhere end the customer's session, so they go last.
    const endsSession = (name: string) => Number(name === 'logout' || name === 'endAllMySessions');
    const ordered = [...definitions].sort((a, b) => endsSession(a.name) - endsSession(b.name));
    for (const { name, endpoint } of ordered) {
      if (!registered.has(key(endpoint.method, endpoint.path))) continue;
      const body = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {};
      const input = { params: sampleParams(endpoint), body } as never;
      const anonymous = await call(t, endpoint, input);
      const asCustomer = await call(t, endpoint, { ...(input as object), headers: customer.auth } as never);
      if (endpoint.auth === 'public' && PROVIDER_CREDENTIAL_ENDPOINTS.has(name)) {
        // No session, but the provider's signature or token is the credential: without it, 401 / 403 as they document.
        expect([401, 403], `${name} refuses a caller without the provider's credential`).toContain(anonymous.status);
      } else if (endpoint.auth === 'public') {
        expect([401, 403], `${name} answers anonymous callers`).not.toContain(anonymous.status);
      } else {
        expect(anonymous.status, `${name} refuses anonymous callers`).toBe(401);
      }
      if (endpoint.auth === 'admin') expect(asCustomer.status, `${name} refuses customers`).toBe(403);
      else if (!PROVIDER_CREDENTIAL_ENDPOINTS.has(name)) expect([401, 403], `${name} answers customers`).not.toContain(asCustomer.status);
      checked.push(name);
    }
    expect(checked.length).toBeGreaterThan(50);
  });
});
