import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiDocsEndpoints } from '@aurelle/contract';
import { etagOf, matchesEtag } from '../cached-json.ts';
import { route } from '../define-route.ts';

/**
 * The API's description for integrators (docs/decisions/075-openapi-from-the-contract.md): the OpenAPI document at
 * `GET /api/openapi.json` and Swagger UI reading it at `GET /api/docs`. Swagger UI's files come from the
 * swagger-ui-dist package (no CDN) under `/api-docs-assets/`, outside `/api` because they are not endpoints.
 */
export const DOCS_ASSETS_PREFIX = '/api-docs-assets/';

/** The only files of swagger-ui-dist the page loads; the rest of the package (source maps, other bundles) stays unserved. */
const SWAGGER_UI_FILES = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js', '/favicon-32x32.png', '/favicon-16x16.png']);

/**
 * Starts Swagger UI on the page's `#swagger-ui` element with the document URL it names. A file rather than an inline
 * script, so the page's Content-Security-Policy keeps `script-src 'self'` with no inline code.
 */
const INITIALIZER = `"use strict";
(function () {
  var root = document.getElementById('swagger-ui');
  window.ui = SwaggerUIBundle({
    url: root.getAttribute('data-url'),
    domNode: root,
    deepLinking: true,
    displayOperationId: true,
    displayRequestDuration: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout'
  });
})();
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Aurelle API</title>
    <link rel="stylesheet" href="${DOCS_ASSETS_PREFIX}swagger-ui.css">
    <link rel="icon" type="image/png" href="${DOCS_ASSETS_PREFIX}favicon-32x32.png" sizes="32x32">
    <link rel="icon" type="image/png" href="${DOCS_ASSETS_PREFIX}favicon-16x16.png" sizes="16x16">
  </head>
  <body>
    <div id="swagger-ui" data-url="${apiDocsEndpoints.openApiDocument.path}"></div>
    <script src="${DOCS_ASSETS_PREFIX}swagger-ui-bundle.js"></script>
    <script src="${DOCS_ASSETS_PREFIX}initializer.js"></script>
  </body>
</html>
`;

/**
 * The docs page's own policy, in place of the app's (which also allows the payment provider's scripts and frames, and
 * images from the storage bucket). Swagger UI needs nothing beyond its own files: scripts and styles from this origin,
 * inline style attributes (React), data: images (its icons) and fetches to this origin ("Try it out"). No inline
 * scripts, no eval, no other origin.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
].join('; ');

/** `GET /api/openapi.json` and `GET /api/docs`, in the `/api` scope. */
export async function apiDocsRoutes(api: FastifyInstance): Promise<void> {
  let document: { body: string; etag: string } | undefined;
  route(api, apiDocsEndpoints.openApiDocument, async (request, genericReply) => {
    // Built once, after every route is registered (the routes cannot change while the process runs).
    if (!document) {
      const body = JSON.stringify(api.swagger());
      document = { body, etag: etagOf(body) };
    }
    const reply = (genericReply as FastifyReply).header('ETag', document.etag).header('Cache-Control', 'no-cache');
    if (matchesEtag(request.headers['if-none-match'], document.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(document.body);
  });
  route(api, apiDocsEndpoints.apiDocsPage, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY)
      .type('text/html; charset=utf-8')
      .send(PAGE),
  );
}

/** Swagger UI's files and the initializer, at the root (they are not API endpoints). */
export async function registerApiDocsAssets(app: FastifyInstance): Promise<void> {
  // Resolved where Node finds the package at run time: from the sources and from the bundled dist/server.js alike.
  const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  await app.register(async (docs) => {
    await docs.register(fastifyStatic, {
      root: swaggerUiDir,
      prefix: DOCS_ASSETS_PREFIX,
      decorateReply: false,
      index: false,
      allowedPath: (pathName) => SWAGGER_UI_FILES.has(pathName),
      maxAge: '1d',
    });
    docs.get(`${DOCS_ASSETS_PREFIX}initializer.js`, async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=86400').type('text/javascript; charset=utf-8').send(INITIALIZER),
    );
  });
}
