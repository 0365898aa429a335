import { Worker } from 'node:worker_threads';
import { AwaitedReplies } from '../threads/awaited-replies.ts';

/** What the main thread sends the PDF thread: a drawing to make, numbered. */
export interface DrawRequest<Drawing> {
  id: number;
  drawing: Drawing;
}

/** What the PDF thread sends back: the PDF's bytes, or why it could not be drawn. */
export type DrawAnswer = { id: number; pdf: Uint8Array } | { id: number; reason: string };

/**
 * A thread that draws PDFs (decision 123): pdfkit spends 15–20 ms of CPU on an invoice, and a sale pays hundreds of
 * orders a minute, each mailed with its invoice; drawn here, that time would stall every shopper's request queued
 * behind it. The thread starts with the first drawing, holds the process open only while drawings wait, and a thread
 * that dies fails the drawings it held; the next drawing starts another.
 */
export class PdfThread<Drawing> {
  private worker: Worker | undefined;
  private readonly drawings = new AwaitedReplies<Buffer>();

  constructor(private readonly workerFile: string | URL) {}

  draw(drawing: Drawing): Promise<Buffer> {
    const worker = this.worker ?? this.spawn();
    if (this.drawings.size === 0) worker.ref();
    const { id, reply } = this.drawings.add(undefined);
    worker.postMessage({ id, drawing } satisfies DrawRequest<Drawing>);
    return reply;
  }

  /** Stops the thread; drawings still in it fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
    this.drawings.failAll(new Error('the PDF thread was stopped'));
  }

  private spawn(): Worker {
    const worker = new Worker(this.workerFile);
    worker.unref();
    worker.on('message', (answer: DrawAnswer) => this.receive(worker, answer));
    worker.on('error', (error) => this.retire(worker, error));
    worker.on('exit', (code) => this.retire(worker, new Error(`the PDF thread exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private receive(worker: Worker, answer: DrawAnswer): void {
    if ('pdf' in answer) this.drawings.resolve(answer.id, Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    else this.drawings.reject(answer.id, new Error(answer.reason));
    if (this.drawings.size === 0) worker.unref();
  }

  private retire(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.drawings.failAll(error);
  }
}
