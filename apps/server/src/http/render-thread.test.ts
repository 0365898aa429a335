import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderThread, RenderThreads, type ApiCall } from './render-thread.ts';

/**
 * The renderer's thread as the built server runs it: render-worker.ts bundled as build.mjs bundles it, with a stand-in
 * for the web app's server entry whose loaders call the API. The API calls are answered by the test, in this thread.
 */
let root: string;
let workerFile: string;
let entryFile: string;
const threads: RenderThread[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'aurelle-render-thread-'));
  workerFile = path.join(root, 'render-worker.js');
  await build({
    entryPoints: [path.join(path.dirname(fileURLToPath(import.meta.url)), 'render-worker.ts')],
    outfile: workerFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  entryFile = path.join(root, 'entry-server.js');
  writeFileSync(
    entryFile,
    `let api;
export function answerApiCallsInProcess(answerer) { api = answerer; }
export async function render(request) {
  const url = new URL(request.url);
  if (url.pathname === '/broken') throw new Error('the loader broke');
  if (url.pathname === '/exit') process.exit(3);
  if (url.pathname === '/moved') return { kind: 'redirect', status: 302, location: '/elsewhere' };
  if (api('GET', 'https://elsewhere.test/api/x') !== undefined) throw new Error('a call not to this server was answered');
  const [product, reviews] = await Promise.all([api('GET', '/api/shop/products/get/' + url.searchParams.get('id')), api('POST', '/api/shop/reviews')]);
  const body = JSON.parse(product.body);
  return {
    kind: 'page',
    status: product.status,
    head: '<title>' + body.title + '</title>',
    html: '<h1>' + body.title + '</h1><p>' + reviews.body + '</p><p>' + (request.headers.get('cookie') ?? 'guest') + '</p>',
    stateScript: '<script>{"shown":"' + body.title + ' ₹"}</script>',
  };
}\n`,
  );
});

afterAll(async () => {
  await Promise.all(threads.map((thread) => thread.close()));
  rmSync(root, { recursive: true, force: true });
});

function newThread(failures: Error[] = []): RenderThread {
  const thread = new RenderThread(workerFile, entryFile, (error) => failures.push(error));
  threads.push(thread);
  return thread;
}

/** A page's bytes as text. */
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

const api: ApiCall = async (url, method) =>
  url.startsWith('/api/shop/products/get/')
    ? { status: 200, body: JSON.stringify({ title: `Product ${url.split('/').pop()}` }) }
    : { status: 200, body: `${method} ${url}` };

