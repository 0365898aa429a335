import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { endpointAreas, listEndpoints, MIN_PASSWORD_LENGTH, type Endpoint } from '@aurelle/contract';
import serverPackage from '../package.json' with { type: 'json' };
import { AUTH_COOKIE } from '../src/http/guards.ts';
import { UPLOAD_FIELD } from '../src/http/catalog/uploads.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The OpenAPI document served at /api/openapi.json is generated from the contract (docs/decisions/075): every route
 * the server registers is in it and every operation is an endpoint of the registry, named and tagged as there. Some
 * routes exist only in some configurations (the simulated providers' pages; the PayPal return), so, as in
 * endpoint-parity.test.ts, the API is documented in the test configuration and in production with PayPal keys.
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

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }>; headers?: Record<string, unknown> }>;
}
interface JsonSchema {
  type?: string | string[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  required?: string[];
  properties?: Record<string, JsonSchema>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
}

interface Configuration {
  name: string;
  app: TestApp;
  /** `METHOD /path` of every /api route Fastify registered (HEAD and OPTIONS are its automatic twins). */
  routes: Set<string>;
  document: OpenApiDocument;
}
const configurations: Configuration[] = [];

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
/** `/api/x/{id}` → `/api/x/:id`, as the contract and Fastify write paths. */
const fastifyPath = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

function operationsOf(document: OpenApiDocument): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) operations.set(key(method, fastifyPath(path)), operation);
  }
  return operations;
}

async function documentIn(name: string, env: Record<string, string>): Promise<Configuration> {
  const routes = new Set<string>();
  const onRoute = (route: RouteOptions) => {
    if (route.url !== '/api' && !route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.add(key(method, route.url));
  };
  const app = await createTestApp(env, { onRoute });
  const res = await app.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return { name, app, routes, document: res.json<OpenApiDocument>() };
}

beforeAll(async () => {
  configurations.push(await documentIn('test (simulated providers)', {}));
  configurations.push(await documentIn('production with PayPal', productionWithPayPal));
});
afterAll(async () => {
  for (const configuration of configurations) await configuration.app.close();
});

function testDocument(): OpenApiDocument {
  const [configuration] = configurations;
  if (!configuration) throw new Error('no app');
  return configuration.document;
}

function operation(endpoint: Endpoint): Operation {
  for (const { document } of configurations) {
    const found = operationsOf(document).get(key(endpoint.method, endpoint.path));
    if (found) return found;
  }
  throw new Error(`${endpoint.method} ${endpoint.path} is not documented`);
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 in every configuration', async () => {
    for (const { name, document } of configurations) {
      expect(document.openapi, name).toMatch(/^3\.1\.\d+$/);
      expect(document.info).toMatchObject({ title: 'Aurelle API', version: serverPackage.version });
      const result = await new Validator().validate(structuredClone(document) as unknown as Record<string, unknown>);
      expect(result.errors, `${name}: ${JSON.stringify(result.errors, null, 2)}`).toBeUndefined();
      expect(result.valid, name).toBe(true);
    }
  });

  it('answers 304 to a client that has it already', async () => {
    const { app } = configurations[0] as Configuration;
    const first = await app.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const etag = String(first.headers.etag);
    const again = await app.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('describes exactly the /api routes Fastify registered, with OpenAPI {param} paths', () => {
    for (const { name, routes, document } of configurations) {
      const documented = [...operationsOf(document).keys()].sort();
      expect(documented, `${name}: documented operations vs registered routes`).toEqual([...routes].sort());
      for (const path of Object.keys(document.paths)) expect(path, name).not.toContain(':');
    }
  });

  it('has every endpoint of the contract, named and tagged as in the registry', () => {
    const areaOf = new Map<Endpoint, string>(
      Object.entries(endpointAreas).flatMap(([area, group]) => Object.values(group).map((endpoint: Endpoint) => [endpoint, area] as const)),
    );
    const documented = new Map<string, Operation>();
    for (const { document } of configurations)
      for (const [operationKey, each] of operationsOf(document)) documented.set(operationKey, each);
    const missing = listEndpoints().filter(({ endpoint }) => !documented.has(key(endpoint.method, endpoint.path)));
    expect(
      missing.map(({ name }) => name),
      'endpoints missing from the document',
    ).toEqual([]);
    for (const { name, endpoint } of listEndpoints()) {
      const documentedOperation = documented.get(key(endpoint.method, endpoint.path));
      expect(documentedOperation?.operationId, `${endpoint.method} ${endpoint.path}`).toBe(name);
      expect(documentedOperation?.tags, name).toEqual([areaOf.get(endpoint)]);
    }
  });

  it('names each operation once, by an endpoint name', () => {
    const names = new Set<string>(listEndpoints().map(({ name }) => name));
    for (const { name, document } of configurations) {
      const operationIds = [...operationsOf(document).values()].map((each) => each.operationId);
      expect(new Set(operationIds).size, name).toBe(operationIds.length);
      for (const operationId of operationIds) expect(names.has(operationId ?? ''), `${name}: ${operationId}`).toBe(true);
    }
  });

  it("carries the contract's constraints into request bodies", () => {
    const register = operation(listEndpoints().find(({ name }) => name === 'register')?.endpoint as Endpoint);
    const schema = register.requestBody?.content['application/json']?.schema;
    expect(schema?.required).toEqual(expect.arrayContaining(['userName', 'email', 'password']));
    expect(schema?.properties?.password).toMatchObject({ type: 'string', minLength: MIN_PASSWORD_LENGTH, maxLength: 128 });
    expect(schema?.properties?.email).toMatchObject({ type: 'string', minLength: 1, maxLength: 254 });
  });

  it('asks for the session cookie or a bearer token where the endpoint needs an account', () => {
    const { securitySchemes } = testDocument().components;
    const schemes = listEndpoints();
    for (const { name, endpoint } of schemes) {
      const security = operation(endpoint).security;
      if (endpoint.auth === 'public') {
        expect(security, name).toBeUndefined();
        continue;
      }
      expect(security, name).toBeDefined();
      for (const requirement of security ?? [])
        for (const scheme of Object.keys(requirement)) expect(securitySchemes[scheme], name).toBeDefined();
    }
    expect(Object.values(securitySchemes)).toContainEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: AUTH_COOKIE }));
    expect(Object.values(securitySchemes)).toContainEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
  });

  it('describes non-JSON bodies and answers by their media types', () => {
    const byName = new Map<string, Endpoint>(listEndpoints().map(({ name, endpoint }) => [name, endpoint]));
    const named = (name: string) => operation(byName.get(name) as Endpoint);

    const upload = named('uploadProductImage').requestBody?.content['multipart/form-data']?.schema;
    expect(upload?.required).toEqual([UPLOAD_FIELD]);
    expect(upload?.properties?.[UPLOAD_FIELD]).toMatchObject({ type: 'string', format: 'binary' });

    for (const { name, endpoint } of listEndpoints()) {
      for (const [status, spec] of Object.entries(endpoint.response)) {
        const response = operation(endpoint).responses[status];
        expect(response, `${name} ${status}`).toBeDefined();
        if (spec === 'pdf')
          expect(response?.content?.['application/pdf']?.schema, name).toMatchObject({ type: 'string', format: 'binary' });
        else if (spec === 'redirect') {
          expect(response?.headers, name).toHaveProperty('Location');
          expect(response?.content, name).toBeUndefined();
        } else if (spec === 'html') expect(response?.content, name).toHaveProperty(['text/html']);
        else if (spec === 'csv') expect(response?.content, name).toHaveProperty(['text/csv']);
        else if (typeof spec !== 'string') expect(response?.content, name).toHaveProperty(['application/json']);
      }
    }
  });
});

