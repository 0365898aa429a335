import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxDocument } from '@aurelle/contract';
import { drawPdf, type PdfDrawing } from '../src/domain/pdf/pdf-drawings.ts';
import { PdfThread } from '../src/infra/pdf/pdf-thread.ts';
import { pdfText } from './pdf-text.ts';

/**
 * The PDF thread as the built server runs it (decision 123): src/pdf-worker.ts bundled as build.mjs bundles it, its
 * npm packages found through the repository's node_modules.
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let root: string;
let workerFile: string;
const threads: Array<PdfThread<PdfDrawing>> = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'aurelle-pdf-thread-'));
  symlinkSync(path.join(serverRoot, '..', '..', 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const pkg = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@aurelle/'));
  workerFile = path.join(root, 'pdf-worker.js');
  await build({
    entryPoints: [path.join(serverRoot, 'src/pdf-worker.ts')],
    outfile: workerFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, ...external.map((name) => `${name}/*`)],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
});

afterAll(async () => {
  await Promise.all(threads.map((thread) => thread.close()));
  rmSync(root, { recursive: true, force: true });
});

function newThread(): PdfThread<PdfDrawing> {
  const thread = new PdfThread<PdfDrawing>(workerFile);
  threads.push(thread);
  return thread;
}

function invoice(number: string): TaxDocument {
  return {
    kind: 'invoice',
    number,
    issuedAt: '2026-11-02T10:00:00.000Z',
    orderId: '7d0c2f9e-2d7e-4d52-9a3b-1f3c5d6e7f80',
    orderDate: '2026-11-02T09:58:00.000Z',
    paymentMethod: 'razorpay',
    supplier: {
      name: 'Aurelle Fragrances Private Limited',
      addressLines: ['4th Floor, 80 Feet Road', 'Indiranagar, Bengaluru 560038'],
      stateName: 'Karnataka',
      stateCode: '29',
      gstin: '29AABCA1234C1ZB',
    },
    recipient: {
      name: 'Asha Rao',
      addressLines: ['12 Carter Road', 'Bandra West, Mumbai 400050'],
      stateName: 'Maharashtra',
      stateCode: '27',
      phone: '9876543210',
    },
    placeOfSupply: { stateName: 'Maharashtra', stateCode: '27' },
    supplyType: 'inter-state',
    lines: [
      {
        description: 'Oud Royale — 100 ml',
        sku: 'OUD-100',
        hsnCode: '3303',
        quantity: 1,
        unitPricePaise: 245000,
        grossPaise: 245000,
        discountPaise: 36750,
        taxablePaise: 176483,
        gstRateBasisPoints: 1800,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 31767,
        totalPaise: 208250,
      },
    ],
    totals: { taxablePaise: 176483, cgstPaise: 0, sgstPaise: 0, igstPaise: 31767, totalPaise: 208250 },
  };
}

describe('the PDF thread', () => {
  it('draws what this thread would draw, each caller getting its own PDF', async () => {
    const thread = newThread();
    const numbers = ['AUR/26-27/000101', 'AUR/26-27/000102', 'AUR/26-27/000103', 'AUR/26-27/000104'];
    const drawn = await Promise.all(numbers.map((number) => thread.draw({ kind: 'tax-document', document: invoice(number) })));
    for (const [index, pdf] of drawn.entries()) {
      expect(Buffer.isBuffer(pdf)).toBe(true);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const here = await drawPdf({ kind: 'tax-document', document: invoice(numbers[index] ?? '') });
      expect(await pdfText(pdf)).toEqual(await pdfText(here));
      expect((await pdfText(pdf)).join(' ')).toContain(numbers[index]);
    }
  });

  it('fails a drawing that throws with its reason, and draws the next one', async () => {
    const thread = newThread();
    const broken = { ...invoice('AUR/26-27/000201'), lines: null } as unknown as TaxDocument;
    await expect(thread.draw({ kind: 'tax-document', document: broken })).rejects.toThrow(/null|lines|iterable/i);
    const next = await thread.draw({ kind: 'tax-document', document: invoice('AUR/26-27/000202') });
    expect((await pdfText(next)).join(' ')).toContain('AUR/26-27/000202');
  });

  it('fails the drawings a stopped thread held; the next drawing starts another thread', async () => {
    const thread = newThread();
    const held = thread.draw({ kind: 'tax-document', document: invoice('AUR/26-27/000301') });
    await thread.close();
    await expect(held).rejects.toThrow('the PDF thread was stopped');
    const next = await thread.draw({ kind: 'tax-document', document: invoice('AUR/26-27/000302') });
    expect((await pdfText(next)).join(' ')).toContain('AUR/26-27/000302');
  });
});
