import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import { validatorCompiler } from 'fastify-type-provider-zod';
import {
  addressEndpoints,
  authEndpoints,
  promotionEndpoints,
  accountEndpoints,
  cartEndpoints,
  MAX_UPLOAD_BYTES,
  stockAlertEndpoints,
  wishlistEndpoints,
} from '@aurelle/contract';
import type { AppContext } from '../context.ts';
import { registerErrorHandler } from './error-handler.ts';
import { responseSerializerCompiler } from './response-serializer.ts';
import { GuestReads, MAX_PARAM_LENGTH } from './guest-reads.ts';
import { registerConnectionDraining } from './connection-draining.ts';
import { followCatalogWrites } from './cached-json.ts';

/** Areas whose writes reach the catalog only through products, reviews and home images (their notifications say what). */
const CATALOG_NOTIFIED_WRITES = [
  '/api/admin/products',
  '/api/admin/orders',
  '/api/admin/shipping',
  '/api/shop/order',
  '/api/shop/payment',
  '/api/shop/checkout',
  '/api/shop/reviews',
  '/api/shop/cod-confirmation',
  '/api/common/features',
  '/api/webhooks/',
];
import { recordAdminWrites } from './audit-trail.ts';
import { answerClientError } from './client-errors.ts';
import { rejectNulCharacters } from './reject-nul-characters.ts';
import { refuseCrossOriginWrites, refuseUnexpectedFormBodies } from './same-origin-writes.ts';
import { routeModules } from './routes.ts';
import { allowedMethods } from './method-not-allowed.ts';
import { registerHealthRoutes } from './health.ts';
import { registerOpenApi } from './api-docs/openapi.ts';
import { registerApiDocsAssets } from './api-docs/routes.ts';
import { RequestLogController } from './request-telemetry.ts';
import { registerSitemapRoutes } from './catalog/sitemap-routes.ts';
import { registerProductPage, registerUploadedFiles } from './catalog/web-pages.ts';
import { sendPage, WebPages } from './server-rendering.ts';

