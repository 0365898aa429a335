import { z } from 'zod';
import { apiErrorSchema, type ApiError } from './common.ts';
import type { Permission } from './auth/team-roles.ts';

/**
 * One endpoint of the API, described once and used by the server (to register the route with its request and response
 * schemas), by the web app (to build the URL and parse the answer) and by the API tests (the same way). Pure data and
 * functions: nothing here needs Node or a browser.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it: anyone, a signed-in account (401 otherwise) or an admin (401 signed out, 403 for a customer). The
 * server's guards decide; this says what they do, and the endpoint-parity test checks that they do it.
 */
export type EndpointAuth = 'public' | 'user' | 'admin';

/**
 * A request body that is not JSON read by a schema: a multipart upload (`multipart`), bytes kept raw for a signature
 * check (`raw`), or an HTML form post whose fields are not read (`form`).
 */
export type BodyKind = 'multipart' | 'raw' | 'form';

/**
 * An answer that is not JSON: an HTML page, a redirect (`Location` header, no body), a CSV file, a PDF document or
 * plain text (the Prometheus metrics).
 */
export type ResponseKind = 'html' | 'redirect' | 'csv' | 'pdf' | 'text';

/** Status → the JSON schema of the body sent with it, or the kind of a non-JSON answer. */
export type ResponseMap = { readonly [status: number]: z.ZodType | ResponseKind };

export interface EndpointConfig {
  method: HttpMethod;
  /** Full path as clients call it, `:name` for a path parameter. */
  path: `/api/${string}`;
  auth: EndpointAuth;
  /**
   * For a back-office endpoint (`auth: 'admin'`), the permission its caller's team role must include (403 otherwise);
   * required there and nowhere else.
   */
  permission?: Permission;
  /** One key per `:name` of the path. */
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType | BodyKind;
  /**
   * Every answer the route itself sends, by status. Failures of any route (validation, refusals, outages) are the
   * error handler's `{ success: false, message, errors? }` (`apiErrorSchema`) and are not repeated here; a JSON
   * endpoint lists only its successes.
   */
  response: ResponseMap;
}

/** A defined endpoint (anything `defineEndpoint` returned). */
export type Endpoint = EndpointConfig;

const PATH_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The `:name`s of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((match) => match[1] as string);
}

/**
 * Declares one endpoint. Refuses at once (when the module loads) a path whose `:params` do not match the params
 * schema's keys, or an answer without a status.
 */
