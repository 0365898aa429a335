import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildUrl, defineEndpoint, parseApiError, parseResponse, ResponseMismatchError } from './endpoint.ts';
import { endpointAreas, endpoints, listEndpoints } from './endpoints.ts';

const getThing = defineEndpoint({
  method: 'GET',
  path: '/api/things/:id/parts/:part',
  auth: 'public',
  params: z.object({ id: z.string(), part: z.string() }),
  query: z.object({ page: z.coerce.number().optional(), tags: z.string().optional(), search: z.string().optional() }),
  response: { 200: z.object({ success: z.literal(true), name: z.string() }) },
});

describe('defineEndpoint', () => {
  it("refuses a path whose parameters are not the params schema's keys", () => {
    expect(() =>
      defineEndpoint({
        method: 'GET',
        path: '/api/things/:id',
        auth: 'public',
        params: z.object({ thingId: z.string() }),
        response: { 200: z.object({}) },
      }),
    ).toThrow('path parameters [id] differ from the params schema [thingId]');
    expect(() => defineEndpoint({ method: 'GET', path: '/api/things/:id', auth: 'public', response: { 200: z.object({}) } })).toThrow();
  });

  it('gives every registered endpoint a unique name and a unique method and path', () => {
    const areaCount = Object.values(endpointAreas).reduce((sum, area) => sum + Object.keys(area).length, 0);
    expect(Object.keys(endpoints)).toHaveLength(areaCount);
    const routes = listEndpoints().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('buildUrl', () => {
  it('fills path parameters, each encoded as one segment, and appends the query', () => {
    expect(buildUrl(getThing, { params: { id: 'a/b c', part: 'ü' }, query: { page: 2, search: 'rose & oud' } })).toBe(
      '/api/things/a%2Fb%20c/parts/%C3%BC?page=2&search=rose%20%26%20oud',
    );
  });

  it('leaves out empty query values and joins arrays with commas', () => {
    expect(
      buildUrl(getThing, { params: { id: '1', part: '2' }, query: { page: undefined, search: '', tags: ['luxury', 'niche'] as never } }),
    ).toBe('/api/things/1/parts/2?tags=luxury%2Cniche');
    expect(buildUrl(endpoints.getCart)).toBe('/api/shop/cart/get');
  });

  it('refuses a missing path parameter', () => {
    expect(() => buildUrl(getThing, { params: { id: '1' } as never })).toThrow('missing path parameter "part"');
  });
});

describe('parseResponse', () => {
  it('parses a declared status with its schema, dropping unknown fields', () => {
    expect(parseResponse(getThing, 200, { success: true, name: 'Oud', secret: 'x' })).toEqual({
      status: 200,
      body: { success: true, name: 'Oud' },
    });
  });

  it('fails on an undeclared status, a non-JSON answer or a body that drifted from the schema', () => {
    expect(() => parseResponse(getThing, 201, { success: true, name: 'Oud' })).toThrow(ResponseMismatchError);
    expect(() => parseResponse(getThing, 200, { success: true })).toThrow('does not match its schema');
    expect(() => parseResponse(endpoints.unsubscribePage, 200, '<html>')).toThrow('a html answer, not JSON');
  });

  it('reads failures in the one error shape', () => {
    expect(parseApiError(400, { success: false, message: 'Bad', errors: { email: ['Required'] } })).toEqual({
      success: false,
      message: 'Bad',
      errors: { email: ['Required'] },
    });
    expect(parseApiError(502, '<html>Bad gateway</html>')).toEqual({ success: false, message: 'Request failed (502)' });
  });
});
