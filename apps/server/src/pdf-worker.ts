/**
 * The PDF thread (decision 123): draws the PDFs the main thread sends it (invoices, credit notes, packing slips, gift
 * card receipts), so pdfkit's CPU time is spent beside the thread that answers shoppers.
 */
import { parentPort } from 'node:worker_threads';
import { drawPdf, type PdfDrawing } from './domain/pdf/pdf-drawings.ts';
import type { DrawAnswer, DrawRequest } from './infra/pdf/pdf-thread.ts';

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread');

port.on('message', ({ id, drawing }: DrawRequest<PdfDrawing>) => {
  drawPdf(drawing).then(
    (pdf) => port.postMessage({ id, pdf } satisfies DrawAnswer),
    (error: unknown) => port.postMessage({ id, reason: error instanceof Error ? error.message : String(error) } satisfies DrawAnswer),
  );
});
