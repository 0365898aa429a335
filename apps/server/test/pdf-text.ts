import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js reads the metrics of the 14 standard PDF fonts (Helvetica, …) from its own package. */
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

// pdf.js 5+ expects Node 22's Promise.withResolvers; on Node 20 the tests supply it.
const promiseStatics = Promise as unknown as { withResolvers?: () => unknown };
promiseStatics.withResolvers ??= () => {
  let resolve: (value: unknown) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
};

/** The text of every page of a PDF, one string per page (words joined by spaces), as a reader would copy it. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const loading = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, useSystemFonts: false });
  const document = await loading.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((text) => text.trim() !== '')
        .join(' '),
    );
  }
  await loading.destroy();
  return pages;
}
