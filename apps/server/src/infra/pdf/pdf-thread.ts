import { Worker } from 'node:worker_threads';

/** What the main thread sends the PDF thread: a drawing to make, numbered. */
export interface DrawRequest<Drawing> {
  id: number;
  drawing: Drawing;
}

/** What the PDF thread sends back: the PDF's bytes, or why it could not be drawn. */
export type DrawAnswer = { id: number; pdf: Uint8Array } | { id: number; reason: string };

interface Waiting {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * A thread that draws PDFs (decision 123): pdfkit spends 15–20 ms of CPU on an invoice, and a sale pays hundreds of
 * orders a minute, each mailed with its invoice; drawn here, that time would stall every shopper's request queued
 * behind it. The thread starts with the first drawing, holds the process open only while drawings wait, and a thread
 * that dies fails the drawings it held; the next drawing starts another.
 */
export class PdfThread<Drawing> {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private lastId = 0;

  constructor(private readonly workerFile: string | URL) {}

  draw(drawing: Drawing): Promise<Buffer> {
    const worker = this.worker ?? this.spawn();
    const id = ++this.lastId;
    return new Promise<Buffer>((resolve, reject) => {
      if (this.waiting.size === 0) worker.ref();
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, drawing } satisfies DrawRequest<Drawing>);
    });
  }

  /** Stops the thread; drawings still in it fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
    this.failAll(new Error('the PDF thread was stopped'));
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
    const waiting = this.waiting.get(answer.id);
    this.waiting.delete(answer.id);
    if (this.waiting.size === 0) worker.unref();
    if (!waiting) return;
    if ('pdf' in answer) waiting.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    else waiting.reject(new Error(answer.reason));
  }

  private retire(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.failAll(error);
  }

  private failAll(error: Error): void {
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const drawing of waiting) drawing.reject(error);
  }
}
