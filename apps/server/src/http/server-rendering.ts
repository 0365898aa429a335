import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from '../context.ts';
import type { InvalidatedCache } from '../infra/cache/invalidated-cache.ts';
import { addPageTags, PAGE_RENDER_HEADER, renderCollectingTags, sendKeptDocument } from './cached-json.ts';
import { guestReadsOf } from './guest-reads.ts';
import { KeptDocument } from './compressed-copies.ts';
import { AUTH_COOKIE } from './guards.ts';
import { CATALOG_TAGS } from '../domain/catalog/catalog-index/catalog-tags.ts';
import { encodedPage, takePageBytes, type RenderedPage, type ServerEntry } from './render-protocol.ts';
import { RenderThread, RenderThreads, type ApiCall } from './render-thread.ts';

/**
 * A page's document as it is put together (decision 134): its head as text, up to and including `</head>` (the whole
 * document when it has none), which a route may rewrite (a product's title and tags); the rest as UTF-8 bytes, which
 * are never turned back into text.
 */
export interface PageDocument {
  head: string;
  rest: readonly Uint8Array[];
  /**
   * A rendered page's own buffer (decision 162): some parts of `rest` are views of it, and its other bytes are free,
   * so the document may be written into it around them rather than copied into a new one. Never a shared buffer.
   */
  room?: ArrayBufferLike;
}

/** A document given as text, cut after its `</head>`. */
export function pageDocument(html: string): PageDocument {
  const headEnd = html.search(HEAD_END);
  if (headEnd < 0) return { head: html, rest: [] };
  const cut = headEnd + '</head>'.length;
  return { head: html.slice(0, cut), rest: [Buffer.from(html.slice(cut))] };
}

/** The document's bytes, kept and sent: written in place around its rendered parts when their buffer has room, else copied once into a new buffer. */
export function documentBytes(document: PageDocument): Buffer {
  return (document.room && writtenInPlace(document.head, document.rest, document.room)) || Buffer.concat([Buffer.from(document.head), ...document.rest]);
}

const roomsWritten = new WeakSet<ArrayBufferLike>();

/**
 * The document written into `room` around the parts of it already there (decision 162), or undefined when those parts
 * do not stand where the document needs them (a part too near the buffer's start for the head, a gap that is not the
 * next part's length) or the document would run past the buffer's end. Every other part is copied into the free bytes
 * between them; nothing already in place is moved.
 */
function writtenInPlace(head: string, rest: readonly Uint8Array[], room: ArrayBufferLike): Buffer | undefined {
  // A buffer is written into once: a second document around the same parts (another head) must not change the first.
  if (roomsWritten.has(room)) return undefined;
  const headLength = Buffer.byteLength(head);
  let start: number | undefined;
  let length = headLength;
  for (const part of rest) {
    if (part.buffer === room) {
      const partStart = part.byteOffset - length;
      if (start === undefined) start = partStart;
      else if (partStart !== start) return undefined;
    }
    length += part.byteLength;
  }
  if (start === undefined || start < 0 || start + length > room.byteLength) return undefined;
  roomsWritten.add(room);
  const bytes = Buffer.from(room, start, length);
  bytes.write(head, 0);
  let at = headLength;
  for (const part of rest) {
    if (part.buffer !== room) bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

const HEAD_END = /<\/head>/i;

/**
 * A page as rendered: its document and status, and whether the document shows the page's content (false: the app's
 * shell, for the browser to render); or a redirect (sent, and a guest's kept, as a CachedPage).
 */
export type RenderedDocument = { status: number; document: PageDocument; withContent: boolean } | { status: number; location: string };

/** The page as kept and sent: the document's UTF-8 bytes. */
function asSent(page: RenderedDocument): CachedPage {
  return 'document' in page ? { status: page.status, body: documentBytes(page.document) } : page;
}

/** The API of the request being rendered in this thread, for the route loaders' relative `/api/...` calls. */
const inProcessApi = new AsyncLocalStorage<ApiCall>();

/**
 * A page's relative API call answered by this server in-process: same routes, guards and cache, the shopper's cookie;
 * with the page render's id when its tags are collected (a guest's page, which is kept).
 */
function apiOfRequest(app: FastifyInstance, request: FastifyRequest, pageId: string | undefined): ApiCall {
  const guestReads = request.headers.cookie ? undefined : guestReadsOf(app);
  return async (url, method) => {
    // A guest's public read is answered as its route would, without simulating HTTP (decision 145).
    const read = method === 'GET' ? await guestReads?.answer(url) : undefined;
    if (read) {
      if (pageId) addPageTags(pageId, read.tags);
      return { status: read.status, body: read.body.toString() };
    }
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(pageId ? { [PAGE_RENDER_HEADER]: pageId } : {}),
        'accept-encoding': 'identity',
      },
    });
    return { status: answer.statusCode, body: answer.body };
  };
}

