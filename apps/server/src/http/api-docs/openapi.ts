import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import { z } from 'zod';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  CSV_MAX_BYTES,
  endpointAreas,
  MAX_UPLOAD_BYTES,
  REVIEW_PHOTO_FIELD,
  type BodyKind,
  type Endpoint,
  type EndpointAuth,
  type EndpointName,
  type endpoints,
  type ResponseKind,
} from '@aurelle/contract';
import serverPackage from '../../../package.json' with { type: 'json' };
import { AUTH_COOKIE } from '../guards.ts';
import { CSV_FIELD } from '../catalog/catalog-csv.ts';
import { UPLOAD_FIELD } from '../catalog/uploads.ts';

/**
 * The OpenAPI 3.1 document of the API (docs/decisions/075-openapi-from-the-contract.md): @fastify/swagger collects
 * the routes as they are registered, fastify-type-provider-zod turns each route's zod schemas (the contract's, attached
 * by http/define-route.ts) into JSON Schema, and this module adds what the route schema does not say but the endpoint
 * definition does: its name (operationId), its area (tag), who may call it (security) and its non-JSON bodies and
 * answers. Only `/api` routes are described; the web app's pages and files are not part of the API.
 */

export const COOKIE_SECURITY_SCHEME = 'sessionCookie';
export const BEARER_SECURITY_SCHEME = 'bearerToken';

interface Definition {
  name: string;
  area: string;
  endpoint: Endpoint;
}

/**
 * Schemas described once under `components.schemas` and referenced (`$ref`) wherever they occur: the error body, which
 * every operation answers, would otherwise be repeated in each. A registry of the document's own, so the contract's
 * schemas carry no documentation ids.
 */
const components = z.registry<{ id: string }>();
components.add(apiErrorSchema, { id: 'ApiError' });
const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: components });
const withComponents = createJsonSchemaTransformObject({ schemaRegistry: components });

/** The document with the registry's schemas as components; of their input twins (`ApiErrorInput`) only those in use. */
const transformDocument: SwaggerTransformObject = (input) => {
  const document = withComponents(input);
  const schemas = 'components' in document ? document.components?.schemas : undefined;
  if (schemas) {
    const text = JSON.stringify(document.paths ?? {});
    for (const id of Object.keys(schemas)) {
      if (id.endsWith('Input') && !text.includes(`"#/components/schemas/${id}"`)) delete schemas[id];
    }
  }
  return document;
};

const definitionKey = (method: string, path: string) => `${method} ${path}`;

const definitions = new Map<string, Definition>(
  Object.entries(endpointAreas).flatMap(([area, group]) =>
    Object.entries(group).map(([name, endpoint]: [string, Endpoint]): [string, Definition] => [
      definitionKey(endpoint.method, endpoint.path),
      { name, area, endpoint },
    ]),
  ),
);

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** The multipart endpoints of the contract, each with the form field its file comes in (the route's own rule). */
type MultipartEndpointName = {
  [N in EndpointName]: (typeof endpoints)[N] extends { body: 'multipart' } ? N : never;
}[EndpointName];
const multipartFiles: Record<MultipartEndpointName, { field: string; description: string }> = {
  uploadProductImage: { field: UPLOAD_FIELD, description: `One image, at most ${megabytes(MAX_UPLOAD_BYTES)} MB.` },
  addReviewPhoto: {
    field: REVIEW_PHOTO_FIELD,
    description: `One photo of the reviewer's own review, at most ${megabytes(MAX_UPLOAD_BYTES)} MB.`,
  },
  importCatalog: { field: CSV_FIELD, description: `The catalog CSV as the export writes it, at most ${megabytes(CSV_MAX_BYTES)} MB.` },
};

type JsonObject = Record<string, unknown>;

function requestBodyOf(kind: BodyKind, name: string): { consumes: string[]; body: JsonObject } {
  switch (kind) {
    case 'multipart': {
      const file = (multipartFiles as Record<string, { field: string; description: string } | undefined>)[name] ?? {
        field: 'file',
        description: 'The file.',
      };
      return {
        consumes: ['multipart/form-data'],
        body: {
          type: 'object',
          required: [file.field],
          properties: { [file.field]: { type: 'string', format: 'binary', description: file.description } },
        },
      };
    }
    case 'raw':
      return {
        consumes: ['application/json'],
        body: {
          type: 'object',
          description: "The provider's event exactly as it sends it: the signature header is checked over these bytes.",
        },
      };
    case 'form':
      return {
        consumes: ['application/x-www-form-urlencoded'],
        body: { type: 'object', description: 'An HTML form post; its fields are not read.' },
      };
  }
}

const textBody = (mediaType: string, description: string): JsonObject => ({
  description,
  content: { [mediaType]: { schema: { type: 'string' } } },
});

/** Non-JSON answers as OpenAPI responses (a `type: 'null'` answer has no body, only its headers). */
const nonJsonResponses: Record<ResponseKind, (status: string) => JsonObject> = {
  html: (status) => textBody('text/html', `${STATUS_CODES[Number(status)] ?? status}: an HTML page`),
  csv: () => textBody('text/csv', 'A CSV file (UTF-8, with a header row)'),
  text: () => textBody('text/plain', 'Plain text'),
  pdf: () => ({
    description: 'A PDF document',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  }),
  redirect: (status) => ({
    description: `${STATUS_CODES[Number(status)] ?? 'Redirect'}: go on to the Location header`,
    type: 'null',
    headers: { Location: { type: 'string', description: 'Where the browser goes next' } },
  }),
};

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });

