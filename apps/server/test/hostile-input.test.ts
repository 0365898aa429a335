import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers.ts';

/**
 * Every API route, found as it is registered, gets bad input from every kind of caller: malformed JSON, wrong
 * types, odd ids, NUL bytes and lone surrogates, absurd numbers. Whatever it is, the answer is a 4xx with
 * `{ success: false, message }` (or a success), never a 5xx and never a stack trace
 * (docs/decisions/053-one-error-shape-never-a-500-for-bad-input.md).
 */
interface ApiRoute {
  method: string;
  url: string;
}

const routes: ApiRoute[] = [];
let t: TestApp;
let callers: Array<{ name: string; headers: Record<string, string> }>;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (route.url.startsWith('/api/') && method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
        }
      },
    },
  );
  const customer = await createUser(t);
  const admin = await createUser(t, { role: 'admin' });
  callers = [
    { name: 'anonymous', headers: {} },
    { name: 'customer', headers: customer.auth },
    { name: 'admin', headers: admin.auth },
  ];
});
afterAll(async () => {
  await t.close();
});

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

/** Path segments as they travel, already percent-encoded: NUL, broken escapes and an encoded lone surrogate included. */
const paramVariants = [
  'not-an-id',
  randomUUID(),
  'a%00b',
  encodeURIComponent(`'; DROP TABLE users; --`),
  'x'.repeat(900),
  '%E0%A4%A',
  '%ED%A0%80',
];

const weirdFields = {
  email: `a${NUL}@example.com`,
  password: { $ne: null },
  userName: ['array'],
  productId: 'x'.repeat(5000),
  quantity: 'lots',
  status: { $gt: '' },
  isActive: 'maybe',
  addressId: -1,
  page: 1e308,
  amount: -5,
  keyword: NUL,
  title: LONE_SURROGATE,
  subject: `${NUL}${LONE_SURROGATE}`,
  reviewValue: Number.MAX_SAFE_INTEGER,
  image: 'javascript:alert(1)',
  selectedUsers: [{}],
  __proto__: { admin: true },
};

/** Each: a payload and its content type; undefined means no body at all. */
const bodyVariants: Array<{ label: string; payload?: string; contentType?: string }> = [
  { label: 'no body' },
  { label: 'malformed JSON', payload: '{"email": ', contentType: 'application/json' },
  { label: 'JSON array', payload: '[1,2,3]', contentType: 'application/json' },
  { label: 'JSON null', payload: 'null', contentType: 'application/json' },
  { label: 'JSON string', payload: '"just a string"', contentType: 'application/json' },
  { label: 'wrong types', payload: JSON.stringify(weirdFields), contentType: 'application/json' },
  {
    label: 'NUL bytes',
    payload: JSON.stringify({ email: NUL, password: NUL, userName: NUL, keyword: NUL, status: NUL }),
    contentType: 'application/json',
  },
  { label: 'deep nesting', payload: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`, contentType: 'application/json' },
  { label: 'plain text', payload: 'hello', contentType: 'text/plain' },
  { label: 'form post', payload: 'email=a%40b.c&password=x', contentType: 'application/x-www-form-urlencoded' },
  {
    label: 'broken multipart',
    payload: '--x\r\nContent-Disposition: form-data; name="my_file"\r\n\r\nnope',
    contentType: 'multipart/form-data; boundary=x',
  },
];

const hostileQuery = `page=-1&limit=abc&sortBy=${encodeURIComponent(NUL)}&category=%00&brand=%27%22&keyword=%00&search=%E0%A4%A&status=%00&range=${'9'.repeat(400)}`;

function fill(url: string, param: string): string {
  return url.replace(/:[A-Za-z]+/g, param).replace('*', param);
}

function problemWith(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return undefined;
  // The unsubscribe and simulated-approval pages are for people: their errors are HTML pages, checked for traces only.
  if (String(response.headers['content-type']).startsWith('text/html')) {
    return /\bat .+:\d+:\d+/.test(response.body) ? `${response.statusCode} page leaks a stack trace` : undefined;
  }
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${response.statusCode} with a non-JSON body: ${response.body.slice(0, 120)}`;
  }
  const shape = body as { success?: unknown; message?: unknown; stack?: unknown };
  if (shape.success !== false || typeof shape.message !== 'string' || shape.message === '')
    return `${response.statusCode} without { success: false, message }: ${response.body.slice(0, 200)}`;
  if ('stack' in shape || /\bat .+:\d+:\d+/.test(response.body)) return `${response.statusCode} leaks a stack trace`;
  return undefined;
}

describe('hostile input on every API route', () => {
  it('finds the whole API surface', () => {
    // A floor, so that a broken route hook cannot make the sweep below vacuous.
    expect(routes.length).toBeGreaterThan(45);
  });

  it('answers every caller, body, id and query with a clean 4xx or a success, never a 5xx', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      // Logging out revokes the caller's token; it is swept anonymously only, so the other callers stay signed in.
      const routeCallers = route.url === '/api/auth/logout' ? callers.slice(0, 1) : callers;
      for (const caller of routeCallers) {
        const requests: Array<{ label: string; options: InjectOptions }> = [];
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        for (const param of paramVariants) {
          const url = fill(route.url, param);
          requests.push({ label: `id ${param.slice(0, 20)}`, options: { method: route.method as InjectOptions['method'], url } });
          if (route.url.includes(':') === false) break;
        }
        requests.push({
          label: 'hostile query',
          options: { method: route.method as InjectOptions['method'], url: `${fill(route.url, randomUUID())}?${hostileQuery}` },
        });
        if (hasBody) {
          for (const body of bodyVariants) {
            requests.push({
              label: body.label,
              options: {
                method: route.method as InjectOptions['method'],
                url: fill(route.url, randomUUID()),
                ...(body.payload === undefined ? {} : { payload: body.payload }),
                headers: body.contentType ? { 'content-type': body.contentType } : {},
              },
            });
          }
        }
        for (const request of requests) {
          const response = await t.app.inject({ ...request.options, headers: { ...request.options.headers, ...caller.headers } });
          const problem = problemWith(response);
          if (problem) problems.push(`${caller.name} ${route.method} ${route.url} [${request.label}] → ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it('refuses a NUL inside an otherwise valid body or keyword with a 400, and writes nothing', async () => {
    const email = `nul-${randomUUID().slice(0, 8)}@example.com`;
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { userName: `Ada${NUL}Lovelace`, email, password: 'correct-horse-9' },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({ success: false, message: 'Text must not contain NUL characters' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'correct-horse-9' } });
    expect(login.statusCode).toBe(401);

    const search = await t.app.inject({ method: 'GET', url: '/api/shop/search/rose%00oud' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ success: false, message: 'Text must not contain NUL characters' });
  });
});