/** Renders a page of the web app for a request (`pageId`: its render's, when its tags are collected): in a renderer thread, or in this one. */
type PageRenderer = (request: FastifyRequest, url: URL, pageId: string | undefined) => Promise<RenderedPage>;

/** The built renderer's thread, beside the built server (dist/render-worker.js); none when run from the sources. */
const RENDER_WORKER_FILE = new URL('./render-worker.js', import.meta.url);

/**
 * How pages are rendered: in renderer threads when the server is the built one (decisions 120, 146), in this thread
 * when it runs from its sources (development, tests), where the entry's relative API calls are answered by the
 * request's own API (decision 130).
 */
async function pageRenderer(app: FastifyInstance, entryFile: string): Promise<PageRenderer> {
  if (existsSync(fileURLToPath(RENDER_WORKER_FILE))) {
    const onFailure = (error: Error) => app.log.error({ err: error }, 'a renderer thread failed');
    const threads = new RenderThreads(() => new RenderThread(RENDER_WORKER_FILE, entryFile, onFailure), os.availableParallelism());
    app.addHook('onClose', () => threads.close());
    // The first is started with the server, so a broken build fails the start and its memory shows from the first reading.
    await threads.start();
    return (request, url, pageId) => threads.render(url.href, request.headers.cookie, apiOfRequest(app, request, pageId));
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  // A relative `/api/...` call made while a page renders is answered by the request's own API; any other goes out.
  entry.answerApiCallsInProcess((method, url) => (url.startsWith('/api/') ? inProcessApi.getStore()?.(url, method) : undefined));
  return (request, url, pageId) => {
    const webRequest = new Request(url, { headers: request.headers.cookie ? { cookie: request.headers.cookie } : {} });
    return inProcessApi.run(apiOfRequest(app, request, pageId), () => entry.render(webRequest)).then(encodedPage);
  };
}

/**
 * Pages of the built web app: the storefront and auth pages rendered to HTML with their content (then hydrated in
 * the browser), every other page the app's shell for the browser to render. Without a server build of the web app
 * (or if rendering fails) every page is the shell, as a single-page app.
 */
export class WebPages {
  private readonly shellParts: ShellParts;
  private readonly titlelessShell: ShellParts;
  /** The app's shell as a page's document, for the browser to render. */
  private readonly shellDocument: PageDocument;

  private constructor(
    private readonly appUrl: string,
    private readonly indexHtml: string,
    private readonly renderPage: PageRenderer | undefined,
    private readonly guestPages: InvalidatedCache<CachedPage>,
  ) {
    this.shellParts = new ShellParts(indexHtml);
    this.titlelessShell = new ShellParts(indexHtml.replace(/<title>[\s\S]*?<\/title>/i, ''));
    this.shellDocument = pageDocument(indexHtml);
  }

  static async load(app: FastifyInstance, appUrl: string, webDistDir: string, guestPages: InvalidatedCache<CachedPage>): Promise<WebPages> {
    const indexHtml = await readFile(path.join(webDistDir, 'index.html'), 'utf8');
    const entryFile = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
    const renderPage = existsSync(entryFile) ? await pageRenderer(app, entryFile) : undefined;
    if (!renderPage) app.log.warn({ entryFile }, 'no server build of the web app: pages are rendered in the browser only');
    return new WebPages(appUrl, indexHtml, renderPage, guestPages);
  }

  /** The app's shell, for the browser to render. */
  get shell(): string {
    return this.indexHtml;
  }

  /**
   * The page for this request, passed through `finish` (a route's own touches, such as a product's meta tags). A
   * guest's page (no session cookie) depends only on the URL and the catalog, so it is kept, with its compressed
   * copies, and shared until the next catalog change, like the catalog's API answers (docs/decisions/062).
   */
  async render(
    request: FastifyRequest,
    finish: (page: RenderedDocument, dependsOn: (tag: string) => void) => RenderedDocument | Promise<RenderedDocument> = (page) => page,
  ): Promise<CachedPage> {
    const renderPage = this.renderPage;
    const ignoreTag = () => undefined;
    if (!renderPage) return asSent(await finish(this.shellPage(), ignoreTag));
    if (request.cookies[AUTH_COOKIE]) return asSent(await finish(await this.renderNow(request, renderPage, undefined), ignoreTag));
    return this.guestPages.get(request.url, async () => {
      // Kept under the tags of every cached answer it read while rendering (decision 099); a page that read none has
      // unknown dependencies, and goes with any product change.
      const { rendered, tags: dependencies } = await renderCollectingTags(async (pageId, dependsOn) =>
        finish(await this.renderNow(request, renderPage, pageId), dependsOn),
      );
      const page = asSent(rendered);
      const tags = dependencies.size > 0 ? [...dependencies] : [CATALOG_TAGS.anyProduct];
      return 'body' in page ? { status: page.status, kept: new KeptDocument(page.body), tags } : { ...page, tags };
    });
  }

  /** The app's shell as the page, for the browser to render. */
  shellPage(): Extract<RenderedDocument, { document: PageDocument }> {
    return { status: 200, document: this.shellDocument, withContent: false };
  }

  private async renderNow(request: FastifyRequest, renderPage: PageRenderer, pageId: string | undefined): Promise<RenderedDocument> {
    let result: RenderedPage;
    try {
      result = await renderPage(request, new URL(request.url, this.appUrl), pageId);
    } catch (error) {
      // A page that fails to render on the server is still served: the browser renders it.
      request.log.error({ err: error }, 'server rendering failed');
      return this.shellPage();
    }
    if (result.kind === 'redirect') return { status: result.status, location: result.location };
    if (result.kind === 'browser-rendered') return this.shellPage();
    // The page's own <title> (when it renders one) replaces the shell's; other hoisted tags (preloads) join the head.
    const shell = /<title>/i.test(result.head) ? this.titlelessShell : this.shellParts;
    const { markup, stateScript } = takePageBytes(result);
    return { status: result.status, document: shell.around(result.head, markup, stateScript, true), withContent: true };
  }
}

/**
 * The app's shell cut once where a rendered page goes: its hoisted head tags before `</head>`, its markup in the root
 * element, its state after it. The head is the one piece made as text; the rest of the shell is kept as bytes, and the
 * page's markup and state join it as the bytes they came as (decision 134).
 */
export class ShellParts {
  private readonly beforeHeadEnd: string;
  /** From `</head>` (excluded) to the root element's content. */
  private readonly toRootContent: Uint8Array;
  private readonly afterRoot: Uint8Array;
  private readonly cut: boolean;

  constructor(private readonly shell: string) {
    const headEnd = shell.search(HEAD_END);
    const root = shell.indexOf(EMPTY_ROOT);
    this.cut = headEnd >= 0 && root > headEnd;
    this.beforeHeadEnd = shell.slice(0, Math.max(headEnd, 0));
    this.toRootContent = Buffer.from(`${shell.slice(headEnd + '</head>'.length, Math.max(root, 0))}<div id="root">`);
    this.afterRoot = Buffer.from(shell.slice(root + EMPTY_ROOT.length));
  }

  /**
   * The shell with `head` before `</head>`, `markup` in the root element and `stateScript` after it. `ownBuffer`: the
   * two are views of one buffer of the page's own, with room around them (a rendered page, `encodedPage`).
   */
  around(head: string, markup: Uint8Array, stateScript: Uint8Array, ownBuffer = false): PageDocument {
    if (!this.cut) {
      // A shell without the expected marks: as the replaces did (the first `</head>`, the first empty root).
      const withHead = this.shell.replace(HEAD_END, () => `${head}</head>`);
      const text = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString();
      return pageDocument(withHead.replace(EMPTY_ROOT, () => `<div id="root">${text(markup)}</div>${text(stateScript)}`));
    }
    const rest = [this.toRootContent, markup, ROOT_END, stateScript, this.afterRoot];
    const room = ownBuffer && markup.buffer === stateScript.buffer ? markup.buffer : undefined;
    return { head: `${this.beforeHeadEnd}${head}</head>`, rest, ...(room ? { room } : {}) };
  }
}

const ROOT_END = Buffer.from('</div>');
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Sends a page: a redirect, or the document, never kept by a shared cache (it may show the shopper's name and cart).
 * A kept guest page goes out as its compressed copy, compressed once per catalog version rather than per request.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  if ('location' in page) return reply.redirect(page.location, page.status);
  void reply.status(page.status).header('Cache-Control', 'private, no-cache').type('text/html; charset=utf-8');
  return 'kept' in page ? sendKeptDocument(request, reply, page.kept) : reply.send(page.body);
}