const authDescriptions: Record<EndpointAuth, string | undefined> = {
  public: undefined,
  user: 'Needs a signed-in account (401 otherwise).',
  admin: 'Needs an admin account (401 signed out, 403 for a customer).',
};

/**
 * The zod-level route schema handed to fastify-type-provider-zod's transform: the route's own request and JSON
 * response schemas (the contract's), each JSON answer described by its status, and the error body every route answers
 * with (`apiErrorSchema`) for the refusals its caller can expect.
 */
function zodSchemaOf(schema: FastifySchema, endpoint: Endpoint): FastifySchema {
  const responses: JsonObject = {};
  for (const [status, responseSchema] of Object.entries((schema.response ?? {}) as JsonObject)) {
    responses[status] = {
      description: STATUS_CODES[Number(status)] ?? status,
      content: { 'application/json': { schema: responseSchema } },
    };
  }
  if (endpoint.auth !== 'public' && endpoint.response[401] === undefined) responses[401] = errorResponse('Not signed in');
  if (endpoint.auth === 'admin' && endpoint.response[403] === undefined) responses[403] = errorResponse('Not an admin');
  responses.default = errorResponse(
    'A refusal: `{ success: false, message }`, with per-field `errors` for invalid input (400) and a `reason` where a client may act on it.',
  );
  return { ...schema, response: responses };
}

function routeMethod(route: RouteOptions): string {
  return typeof route.method === 'string' ? route.method : (route.method[0] ?? 'GET');
}

/** fastify-type-provider-zod's transform, plus what the endpoint definition says about the route. */
export const transformRoute: SwaggerTransform = (input) => {
  const { route, url } = input;
  if (url !== '/api' && !url.startsWith('/api/')) return { schema: { hide: true }, url };
  const definition = definitions.get(definitionKey(routeMethod(route), url));
  // A route without a definition is still described (so the document shows every route), only without a name.
  if (!definition) return jsonSchemaTransform(input);
  const { name, area, endpoint } = definition;
  const transformed = jsonSchemaTransform({ ...input, schema: zodSchemaOf(input.schema, endpoint) });
  const responses = { ...(transformed.schema.response as JsonObject) };
  for (const [status, spec] of Object.entries(endpoint.response)) {
    if (typeof spec === 'string') responses[status] = nonJsonResponses[spec](status);
  }
  const description = authDescriptions[endpoint.auth];
  return {
    url: transformed.url,
    schema: {
      ...transformed.schema,
      operationId: name,
      tags: [area],
      ...(description ? { description } : {}),
      ...(endpoint.auth === 'public' ? {} : { security: [{ [COOKIE_SECURITY_SCHEME]: [] }, { [BEARER_SECURITY_SCHEME]: [] }] }),
      ...(typeof endpoint.body === 'string' ? requestBodyOf(endpoint.body, name) : {}),
      response: responses,
    },
  };
};

/**
 * Registers @fastify/swagger: before any route, since it learns of routes as they are registered. `app.swagger()`
 * then builds the document (once, after ready).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Aurelle API',
        version: serverPackage.version,
        description:
          'The shop API, generated from the endpoint definitions the server and the web app share. Every failure answers `{ success: false, message }`. ' +
          'Writes that carry the session cookie must come from the shop origin (`Origin`); API clients send `Authorization: Bearer <token>` (the token from sign-in).',
      },
      tags: Object.keys(endpointAreas).map((area) => ({ name: area })),
      components: {
        securitySchemes: {
          [COOKIE_SECURITY_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: AUTH_COOKIE,
            description: 'The httpOnly session cookie set by sign-in and registration.',
          },
          [BEARER_SECURITY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: 'The `token` that sign-in and registration answer with.',
          },
        },
      },
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
}
