/** What the web app's server entry (apps/web/src/entry-server.tsx, built to apps/web/dist-server) answers. */
export type ServerRenderResult =
  | { kind: 'page'; status: number; head: string; html: string; stateScript: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'browser-rendered' };

/**
 * A rendered page as the server takes it (decision 134): the tags React hoisted as text (they go into the head, which
 * a route may rewrite), the markup and the state as UTF-8 bytes, which are only ever copied into the document sent.
 * From the renderer's thread the bytes are moved, not copied: as text, a page crossed threads as a ~100 KB UTF-16
 * copy the main thread then flattened and encoded again. Markup and state are views of one buffer of the page's own,
 * with PAGE_ROOM's free bytes before, between and after them, so the document can be written around them in place.
 */
export type RenderedPage =
  | { kind: 'page'; status: number; head: string; markup: Uint8Array; stateScript: Uint8Array }
  | Exclude<ServerRenderResult, { kind: 'page' }>;

/**
 * The free bytes a rendered page's buffer keeps around its markup and state (decision 162): before them for the
 * document's head (a product page's is ~3 KB), between them for the root element's end (`</div>`), after them for the
 * shell's end. The main thread writes the document into that buffer instead of copying it whole into a new one: the
 * copy's ~50 KB of ArrayBuffer a page was ~40% of what started its full collections (decision 161).
 */
export const PAGE_ROOM = { before: 8 * 1024, between: '</div>'.length, after: 256 } as const;

/** The entry's answer with its markup and state encoded once, into one buffer of their own (so it can be moved), with PAGE_ROOM around them. */
export function encodedPage(result: ServerRenderResult): RenderedPage {
  if (result.kind !== 'page') return result;
  const markupLength = Buffer.byteLength(result.html);
  const stateStart = PAGE_ROOM.before + markupLength + PAGE_ROOM.between;
  const stateLength = Buffer.byteLength(result.stateScript);
  const bytes = Buffer.allocUnsafeSlow(stateStart + stateLength + PAGE_ROOM.after);
  bytes.write(result.html, PAGE_ROOM.before);
  bytes.write(result.stateScript, stateStart);
  return {
    kind: 'page',
    status: result.status,
    head: result.head,
    markup: bytes.subarray(PAGE_ROOM.before, PAGE_ROOM.before + markupLength),
    stateScript: bytes.subarray(stateStart, stateStart + stateLength),
  };
}

/**
 * A rendered page's markup and state, taken out of it: the page keeps empty bytes (decision 163). The page as it came
 * from the renderer's thread stays reachable past the main thread's young-generation collections (every page buffer
 * a run met outlived them, and only a full collection freed it: ~50 KB a page counted towards starting one), while the
 * document made of these bytes does not: once the document holds them, the page must not.
 */
export function takePageBytes(page: Extract<RenderedPage, { kind: 'page' }>): { markup: Uint8Array; stateScript: Uint8Array } {
  const { markup, stateScript } = page;
  page.markup = NO_BYTES;
  page.stateScript = NO_BYTES;
  return { markup, stateScript };
}

const NO_BYTES = new Uint8Array(0);

/** The main thread's answer to a page's API call: its status and body (the renderer reads nothing else). */
export interface ApiAnswer {
  status: number;
  body: string;
}

export interface ServerEntry {
  render(request: Request): Promise<ServerRenderResult>;
  /**
   * Hands the app the server's answerer of its API calls: a status and body for a relative `/api/...` call made while
   * a page renders, undefined for any other (which goes out through fetch).
   */
  answerApiCallsInProcess(api: (method: string, url: string) => Promise<ApiAnswer> | undefined): void;
}

/** What the renderer's thread is started with. */
export interface RenderWorkerData {
  entryFile: string;
}

/** An API call a page's loader made in the renderer's thread. */
export interface PageApiCall {
  page: number;
  call: number;
  url: string;
  method: string;
}

/** The main thread's answer to one of those calls. */
export type PageApiAnswer = { call: number } & ApiAnswer;

/**
 * Messages the main thread sends the renderer's thread: a page to render, or answers to its API calls (those ready in
 * the same turn together, decision 137).
 */
export type ToRenderer = { kind: 'render'; page: number; url: string; cookie: string | undefined } | { kind: 'api-answers'; answers: PageApiAnswer[] };

/** Messages the renderer's thread sends back: ready, the API calls pages' loaders made in one turn, a page rendered or failed. */
export type ToMainThread =
  | { kind: 'ready' }
  | { kind: 'api-calls'; calls: PageApiCall[] }
  | { kind: 'rendered'; page: number; result: RenderedPage }
  | { kind: 'failed'; page: number; reason: string };
