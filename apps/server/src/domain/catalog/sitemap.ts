import { asc, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { inShop } from './archive/in-shop.ts';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); a larger shop's is an index of several files. */
export const SITEMAP_MAX_URLS = 50_000;
/** Products per file of an indexed sitemap. */
export const SITEMAP_PRODUCTS_PER_FILE = 40_000;

/**
 * The shop's public pages, for search engines: what a guest can open and is worth finding. The pages behind a sign-in
 * (cart, checkout, account, the back office) and the payment returns are left out, and robots.txt asks not to crawl them.
 */
export const SITEMAP_SHOP_PAGES = [
  '/shop/home',
  '/shop/listing',
  '/shop/scent-finder',
  '/shop/about',
  '/shop/privacy-policy',
  '/shop/returns-policy',
  '/shop/terms-conditions',
] as const;

/** Paths a crawler is asked to leave alone. */
export const ROBOTS_DISALLOWED = [
  '/api/',
  '/admin',
  '/auth/',
  '/shop/checkout',
  '/shop/account',
  '/shop/payment-success',
  '/shop/paypal-return',
] as const;

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');

const urlEntry = (loc: string, lastmod: Date | null) =>
  `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

const urlset = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;

/**
 * /sitemap.xml: every shop page and every product in the shop (archived ones left out) with its last change. The
 * listing and home change with the catalog, so they carry its latest change. Above 50,000 addresses it is an index of
 * /sitemap-products-N.xml files instead.
 */
export async function renderSitemap(
  db: DbOrTx,
  appUrl: string,
  limits: { maxUrls: number; productsPerFile: number } = { maxUrls: SITEMAP_MAX_URLS, productsPerFile: SITEMAP_PRODUCTS_PER_FILE },
): Promise<string> {
  const [latest] = await db
    .select({ at: max(products.updatedAt) })
    .from(products)
    .where(inShop);
  const catalogChanged = latest?.at ? new Date(latest.at) : null;
  const pages = SITEMAP_SHOP_PAGES.map((path) =>
    urlEntry(`${appUrl}${path}`, path === '/shop/home' || path === '/shop/listing' ? catalogChanged : null),
  );
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(inShop);
  const productCount = Number(counted?.n ?? 0);
  if (pages.length + productCount <= limits.maxUrls) {
    return urlset([...pages, ...(await productEntries(db, appUrl, 0, productCount))]);
  }
  const files = Math.ceil(productCount / limits.productsPerFile);
  const sitemaps = [
    `${appUrl}/sitemap-pages.xml`,
    ...Array.from({ length: files }, (_, index) => `${appUrl}/sitemap-products-${index + 1}.xml`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps
    .map(
      (loc) =>
        `  <sitemap><loc>${escapeXml(loc)}</loc>${catalogChanged ? `<lastmod>${catalogChanged.toISOString()}</lastmod>` : ''}</sitemap>`,
    )
    .join('\n')}\n</sitemapindex>\n`;
}

/** One file of an indexed sitemap: the shop pages (`pages`), or the Nth slice of the products; undefined past the end. */
export async function renderSitemapPart(
  db: DbOrTx,
  appUrl: string,
  part: 'pages' | number,
  productsPerFile = SITEMAP_PRODUCTS_PER_FILE,
): Promise<string | undefined> {
  if (part === 'pages') {
    const [latest] = await db
      .select({ at: max(products.updatedAt) })
      .from(products)
      .where(inShop);
    const catalogChanged = latest?.at ? new Date(latest.at) : null;
    return urlset(
      SITEMAP_SHOP_PAGES.map((path) =>
        urlEntry(`${appUrl}${path}`, path === '/shop/home' || path === '/shop/listing' ? catalogChanged : null),
      ),
    );
  }
  if (!Number.isInteger(part) || part < 1) return undefined;
  const entries = await productEntries(db, appUrl, (part - 1) * productsPerFile, productsPerFile);
  return entries.length > 0 ? urlset(entries) : undefined;
}

async function productEntries(db: DbOrTx, appUrl: string, offset: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(inShop)
    .orderBy(asc(products.createdAt), asc(products.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => urlEntry(`${appUrl}/shop/product/${row.id}`, row.updatedAt));
}

/** /robots.txt: crawl the shop, not the API, the back office or a shopper's own pages; where the sitemap is. */
export function renderRobotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /shop/',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
