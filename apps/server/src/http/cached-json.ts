import { hash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@aurelle/contract';
import type { CachedJson } from '../context.ts';
import type { InvalidatedCache } from '../infra/cache/invalidated-cache.ts';
import { NumberedSlots } from '../infra/threads/numbered-slots.ts';
import { KeptDocument } from './compressed-copies.ts';

/**
 * Shoppers' browsers and shared caches may keep an answer but must check it before each use (a 304 costs nothing),
 * so stock and prices shown are never staler than the server's own cache (docs/decisions/062).
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

interface ResponseSchema {
  parse(value: unknown): unknown;
}

/** Whether the request's If-None-Match names this ETag (a list, weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/** One-shot, not `createHash`: no native object left for a scavenge to process (decision 166). */
export function etagOf(body: string | Buffer): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/**
 * The header naming the page render an in-process API call is made for (its id is its number and a fresh random UUID,
 * known only to this process while the page renders).
 */
export const PAGE_RENDER_HEADER = 'x-aurelle-page-render';

/**
 * Pages being rendered, by number, each with its UUID and the tags of every cached answer its API calls read (numbered
 * slots, not a `Map`, so that a page's tags die young once it is rendered: decision 165).
 */
const renderingPages = new NumberedSlots<{ secret: string; tags: Set<string> }>();

/** The tags of the page render `pageId` names, while it renders. */
function renderingPageTags(pageId: string): Set<string> | undefined {
  const separator = pageId.indexOf('.');
  const page = renderingPages.get(Number(pageId.slice(0, separator)));
  return page && page.secret === pageId.slice(separator + 1) ? page.tags : undefined;
}

/**
 * Renders a page while collecting the tags of every cached answer it reads (decision 099): the page is kept under
 * their union, so it goes when any answer it shows goes. The render's in-process API calls carry `pageId` in
 * PAGE_RENDER_HEADER; `dependsOn` adds a tag of the page's own. Explicit rather than an AsyncLocalStorage, whose
 * promise hooks (Node 20) every promise of the thread would pay for from the first page rendered on (decision 133).
 */
export async function renderCollectingTags<T>(
  render: (pageId: string, dependsOn: (tag: string) => void) => Promise<T>,
): Promise<{ rendered: T; tags: Set<string> }> {
  const secret = randomUUID();
  const tags = new Set<string>();
  const page = renderingPages.add({ secret, tags });
  try {
    return { rendered: await render(`${page}.${secret}`, (tag) => tags.add(tag)), tags };
  } finally {
    renderingPages.take(page);
  }
}

/** The tags of the page render this request is an API call of, if it is one. */
function pageTagsOf(request: FastifyRequest): Set<string> | undefined {
  const pageId = request.headers[PAGE_RENDER_HEADER];
  return typeof pageId === 'string' ? renderingPageTags(pageId) : undefined;
}

/** Adds the tags of an answer read in-process (decision 145) to the page render `pageId` names, if it is collecting. */
export function addPageTags(pageId: string, tags: readonly string[]): void {
  const pageTags = renderingPageTags(pageId);
  if (pageTags) for (const tag of tags) pageTags.add(tag);
}

/**
 * A loaded answer and what it shows (its cache tags): the answer, serialised here through the endpoint's schema, or a
 * body the use case serialised through that same schema itself, with its ETag when it has one (else the body's hash).
 */
export type TaggedAnswer = { answer: unknown; tags: readonly string[] } | { body: string | Buffer; tags: readonly string[]; etag?: string };

/**
 * A catalog read's kept answer: from the cache, else loaded, serialised once through the endpoint's response schema (so
 * nothing outside the contract leaks) and kept with its ETag under the tags `load` names.
 */
export function cachedEntry(
  cache: InvalidatedCache<CachedJson>,
  key: string,
  schema: ResponseSchema,
  load: () => Promise<TaggedAnswer>,
): Promise<CachedJson> {
  return cache.get(key, async () => {
    const loaded = await load();
    // Encoded once, for its ETag, its size and its copies; the text itself dies young (decision 121). The index's
    // answers come as bytes already (decision 139).
    const text = 'body' in loaded ? loaded.body : JSON.stringify(schema.parse(loaded.answer));
    const body = typeof text === 'string' ? Buffer.from(text) : text;
    // The index's answers bring their tag, made from their pieces' digests (decision 144).
    const etag = 'body' in loaded && loaded.etag !== undefined ? loaded.etag : etagOf(body);
    return { kept: new KeptDocument(body), etag, tags: loaded.tags };
  });
}

/**
 * Answers a shop catalog read from the in-process cache: the body is serialised once per catalog version through the
 * endpoint's response schema (so nothing outside the contract leaks), with an ETag; a matching If-None-Match gets 304.
 * The entry is kept under the tags `load` names, and dropped when a change names one of them.
 */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: InvalidatedCache<CachedJson>,
  key: string,
  schema: ResponseSchema,
  load: () => Promise<TaggedAnswer>,
): Promise<FastifyReply> {
  const entry = await cachedEntry(cache, key, schema, load);
  const pageTags = pageTagsOf(request);
  if (pageTags) for (const tag of entry.tags) pageTags.add(tag);
  void reply.header('ETag', entry.etag).header('Cache-Control', CATALOG_CACHE_CONTROL).header('Vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  void reply.type('application/json; charset=utf-8');
  if (entry.kept.byteLength < COMPRESS_FROM_BYTES) return reply.send(entry.kept.bytesFor(undefined));
  return sendKeptDocument(request, reply, entry.kept);
}

/** A kept document in the encoding the request takes best (its Brotli or gzip copy, or the document itself). */
export function sendKeptDocument(request: FastifyRequest, reply: FastifyReply, kept: KeptDocument): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  void reply.header('Vary', 'Accept-Encoding');
  if (encoding) void reply.header('Content-Encoding', encoding);
  return reply.send(kept.bytesFor(encoding));
}

