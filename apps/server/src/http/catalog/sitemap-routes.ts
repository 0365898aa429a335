import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, CachedPage } from '../../context.ts';
import { CATALOG_TAGS } from '../../domain/catalog/catalog-index/catalog-tags.ts';
import { renderRobotsTxt, renderSitemap, renderSitemapPart } from '../../domain/catalog/sitemap.ts';
import { sendKeptDocument } from '../cached-json.ts';
import { KeptDocument } from '../compressed-copies.ts';

/**
 * /sitemap.xml (with its parts, for a shop past 50,000 addresses) and /robots.txt. Like the guest pages they are
 * rendered once and kept, with their compressed copies, until the catalog changes (the page cache), each under its
 * path alone: a query string is no new entry.
 */
/** Sitemaps list every product with its last change: any product change drops them (decision 099). */
const SITEMAP_TAGS = [CATALOG_TAGS.anyProduct];

export function registerSitemapRoutes(app: FastifyInstance, ctx: AppContext): void {
  const appUrl = ctx.config.APP_URL.replace(/\/+$/, '');
  const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain').send('Not found');

  app.get('/sitemap.xml', async (request, reply) => {
    const page = await ctx.pageCache.get('/sitemap.xml', async () => ({
      status: 200,
      kept: new KeptDocument(Buffer.from(await renderSitemap(ctx.db, appUrl))),
      tags: SITEMAP_TAGS,
    }));
    return sendText(request, reply, page, 'application/xml; charset=utf-8');
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (request, reply) => {
    const match = /^(pages|products-(\d{1,6}))$/.exec(request.params.part);
    if (!match) return notFound(reply);
    const part = match[1] === 'pages' ? 'pages' : Number(match[2]);
    const page = await ctx.pageCache.get(`/sitemap-${match[1]}.xml`, async () => {
      const xml = await renderSitemapPart(ctx.db, appUrl, part);
      return xml === undefined
        ? { status: 404, body: Buffer.from('Not found'), tags: SITEMAP_TAGS }
        : { status: 200, kept: new KeptDocument(Buffer.from(xml)), tags: SITEMAP_TAGS };
    });
    if (page.status === 404) return notFound(reply);
    return sendText(request, reply, page, 'application/xml; charset=utf-8');
  });

  app.get('/robots.txt', async (request, reply) => {
    const page = await ctx.pageCache.get('/robots.txt', async () => ({
      status: 200,
      kept: new KeptDocument(Buffer.from(renderRobotsTxt(appUrl))),
    }));
    return sendText(request, reply, page, 'text/plain; charset=utf-8');
  });
}

/** A kept text answer, as its compressed copy when the client takes one; crawlers may keep it for an hour. */
function sendText(request: FastifyRequest, reply: FastifyReply, page: CachedPage, type: string): FastifyReply {
  if (!('kept' in page)) throw new Error('a kept text answer is always a kept document');
  void reply.status(page.status).type(type).header('Cache-Control', 'public, max-age=3600');
  return sendKeptDocument(request, reply, page.kept);
}
