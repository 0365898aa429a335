import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../src/http/cached-json.ts';
import { guestReadsOf } from '../src/http/guest-reads.ts';
import { productInput } from './catalog-helpers.ts';
import { createTestApp, createUser, type TestApp } from './helpers.ts';

/** Part 2: JSON, HTML and static files travel compressed; hashed assets are cached for good. */
let t: TestApp;
let webDist: string;
const appScript = `console.log(${JSON.stringify('Aurelle '.repeat(400))});`;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'aurelle-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  const indexHtml = `<!doctype html><html><head><title>Aurelle</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`;
  writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  writeFileSync(path.join(webDist, 'index.html.br'), brotliCompressSync(indexHtml));
  writeFileSync(path.join(webDist, 'index.html.gz'), gzipSync(indexHtml));
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), appScript);
  // As the build's precompress step writes them: the server must send these bytes, not compress again.
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(appScript));
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(appScript));
  t = await createTestApp({}, { webDistDir: webDist });
  const admin = await createUser(t, { role: 'admin' });
  for (let index = 0; index < 6; index += 1) {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/products/add', headers: admin.auth, payload: productInput() });
    expect(created.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('compressed answers', () => {
  it('a cached catalog answer comes in Brotli or gzip as asked, with the same JSON, and plain without Accept-Encoding', async () => {
    const url = '/api/shop/products/get';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('a kept catalog answer held as its Brotli copy alone still answers plain, in gzip and to a page rendered in-process (decision 163)', async () => {
    const url = '/api/shop/products/get?sortBy=price-hightolow';
    const brotli = { 'accept-encoding': 'br' };
    // Kept from its second ask (decision 116); its Brotli sending leaves the kept entry holding that copy alone.
    const first = await t.app.inject({ method: 'GET', url, headers: brotli });
    const json = brotliDecompressSync(first.rawPayload).toString();
    await t.app.inject({ method: 'GET', url, headers: brotli });
    const entries = t.ctx.catalogCache.keys().filter((key) => key.includes('price-hightolow'));
    expect(entries).toHaveLength(1);
    const kept = await t.ctx.catalogCache.get(entries[0] as string, () => Promise.reject(new Error('the answer is kept')));
    expect(kept.kept.holdsDocument).toBe(false);
    expect((await t.app.inject({ method: 'GET', url })).body).toBe(json);
    expect(gunzipSync((await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })).rawPayload).toString()).toBe(json);
    const read = await guestReadsOf(t.app)?.answer(url);
    expect(read?.body.toString()).toBe(json);
  });

  it('any other JSON answer over 1 KB is compressed on the fly', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const url = '/api/admin/products/get';
    const plain = await t.app.inject({ method: 'GET', url, headers: admin.auth });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const brotli = await t.app.inject({ method: 'GET', url, headers: { ...admin.auth, 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  });

  it('static files are sent precompressed, hashed assets cached for a year', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(appScript);
    const gzip = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(appScript);
    const page = await t.app.inject({ method: 'GET', url: '/shop/home', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Aurelle</title>');
    // The product page the server writes for each perfume is compressed on the fly.
    const listing = (await t.app.inject({ method: 'GET', url: '/api/shop/products/get' })).json() as {
      data: Array<{ id: string; title: string }>;
    };
    const product = listing.data[0];
    if (!product) throw new Error('no product');
    const productPage = await t.app.inject({ method: 'GET', url: `/shop/product/${product.id}`, headers: { 'accept-encoding': 'br' } });
    expect(productPage.statusCode).toBe(200);
    expect(productPage.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(productPage.rawPayload).toString()).toContain(product.title);
  });

  it('a compressed request body is refused, never inflated', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@example.com', password: 'x' })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('preferredEncoding', () => {
  it('prefers Brotli, honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
  });
});