describe('the interactive docs', () => {
  const cspOf = (header: string | string[] | number | undefined) => String(header ?? '');
  const directive = (csp: string, name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';

  it('serve a page whose scripts and styles come from this server, under a policy of their own', async () => {
    const { app } = configurations[0] as Configuration;
    const page = await app.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('data-url="/api/openapi.json"');

    const csp = cspOf(page.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'img-src')).toContain('data:');
    expect(csp).not.toContain('unsafe-eval');

    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect(asset, 'no other origin').toMatch(/^\/[^/]/);
      const res = await app.app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
      expect(res.headers['content-type'], asset).toMatch(/javascript|css|image\/png/);
    }
    // Only the files the page loads: the rest of swagger-ui-dist stays unserved.
    expect((await app.app.inject({ method: 'GET', url: '/api-docs-assets/package.json' })).statusCode).toBe(404);
    expect((await app.app.inject({ method: 'GET', url: '/api-docs-assets/swagger-ui-bundle.js.map' })).statusCode).toBe(404);
  });

  it("leave the app's own policy everywhere else", async () => {
    const { app } = configurations[0] as Configuration;
    const docsCsp = cspOf((await app.app.inject({ method: 'GET', url: '/api/docs' })).headers['content-security-policy']);
    for (const url of ['/', '/api/health', '/api/openapi.json']) {
      const csp = cspOf((await app.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(directive(csp, 'script-src'), url).toContain('https://checkout.razorpay.com');
      expect(csp, url).not.toBe(docsCsp);
    }
  });

  it('stay available in production', async () => {
    const { app } = configurations[1] as Configuration;
    expect((await app.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
    expect((await app.app.inject({ method: 'GET', url: '/api-docs-assets/swagger-ui-bundle.js' })).statusCode).toBe(200);
  });
});