export interface BuildAppOptions {
  /** Built web app to serve for every non-API path (apps/web/dist). */
  webDistDir?: string | undefined;
  /** Shared rate-limit store when several instances run (REDIS_URL). */
  redisClient?: unknown;
  /** Told of every route as it is registered (the API tests enumerate the whole surface with it). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    // One line per request, at completion, and its duration in the metrics (http/request-telemetry.ts).
    logController: new RequestLogController(),
    bodyLimit: 1024 * 1024,
    // Search keywords travel in the path; a 100-character keyword in another script is up to ~900 encoded characters.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    trustProxy: ctx.config.TRUST_PROXY,
    // Errors raised before routing (a path with broken percent-encoding) get the same answer shape as the rest.
    frameworkErrors: (error, _request, genericReply) => {
      // Fastify types this reply with unresolved route generics; it is a plain reply here.
      const reply = genericReply as FastifyReply;
      void reply
        .status(400)
        .send({ success: false, message: error.code === 'FST_ERR_BAD_URL' ? 'The address is not a valid URL' : 'Bad request' });
    },
    // Requests Node's parser refuses before routing (headers over 16 KB: 431, malformed: 400) get the same shape too.
    clientErrorHandler: (error, socket) => answerClientError(ctx.log, error, socket),
  });
  // The public reads a guest's server-rendered page asks for, answered in-process (decision 145); filled as routes register.
  app.decorate('guestReads', new GuestReads());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  registerConnectionDraining(app);
  // Areas whose writes never change a product, its stock, its reviews or the home images.
  const catalogUnrelated = [
    authEndpoints,
    cartEndpoints,
    wishlistEndpoints,
    stockAlertEndpoints,
    addressEndpoints,
    promotionEndpoints,
    accountEndpoints,
  ].flatMap((area) => Object.values(area));
  followCatalogWrites(app, {
    sync: () => ctx.catalogChanges?.sync() ?? Promise.resolve(),
    caches: [ctx.catalogCache, ctx.pageCache],
    unrelated: catalogUnrelated,
    notifiedPrefixes: CATALOG_NOTIFIED_WRITES,
  });
  // Before the compression plugin's hooks, so the audit trail reads a create's answer as JSON.
  recordAdminWrites(app, ctx);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  await app.register(cookie);
  // Helmet's headers, its middleware built once: @fastify/helmet built a new one, parsing the policy again, for every
  // request (and a page's in-process API calls), ~2% of a product page's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        // Razorpay's checkout script and frame, which the checkout loads (docs/decisions/056-account-protections.md).
        'script-src': ["'self'", 'https://checkout.razorpay.com'],
        'frame-src': ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
        'connect-src': ["'self'", 'https://lumberjack.razorpay.com', 'https://api.razorpay.com'],
        // Images from other websites over https are allowed on every page (decision 085): product and home images may
        // point at a brand's CDN, and a newsletter's preview shows the image its e-mail will show.
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          'https:',
          ...(ctx.config.S3_PUBLIC_URL ? [new URL(ctx.config.S3_PUBLIC_URL).origin] : []),
          ...(ctx.config.S3_ENDPOINT ? [new URL(ctx.config.S3_ENDPOINT).origin] : []),
        ],
        'style-src': ["'self'", "'unsafe-inline'"],
        'font-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': ctx.config.APP_URL.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Helmet calls back with nothing (it throws on a bad policy, which happens here, at the start).
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  await app.register(rateLimit, {
    global: false,
    ...(options.redisClient ? { redis: options.redisClient as never } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  // Dynamic answers (JSON, server-written HTML) over 1 KB go out in Brotli or gzip; static files are precompressed at
  // build and sent as they are; cached catalog answers carry their own compressed copies. Request bodies are never
  // inflated (a small compressed body could expand without limit).
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  // Before any route: the OpenAPI document learns of the routes as they are registered (docs/decisions/075).
  await registerOpenApi(app);
  await registerApiDocsAssets(app);
  await app.register(
    async (api) => {
      // Writes authenticated by the cookie prove their origin; form content types reach only the routes that read them.
      api.addHook('onRequest', refuseCrossOriginWrites(ctx.config.APP_URL));
      api.addHook('preValidation', refuseUnexpectedFormBodies);
      api.addHook('preValidation', rejectNulCharacters);
      registerHealthRoutes(api, ctx);
      for (const register of routeModules) await register(api, ctx);
    },
    { prefix: '/api' },
  );

  await registerUploadedFiles(app, ctx);
  await registerWebApp(app, ctx, options.webDistDir);
  return app;
}

/**
 * Serves the built web app (when built): hashed assets cached for a year; pages server-rendered where the app renders
 * them on the server, else its shell (docs/decisions/064-server-rendered-storefront.md).
 */
async function registerWebApp(app: FastifyInstance, ctx: AppContext, webDistDir: string | undefined): Promise<void> {
  const hasWebApp = Boolean(webDistDir && existsSync(path.join(webDistDir, 'index.html')));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // dist/ holds .br and .gz copies written at build (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }
  registerSitemapRoutes(app, ctx);
  const pages = hasWebApp && webDistDir ? await WebPages.load(app, ctx.config.APP_URL, webDistDir, ctx.pageCache) : undefined;
  if (pages) registerProductPage(app, ctx, pages);
  const routeNotFound = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    if (path.extname(pathname) && !pathname.startsWith('/api/')) return reply.status(404).type('text/plain').send('Not found');
    const allowed = pathname.startsWith('/api/') ? allowedMethods(app, pathname) : [];
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('Allow', allowed.join(', '))
        .send({ success: false, message: `${request.method} is not allowed on ${pathname}; use ${allowed.join(', ')}` });
    }
    return reply.status(404).send({ success: false, message: `Route ${request.method} ${pathname} not found` });
  };
  if (pages) {
    // Every other page is the web app's: a route of its own (not the not-found handler) so answers are compressed.
    app.get('/*', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/') || path.extname(pathname)) return routeNotFound(request, reply, pathname);
      return sendPage(request, reply, await pages.render(request));
    });
  }
  app.setNotFoundHandler((request, reply) => routeNotFound(request, reply, request.url.split('?')[0] ?? '/'));
}