describe('the renderer thread', () => {
  it("renders a page in the other thread, its loaders' API calls answered here with their method and the shopper's cookie", async () => {
    const thread = newThread();
    const page = await thread.render('http://shop.test/shop/product?id=rose', 'aurelle_token=abc', api);
    expect(page.kind === 'page' && { status: page.status, head: page.head, markup: text(page.markup), stateScript: text(page.stateScript) }).toEqual({
      status: 200,
      head: '<title>Product rose</title>',
      markup: '<h1>Product rose</h1><p>POST /api/shop/reviews</p><p>aurelle_token=abc</p>',
      stateScript: '<script>{"shown":"Product rose ₹"}</script>',
    });
    expect(await thread.render('http://shop.test/moved', undefined, api)).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/elsewhere',
    });
  });

  it('renders pages side by side, each call answered by the answerer of the page that made it', async () => {
    const thread = newThread();
    const asked: string[] = [];
    const answererOf =
      (page: string): ApiCall =>
      async (url, method) => {
        asked.push(`${page} ${url}`);
        // Answers come back out of order: the later pages' first.
        await new Promise((resolve) => setTimeout(resolve, url.endsWith('/1') ? 30 : 1));
        return api(url, method);
      };
    const ids = ['1', '2', '3', '4', '5'];
    const pages = await Promise.all(ids.map((id) => thread.render(`http://shop.test/p?id=${id}`, undefined, answererOf(`page ${id}`))));
    expect(pages.map((page) => (page.kind === 'page' ? page.head : page.kind))).toEqual(ids.map((id) => `<title>Product ${id}</title>`));
    for (const id of ids) expect(asked).toContain(`page ${id} /api/shop/products/get/${id}`);
  });

  it("rejects a page whose render throws, with the entry's reason, and goes on rendering the next", async () => {
    const thread = newThread();
    await expect(thread.render('http://shop.test/broken', undefined, api)).rejects.toThrow('the loader broke');
    const page = await thread.render('http://shop.test/p?id=after', undefined, api);
    expect(page.kind === 'page' && page.head).toBe('<title>Product after</title>');
  });

  it('answers a failed API call as a 500 the loader sees, not a hung page', async () => {
    const thread = newThread();
    const failing: ApiCall = async (url, method) => {
      if (url.includes('/reviews')) throw new Error('no database');
      return api(url, method);
    };
    const page = await thread.render('http://shop.test/p?id=x', undefined, failing);
    expect(page.kind === 'page' && text(page.markup)).toContain('{"success":false,"message":"no database"}');
  });

  it('fails the pages of a thread that dies and starts another for the next page', async () => {
    const failures: Error[] = [];
    const thread = newThread(failures);
    await expect(thread.render('http://shop.test/p?id=before', undefined, api)).resolves.toMatchObject({ kind: 'page' });
    await expect(thread.render('http://shop.test/exit', undefined, api)).rejects.toThrow('exited with code 3');
    const page = await thread.render('http://shop.test/p?id=again', undefined, api);
    expect(page.kind === 'page' && page.head).toBe('<title>Product again</title>');
  });

  it('is ready once the entry is loaded, and refuses to start on an entry that cannot load', async () => {
    await expect(newThread().start()).resolves.toBeUndefined();
    const broken = path.join(root, 'broken-entry.js');
    writeFileSync(broken, "throw new Error('the build is broken');\n");
    const failures: Error[] = [];
    const thread = new RenderThread(workerFile, broken, (error) => failures.push(error));
    threads.push(thread);
    await expect(thread.start()).rejects.toThrow('before it was ready');
    expect(failures.map((error) => error.message)).toEqual(['the build is broken']);
  });

  it('fails the pages still in it when closed', async () => {
    const thread = newThread();
    const slow: ApiCall = () => new Promise(() => undefined);
    const pending = thread.render('http://shop.test/p?id=never', undefined, slow);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await thread.close();
    await expect(pending).rejects.toThrow('stopped');
  });
});

describe("the renderer's threads", () => {
  it('starts another thread only when every running one holds two pages or more, up to its limit, and renders on all of them', async () => {
    const pool = new RenderThreads(() => newThread(), 2);
    await pool.start();
    expect(pool.size).toBe(1);
    // One page at a time: one thread is enough.
    await expect(pool.render('http://shop.test/p?id=alone', undefined, api)).resolves.toMatchObject({ head: '<title>Product alone</title>' });
    await expect(pool.render('http://shop.test/p?id=next', undefined, api)).resolves.toMatchObject({ head: '<title>Product next</title>' });
    expect(pool.size).toBe(1);

    // Pages held waiting for their API answers: the first thread takes two, the third page starts the second thread,
    // and no more than two are started.
    const answers: Array<() => void> = [];
    const held: ApiCall = (url, method) => new Promise((resolve) => answers.push(() => void api(url, method).then(resolve)));
    const ids = ['1', '2', '3', '4', '5', '6'];
    const pages = ids.map((id) => pool.render(`http://shop.test/p?id=${id}`, undefined, held));
    expect(pool.size).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    while (answers.length > 0) answers.shift()?.();
    const rendered = await Promise.all(pages);
    expect(rendered.map((page) => (page.kind === 'page' ? page.head : page.kind))).toEqual(ids.map((id) => `<title>Product ${id}</title>`));
    expect(pool.size).toBe(2);
    await pool.close();
  });

  it('keeps to one thread when its limit is one', async () => {
    const pool = new RenderThreads(() => newThread(), 1);
    const never: ApiCall = () => new Promise(() => undefined);
    const pending = ['a', 'b', 'c'].map((id) => pool.render(`http://shop.test/p?id=${id}`, undefined, never));
    expect(pool.size).toBe(1);
    await pool.close();
    for (const page of pending) await expect(page).rejects.toThrow('stopped');
  });
});