const COMPRESS_FROM_BYTES = 1024;

/** Brotli when the client takes it, else gzip, else none (`q=0` refuses a coding; `*` accepts any). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    weights.set(name, quality === undefined ? 1 : Number(quality));
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return undefined;
}

/**
 * A successful write answered by this instance waits, before its answer leaves, until this instance has applied every
 * catalog change committed so far (`sync`, decision 099), so the writer's next read is fresh; other instances follow by
 * the notifications. Writes to areas that never touch the catalog (`unrelated`: the cart, the wishlist, addresses,
 * sign-in…) skip even that. Writes under `notifiedPrefixes` change the catalog only through products, reviews and home
 * images, whose notifications drop exactly what they changed; any other write (settings shown on pages, the notes
 * vocabulary…) drops every cached answer and page, as before.
 */
export function followCatalogWrites(
  app: FastifyInstance,
  options: {
    sync: () => Promise<void>;
    caches: ReadonlyArray<Pick<InvalidatedCache<unknown>, 'invalidate'>>;
    unrelated?: ReadonlyArray<Pick<Endpoint, 'method' | 'path'>>;
    notifiedPrefixes: readonly string[];
  },
): void {
  const keeps = new Set((options.unrelated ?? []).map((endpoint) => `${endpoint.method} ${endpoint.path}`));
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    const url = request.routeOptions.url ?? '';
    if (keeps.has(`${request.method} ${url}`)) return payload;
    await options.sync();
    if (!options.notifiedPrefixes.some((prefix) => url.startsWith(prefix))) for (const cache of options.caches) cache.invalidate();
    return payload;
  });
}

/** A stable cache key for a parsed query: the same filters in any order give the same key. */
export function queryKey(prefix: string, query: Record<string, unknown>): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? [...(value as unknown[])].map(String).sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${prefix}?${JSON.stringify(entries)}`;
}
