import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { uuidSchema } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { findShopProduct } from '../../domain/catalog/catalog-index/catalog-reads.ts';
import { renderMissingProductPage, renderProductPage } from '../../domain/catalog/render-product-page.ts';
import { LocalStorage } from '../../infra/storage/local-storage.ts';
import { IMMUTABLE_CACHE_CONTROL } from '../../infra/storage/storage.ts';
import { sendPage, type WebPages } from '../server-rendering.ts';
import { CATALOG_TAGS } from '../../domain/catalog/catalog-index/catalog-tags.ts';

/** Local uploads at /uploads/...: names carry a content hash, so they are cached for a year. */
export async function registerUploadedFiles(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!(ctx.storage instanceof LocalStorage)) return;
  // A fresh DATA_DIR has no uploads yet: the folder is made now, so the file server has a root to serve (and no warning).
  await mkdir(ctx.storage.rootDir, { recursive: true });
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
    const page = await pages.render(request, async (rendered, dependsOn) => {
      const shown = 'document' in rendered ? rendered : pages.shellPage();
      // A page rendered with its content read the product through the API, which waited for the catalog to catch up.
      const product = id.success ? await findShopProduct(ctx, id.data, { justSynced: shown.withContent }) : undefined;
      if (id.success) dependsOn(CATALOG_TAGS.product(id.data));
      // Only the head is rewritten: it is the document's one piece kept as text (decision 134).
      const { document } = shown;
      if (!product) return { status: 404, document: { ...document, head: renderMissingProductPage(document.head, site) }, withContent: shown.withContent };
      return { status: 200, document: { ...document, head: renderProductPage(document.head, product, site) }, withContent: shown.withContent };
    });
    return sendPage(request, reply, page);
  });
}
