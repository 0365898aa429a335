import { Worker } from 'node:worker_threads';
import { AwaitedReplies } from '../infra/threads/awaited-replies.ts';
import { PostedTogether } from '../infra/threads/posted-together.ts';
import type { ApiAnswer, PageApiAnswer, PageApiCall, RenderedPage, RenderWorkerData, ToMainThread, ToRenderer } from './render-protocol.ts';

/** Answers a page's relative `/api/...` call in the main thread. */
export type ApiCall = (url: string, method: string) => Promise<ApiAnswer>;

/**
 * The renderer's thread seen from the main thread (decision 120): a page is sent to it, the API calls its loaders make
 * are answered here, and the rendered page comes back. React renders on the other core while this thread answers
 * the API. If the thread dies, the pages it held fail (they are served as the shell) and the next page starts another.
 */
export class RenderThread {
  private worker: Worker | undefined;
  /** Pages in the thread, each with its answerer of API calls (which names the page's render, so its tags go to it). */
  private readonly pages = new AwaitedReplies<RenderedPage, ApiCall>();

  constructor(
    private readonly workerFile: string | URL,
    private readonly entryFile: string,
    private readonly onFailure: (error: Error) => void,
  ) {}

  /**
   * Starts the thread and resolves once the web app's server entry is loaded in it; rejects if it cannot be (a
   * broken build fails the server's start, as importing it in this thread did).
   */
  start(): Promise<void> {
    const worker = this.worker ?? this.spawn();
    return new Promise<void>((resolve, reject) => {
      const ready = (message: ToMainThread) => {
        if (message.kind !== 'ready') return;
        worker.off('message', ready);
        worker.off('exit', exited);
        resolve();
      };
      const exited = (code: number) => {
        worker.off('message', ready);
        reject(new Error(`the renderer thread exited with code ${code} before it was ready`));
      };
      worker.on('message', ready);
      worker.once('exit', exited);
    });
  }

  /** Pages sent to the thread and not answered yet. */
  get pagesInFlight(): number {
    return this.pages.size;
  }

  render(url: string, cookie: string | undefined, answer: ApiCall): Promise<RenderedPage> {
    const worker = this.worker ?? this.spawn();
    const { id, reply } = this.pages.add(answer);
    worker.postMessage({ kind: 'render', page: id, url, cookie } satisfies ToRenderer);
    return reply;
  }

  /** Stops the thread (the server is closing); pages still in it fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
    this.pages.failAll(new Error('the renderer thread was stopped'));
  }

  private spawn(): Worker {
    const workerData: RenderWorkerData = { entryFile: this.entryFile };
    const worker = new Worker(this.workerFile, { workerData });
    // The thread does not keep the process alive: a server closing does not wait for it.
    worker.unref();
    // Answers ready in the same turn (cached ones) cross as one message (decision 137).
    const answers = new PostedTogether<PageApiAnswer>((ready) => worker.postMessage({ kind: 'api-answers', answers: ready } satisfies ToRenderer));
    worker.on('message', (message: ToMainThread) => this.receive(message, answers));
    worker.on('error', (error) => {
      this.onFailure(error);
      this.retire(worker, error);
    });
    worker.on('exit', (code) => this.retire(worker, new Error(`the renderer thread exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private receive(message: ToMainThread, answers: PostedTogether<PageApiAnswer>): void {
    if (message.kind === 'ready') return;
    if (message.kind === 'api-calls') {
      for (const call of message.calls) this.answer(call, answers);
      return;
    }
    if (message.kind === 'rendered') this.pages.resolve(message.page, message.result);
    else this.pages.reject(message.page, new Error(message.reason));
  }

  private answer({ page, call, url, method }: PageApiCall, answers: PostedTogether<PageApiAnswer>): void {
    const answerer = this.pages.held(page);
    if (!answerer) return;
    void answerer(url, method).then(
      (answer) => answers.add({ call, ...answer }),
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        answers.add({ call, status: 500, body: JSON.stringify({ success: false, message: reason }) });
      },
    );
  }

  private retire(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.pages.failAll(error);
  }
}

/** A page goes to a new thread when every running one holds at least this many pages (and the pool may grow). */
const PAGES_BEFORE_ANOTHER_THREAD = 2;

/**
 * The renderer's threads (decision 146): one started with the server; another is started, up to `maxThreads` (the
 * machine's cores), when a page arrives while every running thread holds PAGES_BEFORE_ANOTHER_THREAD pages or more.
 * Each page goes to the thread holding the fewest. A page's render waits on its API answers from the main thread, and
 * one thread's renders queue behind each other's; with a second thread, pages render on both cores. A started thread
 * stays (its memory, ~40 MB, is held while the server runs); a quiet server never starts a second one.
 */
export class RenderThreads {
  private readonly threads: RenderThread[] = [];

  constructor(
    private readonly newThread: () => RenderThread,
    private readonly maxThreads: number,
  ) {}

  /** Threads started so far. */
  get size(): number {
    return this.threads.length;
  }

  /** Starts the first thread (see RenderThread.start: a broken build fails the server's start). */
  start(): Promise<void> {
    return this.firstThread().start();
  }

  render(url: string, cookie: string | undefined, answer: ApiCall): Promise<RenderedPage> {
    let chosen = this.firstThread();
    for (const thread of this.threads) if (thread.pagesInFlight < chosen.pagesInFlight) chosen = thread;
    if (chosen.pagesInFlight >= PAGES_BEFORE_ANOTHER_THREAD && this.threads.length < this.maxThreads) {
      chosen = this.newThread();
      this.threads.push(chosen);
    }
    return chosen.render(url, cookie, answer);
  }

  /** Stops every thread (the server is closing); pages still in them fail. */
  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.close()));
  }

  private firstThread(): RenderThread {
    if (this.threads.length === 0) this.threads.push(this.newThread());
    return this.threads[0] as RenderThread;
  }
}
