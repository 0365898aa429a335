import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@aurelle/contract';
import { products } from '../src/db/schema/index.ts';
import { renderSitemap, renderSitemapPart, SITEMAP_MAX_URLS, SITEMAP_PRODUCTS_PER_FILE } from '../src/domain/catalog/sitemap.ts';
import { createAccount } from './backoffice-factories.ts';
import { createProduct } from './factories.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';

/*
 * /sitemap.xml and /robots.txt: every shop page and every product in the shop with its last change; archived products
 * and private pages left out; kept like the guest pages until the catalog changes.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
const appUrl = () => t.config.APP_URL.replace(/\/+$/, '');

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the sitemap and robots.txt', () => {
  it('lists the shop pages and every product in the shop with its last change, and leaves out archived products', async () => {
    const shown = await createProduct(t, { title: 'Sitemap Shown' });
    const archived = await createProduct(t, { title: 'Sitemap Archived' });
    expect((await call(t, endpoints.archiveProduct, { headers: admin.auth, params: { id: archived.id } })).status).toBe(200);

    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    for (const path of ['/shop/home', '/shop/listing', '/shop/about', '/shop/scent-finder', '/shop/returns-policy'])
      expect(xml).toContain(`<loc>${appUrl()}${path}</loc>`);
    const [row] = await t.ctx.db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, shown.id));
    expect(xml).toContain(`<url><loc>${appUrl()}/shop/product/${shown.id}</loc><lastmod>${row?.updatedAt.toISOString()}</lastmod></url>`);
    expect(xml).not.toContain(archived.id);
    for (const path of ['/shop/checkout', '/shop/account', '/admin', '/auth/']) expect(xml).not.toContain(`${appUrl()}${path}`);
  });

  it('keeps the sitemap with its compressed copy until the catalog changes', async () => {
    t.ctx.pageCache.invalidate();
    const first = await get('/sitemap.xml', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(t.ctx.pageCache.size).toBeGreaterThan(0);
    // Kept under its path alone: query strings make no new entries (they would crowd out the guest pages).
    const kept = t.ctx.pageCache.size;
    for (const n of [1, 2, 3]) expect((await get(`/sitemap.xml?n=${n}`)).statusCode).toBe(200);
    expect(t.ctx.pageCache.size).toBe(kept);
    // A product written (even straight to the database) is a catalog change: the next sitemap has it.
    const added = await createProduct(t, { title: 'Sitemap Later' });
    await expect.poll(async () => (await get('/sitemap.xml')).body).toContain(added.id);
  });

  it('splits a shop past 50,000 addresses into an index of files', async () => {
    // The split itself, on a small scale (at most 5 addresses a file, 2 products a part).
    const small = { maxUrls: 5, productsPerFile: 2 };
    const inShop = (await t.ctx.db.select({ id: products.id }).from(products).where(isNull(products.archivedAt))).length;
    const index = await renderSitemap(t.ctx.db, appUrl(), small);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(parts).toEqual([
      `${appUrl()}/sitemap-pages.xml`,
      ...Array.from({ length: Math.ceil(inShop / 2) }, (_, n) => `${appUrl()}/sitemap-products-${n + 1}.xml`),
    ]);
    const pages = await renderSitemapPart(t.ctx.db, appUrl(), 'pages');
    expect(pages).toContain(`<loc>${appUrl()}/shop/home</loc>`);
    let listed = 0;
    for (let part = 1; part <= Math.ceil(inShop / 2); part += 1)
      listed += [...((await renderSitemapPart(t.ctx.db, appUrl(), part, 2)) ?? '').matchAll(/<url>/g)].length;
    expect(listed).toBe(inShop);
    expect(await renderSitemapPart(t.ctx.db, appUrl(), Math.ceil(inShop / 2) + 1, 2)).toBeUndefined();
    expect(SITEMAP_PRODUCTS_PER_FILE + 10).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect((await get('/sitemap-products-1.xml')).statusCode).toBe(200);
    expect((await get('/sitemap-products-9.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-nonsense.xml')).statusCode).toBe(404);
  });

  it('serves robots.txt: the shop crawled, private pages and the API not, and where the sitemap is', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *\nAllow: /shop/\n');
    for (const path of ['/api/', '/admin', '/shop/checkout', '/shop/account']) expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain(`Sitemap: ${appUrl()}/sitemap.xml`);
  });
});
