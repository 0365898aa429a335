import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_TAGS } from '../src/domain/catalog/catalog-index/catalog-tags.ts';
import { AUTH_COOKIE } from '../src/http/guards.ts';
import { productInput } from './catalog-helpers.ts';
import { createTestApp, createUser, type TestApp } from './helpers.ts';

/**
 * A guest's server-rendered page is kept with its compressed copies until the catalog changes; a signed-in
 * shopper's page is rendered for them. The web app's server entry is stood in for by one that counts its renders.
 */
let t: TestApp;
let root: string;
/** The API answer a page with `?shown` reads while it renders. */
const SHOWN_PRODUCTS = '/api/shop/products/get?sortBy=title-atoz&limit=3';
const renders = () => (globalThis as { __aurelleRenders?: number }).__aurelleRenders ?? 0;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'aurelle-pages-'));
  const webDist = path.join(root, 'dist');
  mkdirSync(webDist);
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Aurelle</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(root, 'dist-server', 'entry-server.js'),
    `let api;
export function answerApiCallsInProcess(answerer) { api = answerer; }
export async function render(request) {
  globalThis.__aurelleRenders = (globalThis.__aurelleRenders ?? 0) + 1;
  const url = new URL(request.url);
  // A page that shows products reads them as the app's loaders do: through the API, answered in-process.
  const shown = url.searchParams.has('shown') ? await api('GET', '${SHOWN_PRODUCTS}') : undefined;
  const html = '<main>' + url.pathname + ' render ' + globalThis.__aurelleRenders + '</main>' + (shown ? '<p>' + shown.status + '</p>' : '') + '<p>perfume</p>'.repeat(400);
  return { kind: 'page', status: 200, head: '', html, stateScript: '' };
}\n`,
  );
  t = await createTestApp({}, { webDistDir: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/shop/listing?gender=female', headers });

describe('server-rendered pages', () => {
  it("keeps a guest's page from its second ask, compressed quickly then once more, until the catalog changes; a signed-in page is rendered each time", async () => {
    const first = await page({ 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('<div id="root"><main>/shop/listing render');
    const rendersAfterFirst = renders();

    // A first ask is rendered for its caller alone; the page is kept from its second ask (decision 116).
    const kept = await page({ 'accept-encoding': 'br' });
    expect(renders()).toBe(rendersAfterFirst + 1);
    const html = brotliDecompressSync(kept.rawPayload).toString();
    expect(html).toContain(`render ${rendersAfterFirst + 1}<`);

    // The next sending makes the smaller copy that every later one sends as it is (compressed-copies.ts).
    const again = await page({ 'accept-encoding': 'br' });
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(html);
    expect(again.rawPayload.length).toBeLessThanOrEqual(kept.rawPayload.length);
    const third = await page({ 'accept-encoding': 'br' });
    expect(third.rawPayload.equals(again.rawPayload)).toBe(true);
    const gzip = await page({ 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    const plain = await page({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    const rendersWhenKept = renders();
    expect(rendersWhenKept).toBe(rendersAfterFirst + 1);

    const shopper = await createUser(t);
    const signedIn = await page({ cookie: `${AUTH_COOKIE}=${shopper.token}` });
    expect(signedIn.body).toContain(`render ${rendersWhenKept + 1}<`);

    const admin = await createUser(t, { role: 'admin' });
    const added = await t.app.inject({ method: 'POST', url: '/api/admin/products/add', headers: admin.auth, payload: productInput() });
    expect(added.statusCode).toBe(201);
    // Asked for before the change, the page is kept again at its first ask after it.
    const afterChange = await page({ 'accept-encoding': 'br' });
    expect(brotliDecompressSync(afterChange.rawPayload).toString()).toContain(`render ${rendersWhenKept + 2}<`);
    const keptAfterChange = await page({ 'accept-encoding': 'br' });
    expect(brotliDecompressSync(keptAfterChange.rawPayload).toString()).toContain(`render ${rendersWhenKept + 2}<`);
  });

  it("keeps a guest's page under the tags of the answers it read while rendering, and drops it when what it shows changes", async () => {
    const admin = await createUser(t, { role: 'admin' });
    for (let i = 0; i < 2; i += 1) {
      const added = await t.app.inject({ method: 'POST', url: '/api/admin/products/add', headers: admin.auth, payload: productInput() });
      expect(added.statusCode).toBe(201);
    }
    const url = '/shop/listing?shown=1';
    await t.app.inject({ method: 'GET', url });
    const kept = await t.app.inject({ method: 'GET', url });
    expect(kept.body).toContain('<p>200</p>');
    const shown = ((await t.app.inject({ method: 'GET', url: SHOWN_PRODUCTS })).json() as { data: Array<{ id: string }> }).data;
    expect(shown.length).toBeGreaterThan(0);
    const tags = t.ctx.pageCache.tagsOf(url) ?? [];
    expect(tags).toContain(CATALOG_TAGS.listing);
    expect(tags.filter((tag) => tag.startsWith('product:')).sort()).toEqual(shown.map((product) => CATALOG_TAGS.product(product.id)).sort());

    // A page rendered for a signed-in shopper is not kept, and the tags of its reads go to no kept page.
    const shopper = await createUser(t);
    await t.app.inject({ method: 'GET', url: '/shop/listing?shown=2', headers: { cookie: `${AUTH_COOKIE}=${shopper.token}` } });
    expect(t.ctx.pageCache.has('/shop/listing?shown=2')).toBe(false);

    const [first] = shown;
    if (!first) throw new Error('no product shown');
    const archived = await t.app.inject({ method: 'DELETE', url: `/api/admin/products/delete/${first.id}`, headers: admin.auth });
    expect(archived.statusCode).toBe(200);
    await t.ctx.catalogChanges?.sync();
    expect(t.ctx.pageCache.has(url)).toBe(false);
  });
});
