import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/http/app.ts';
import { createProduct } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Aurelle — The Essence of Luxury</title>
    <meta name="description" content="Aurelle: luxury and designer perfumes." />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let web: FastifyInstance;
let webDistDir: string;

beforeAll(async () => {
  t = await createTestApp();
  webDistDir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  web = await buildApp(t.ctx, { webDistDir });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('GET /shop/product/:id', () => {
  it("serves the SPA with the product's title, description, Open Graph tags and Product structured data", async () => {
    const product = await createProduct(t, {
      title: 'Velvet Vanilla',
      brand: 'Casa Lumière',
      description: 'Bourbon vanilla, tonka bean and salted caramel.',
      pricePaise: 699_900,
      salePricePaise: 599_900,
      totalStock: 4,
      reviewCount: 2,
      averageReview: 4.5,
      image: '/uploads/demo/velvet-vanilla-800.webp',
    });
    const res = await web.inject({ method: 'GET', url: `/shop/product/${product.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // The page may carry a signed-in shopper's header: no shared cache keeps it.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Velvet Vanilla by Casa Lumière — Aurelle</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="Velvet Vanilla by Casa Lumière, ₹5,999.00. Bourbon vanilla, tonka bean and salted caramel." />',
    );
    expect(html).toContain(`<link rel="canonical" href="http://shop.test/shop/product/${product.id}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="og:image" content="http://shop.test/uploads/demo/velvet-vanilla-800.webp" />');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/assets/index-abc123.js');
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `http://shop.test/shop/product/${product.id}`,
      name: 'Velvet Vanilla',
      description: 'Bourbon vanilla, tonka bean and salted caramel.',
      image: ['http://shop.test/uploads/demo/velvet-vanilla-800.webp'],
      sku: product.id,
      brand: { '@type': 'Brand', name: 'Casa Lumière' },
      category: 'luxury',
      offers: {
        '@type': 'Offer',
        url: `http://shop.test/shop/product/${product.id}`,
        priceCurrency: 'INR',
        price: '5999.00',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Aurelle' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('escapes every product text, in attributes and in the JSON-LD script', async () => {
    const hostile = `Rose "Noir" </script><script>alert('x')</script> & <b>`;
    const product = await createProduct(t, { title: hostile, description: `${hostile} \u2028 line`, totalStock: 0 });
    const res = await web.inject({ method: 'GET', url: `/shop/product/${product.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain("<script>alert('x')</script>");
    expect(html).not.toContain('<b>');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('Rose &quot;Noir&quot; &lt;/script&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &lt;b&gt;');
    const data = jsonLd(html);
    expect(data.name).toBe(hostile);
    expect((data.offers as Record<string, unknown>).availability).toBe('https://schema.org/OutOfStock');
    expect(data.aggregateRating).toBeUndefined();
  });

  it('still serves the SPA, with 404 and noindex, for an unknown or malformed id', async () => {
    for (const id of ['5e0f8b9a-1c2d-4e3f-8a7b-6c5d4e3f2a1b', 'not-a-uuid']) {
      const res = await web.inject({ method: 'GET', url: `/shop/product/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain('<title>Product not found — Aurelle</title>');
    }
  });

  it('keeps the plain SPA fallback for other routes', async () => {
    const res = await web.inject({ method: 'GET', url: '/shop/listing?category=woody' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Aurelle — The Essence of Luxury</title>');
  });
});
