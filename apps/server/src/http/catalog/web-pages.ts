import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { uuidSchema } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { findProduct } from '../../domain/catalog/get-product.ts';
import { renderMissingProductPage, renderProductPage } from '../../domain/catalog/render-product-page.ts';
import { LocalStorage } from '../../infra/storage/local-storage.ts';
import { IMMUTABLE_CACHE_CONTROL } from '../../infra/storage/storage.ts';
import type { WebPages } from '../server-rendering.ts';

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
 * `/shop/product/:id` for search engines and link previews (docs/decisions/058-shareable-product-pages.md): the page
 * (server-rendered with the product) with the product's title, description, Open Graph tags and JSON-LD. An unknown
 * product still gets the page (which shows its not-found state), with status 404.
 */
export function registerProductPage(app: FastifyInstance, ctx: AppContext, pages: WebPages): void {
  const site = { shopName: ctx.config.SHOP_NAME, appUrl: ctx.config.APP_URL };
  app.get<{ Params: { id: string } }>('/shop/product/:id', async (request, reply) => {
    const id = uuidSchema.safeParse(request.params.id);
    const [product, page] = await Promise.all([id.success ? findProduct(ctx.db, id.data) : undefined, pages.render(request)]);
    const document = 'html' in page ? page.html : pages.shell;
    void reply.header('Cache-Control', 'private, no-cache').type('text/html; charset=utf-8');
    if (!product) return reply.status(404).send(renderMissingProductPage(document, site));
    return reply.send(renderProductPage(document, product, site));
  });
}
