import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * The OpenAPI 3.1 document of the API, generated from these endpoint definitions by the server
 * (docs/decisions/075-openapi-from-the-contract.md). Only its outline is checked here; the rest is OpenAPI's.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The API's own description, for integrators: the document and an interactive viewer of it. */
export const apiDocsEndpoints = {
  openApiDocument: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'public',
    response: { 200: openApiDocumentSchema },
  }),
  /** The interactive reference (Swagger UI, served by the server itself) reading `/api/openapi.json`. */
  apiDocsPage: defineEndpoint({ method: 'GET', path: '/api/docs', auth: 'public', response: { 200: 'html' } }),
};