export function defineEndpoint<const E extends EndpointConfig>(endpoint: E): E {
  const inPath = pathParamNames(endpoint.path).sort();
  const inSchema = Object.keys(endpoint.params?.shape ?? {}).sort();
  if (inPath.join() !== inSchema.join()) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: path parameters [${inPath.join()}] differ from the params schema [${inSchema.join()}]`,
    );
  }
  if ((endpoint.auth === 'admin') !== (endpoint.permission !== undefined)) {
    throw new Error(`${endpoint.method} ${endpoint.path}: a back-office endpoint names the permission it needs, and only one does`);
  }
  if (Object.keys(endpoint.response).length === 0) throw new Error(`${endpoint.method} ${endpoint.path}: no response declared`);
  return Object.freeze(endpoint);
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** What a caller passes: `params` when the path has some, `query` when the endpoint reads one, `body` when it takes one. */
export type EndpointInput<E extends EndpointConfig> = Simplify<
  (E extends { params: infer P extends z.ZodType } ? { params: z.input<P> } : { params?: undefined }) &
    (E extends { query: infer Q extends z.ZodType } ? { query?: z.input<Q> } : { query?: undefined }) &
    (E extends { body: infer B extends z.ZodType }
      ? undefined extends z.input<B>
        ? { body?: z.input<B> }
        : { body: z.input<B> }
      : E extends { body: BodyKind }
        ? { body?: unknown }
        : { body?: undefined })
>;

/** Whether a call must pass an input: the path has parameters, or the body is required. */
export type InputRequired<E extends EndpointConfig> = E extends { params: z.ZodType }
  ? true
  : E extends { body: infer B extends z.ZodType }
    ? undefined extends z.input<B>
      ? false
      : true
    : false;

/** The statuses of an endpoint whose answer is JSON. */
export type JsonStatus<E extends EndpointConfig> = {
  [S in keyof E['response']]: E['response'][S] extends z.ZodType ? S : never;
}[keyof E['response']] &
  number;

/** The parsed JSON answer of one status (by default: any of the endpoint's JSON answers). */
export type EndpointResponse<E extends EndpointConfig, S extends JsonStatus<E> = JsonStatus<E>> = E['response'][S] extends z.ZodType
  ? z.output<E['response'][S]>
  : never;

/** Each JSON answer with its status, so a `status` check narrows the body. */
export type EndpointAnswer<E extends EndpointConfig> = {
  [S in JsonStatus<E>]: { status: S; body: EndpointResponse<E, S> };
}[JsonStatus<E>];

/** The JSON schemas of an endpoint's answers by status (what the server's serializer sends through). */
export function jsonResponseSchemas(endpoint: EndpointConfig): Record<number, z.ZodType> {
  const schemas: Record<number, z.ZodType> = {};
  for (const [status, spec] of Object.entries(endpoint.response)) {
    if (typeof spec !== 'string') schemas[Number(status)] = spec;
  }
  return schemas;
}

/** What a URL is built from: the path's parameters and the query. */
export type UrlInput<E extends EndpointConfig> = Pick<EndpointInput<E>, 'params' | 'query'>;

function encodeQueryValue(value: unknown): string {
  if (Array.isArray(value)) return value.map((each) => String(each)).join(',');
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * The URL to call: `:params` filled in (each percent-encoded as one path segment) and the query appended. Query values
 * that are undefined, null or empty are left out (the API reads a missing and an empty filter alike); arrays are sent
 * comma-joined, as the listing's filters are (`category=luxury,niche`).
 */
export function buildUrl<E extends EndpointConfig>(
  endpoint: E,
  ...[input]: E extends { params: z.ZodType } ? [input: UrlInput<E>] : [input?: UrlInput<E>]
): string {
  const params = (input?.params ?? {}) as Record<string, unknown>;
  const query = (input?.query ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(PATH_PARAM, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.method} ${endpoint.path}: missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(encodeQueryValue(value))}`);
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

export class ResponseMismatchError extends Error {
  readonly status: number;
  readonly issues: z.core.$ZodIssue[];
  constructor(endpoint: Pick<EndpointConfig, 'method' | 'path'>, status: number, detail: string, issues: z.core.$ZodIssue[] = []) {
    super(`${endpoint.method} ${endpoint.path} answered ${status}: ${detail}`);
    this.name = 'ResponseMismatchError';
    this.status = status;
    this.issues = issues;
  }
}

/**
 * Parses a successful JSON answer with the endpoint's schema for its status. Throws `ResponseMismatchError` when the
 * status is not one the endpoint declares as JSON or the body does not match: the contract and the server disagree.
 */
export function parseResponse<E extends EndpointConfig>(endpoint: E, status: number, body: unknown): EndpointAnswer<E> {
  const spec = endpoint.response[status];
  if (spec === undefined) throw new ResponseMismatchError(endpoint, status, 'a status the endpoint does not declare');
  if (typeof spec === 'string') throw new ResponseMismatchError(endpoint, status, `a ${spec} answer, not JSON`);
  const result = spec.safeParse(body);
  if (!result.success) {
    throw new ResponseMismatchError(
      endpoint,
      status,
      `a body that does not match its schema: ${z.prettifyError(result.error)}`,
      result.error.issues,
    );
  }
  return { status, body: result.data } as EndpointAnswer<E>;
}

/** A failure's body as every endpoint sends it; anything else (a proxy's HTML page) becomes a bare message. */
export function parseApiError(status: number, body: unknown): ApiError {
  const result = apiErrorSchema.safeParse(body);
  return result.success ? result.data : { success: false, message: `Request failed (${status})` };
}
