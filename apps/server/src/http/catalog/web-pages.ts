import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { uuidSchema } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { findProduct } from '../../domain/catalog/get-product.ts';
import { renderMissingProductPage, renderProductPage } from '../../domain/catalog/render-product-page.ts';
import { LocalStorage } from '../../infra/storage/local-storage.ts';
import { IMMUTABLE_CACHE_CONTROL } from '../../infra/storage/storage.ts';

/** Local uploads at /uploads/...: names carry a content hash, so they are cached for a year. */
export async function registerUploadedFiles(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!(ctx.storage instanceof LocalStorage)) return;
  await app.register(fastifyStatic, {
    root: ctx.storage.rootDir,
    prefix: `${ctx.storage.publicPath}/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('Cache-Control', IMMUTABLE_CACHE_CONTROL);
    },
  });
}

/**
 * `/shop/product/:id` for search engines and link previews (docs/decisions/058-shareable-product-pages.md): the SPA's index.html
 * with the product's title, description, Open Graph tags and JSON-LD. An unknown product still gets
 * the SPA (which shows its not-found state), with status 404.
 */
export async function registerProductPage(app: FastifyInstance, ctx: AppContext, indexHtmlFile: string): Promise<void> {
  const site = { shopName: ctx.config.SHOP_NAME, appUrl: ctx.config.APP_URL };
  app.get<{ Params: { id: string } }>('/shop/product/:id', async (request, reply) => {
    const indexHtml = await readFile(indexHtmlFile, 'utf8');
    const id = uuidSchema.safeParse(request.params.id);
    const product = id.success ? await findProduct(ctx.db, id.data) : undefined;
    void reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!product) return reply.status(404).send(renderMissingProductPage(indexHtml, site));
    return reply.send(renderProductPage(indexHtml, product, site));
  });
}
