/** What the web app's server entry (apps/web/src/entry-server.tsx, built to apps/web/dist-server) answers. */
export type ServerRenderResult =
  | { kind: 'page'; status: number; head: string; html: string; stateScript: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'browser-rendered' };

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

/** Messages the main thread sends the renderer's thread: a page to render, or the answer to one of its API calls. */
export type ToRenderer =
  { kind: 'render'; page: number; url: string; cookie: string | undefined } | ({ kind: 'api-answer'; call: number } & ApiAnswer);

/** Messages the renderer's thread sends back: ready, an API call a page's loader made, a page rendered or failed. */
export type ToMainThread =
  | { kind: 'ready' }
  | { kind: 'api-call'; page: number; call: number; url: string; method: string }
  | { kind: 'rendered'; page: number; result: ServerRenderResult }
  | { kind: 'failed'; page: number; reason: string };
