/**
 * The renderer's thread (decision 120): runs the web app's server entry for the pages the main thread sends, on the
 * machine's other core. The entry's relative `/api/...` calls are sent back to the main thread, which answers them
 * with the same routes, guards and cache as before (decision 130: handed to the app as a status and a body).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { NumberedSlots } from '../infra/threads/numbered-slots.ts';
import { PostedTogether } from '../infra/threads/posted-together.ts';
import { encodedPage, type ApiAnswer, type PageApiCall, type RenderWorkerData, type ServerEntry, type ToMainThread, type ToRenderer } from './render-protocol.ts';

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');
const { entryFile } = workerData as RenderWorkerData;
const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;

/** The page being rendered, for the API calls its loaders make. */
const renderingPage = new AsyncLocalStorage<number>();
/** The API calls sent to the main thread and not yet answered (numbered slots, not a `Map`: decision 165). */
const waitingCalls = new NumberedSlots<(answer: ApiAnswer) => void>();
/** A page's loaders make their calls in the same turn: they cross as one message (decision 137). */
const calls = new PostedTogether<PageApiCall>((made) => send({ kind: 'api-calls', calls: made }));

entry.answerApiCallsInProcess((method, url) => {
  const page = renderingPage.getStore();
  if (page === undefined || !url.startsWith('/api/')) return undefined;
  let call = 0;
  const answered = new Promise<ApiAnswer>((resolve) => {
    call = waitingCalls.add(resolve);
  });
  calls.add({ page, call, url, method });
  return answered;
});

function send(message: ToMainThread): void {
  // A page's bytes are moved to the main thread, not copied (decision 134).
  const moved = message.kind === 'rendered' && message.result.kind === 'page' ? [message.result.markup.buffer as ArrayBuffer] : [];
  port?.postMessage(message, moved);
}

port.on('message', (message: ToRenderer) => {
  if (message.kind === 'api-answers') {
    for (const { call, status, body } of message.answers) {
      waitingCalls.take(call)?.({ status, body });
    }
    return;
  }
  const request = new Request(message.url, { headers: message.cookie ? { cookie: message.cookie } : {} });
  renderingPage
    .run(message.page, () => entry.render(request))
    .then(
      (result) => send({ kind: 'rendered', page: message.page, result: encodedPage(result) }),
      (error: unknown) =>
        send({ kind: 'failed', page: message.page, reason: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
});

send({ kind: 'ready' });
