import { describe, expect, it } from 'vitest';
import { encodedPage, PAGE_ROOM, takePageBytes } from './render-protocol.ts';
import { documentBytes, pageDocument, ShellParts } from './server-rendering.ts';

/** The page as the three replaces made it before the shell was cut once (function replacements: no `$` patterns). */
function byReplaces(shell: string, head: string, markup: string, stateScript: string): string {
  const withHead = shell.replace(/<\/head>/i, () => `${head}</head>`);
  return withHead.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>${stateScript}`);
}

const shells = [
  '<!doctype html><html><head><meta charset="utf-8" /><title>Aurelle</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>',
  '<html><HEAD><title>x</title></HEAD><body>\n  <div id="root"></div>\n</body></html>',
  '<html><head></head><body><main></main></body></html>',
  '<html><body><div id="root"></div></body></html>',
  '<html><head><title>t</title></head><body><div id="root"></div><div id="root"></div></body></html>',
];
const pages = [
  {
    head: '<title>Rose Oud — Aurelle</title><meta name="description" content="$& $\' $1"/>',
    markup: '<p>$&lt;/head&gt; </head></p>',
    state: '<script>{"a":"$1"}</script>',
  },
  { head: '', markup: '', state: '' },
];

const bytes = (text: string) => new TextEncoder().encode(text);

describe('a rendered page put into the shell', () => {
  it.each(shells)('is what the replaces made of %s', (shell) => {
    const parts = new ShellParts(shell);
    for (const page of pages) {
      const document = parts.around(page.head, bytes(page.markup), bytes(page.state));
      const expected = byReplaces(shell, page.head, page.markup, page.state);
      expect(documentBytes(document).toString()).toBe(expected);
      // The head, the piece a route may rewrite, is the text up to the first `</head>` (all of it when there is none).
      const headEnd = expected.search(/<\/head>/i);
      expect(document.head).toBe(headEnd < 0 ? expected : expected.slice(0, headEnd + '</head>'.length));
    }
  });
});

describe('a document given as text', () => {
  it('is cut after its head, and its bytes are its UTF-8', () => {
    const html = '<html><HEAD><title>Oud — ₹ 4,500</title></HEAD><body>Rose ₹</body></html>';
    expect(pageDocument(html).head).toBe('<html><HEAD><title>Oud — ₹ 4,500</title></HEAD>');
    expect(documentBytes(pageDocument(html))).toEqual(Buffer.from(html));
    expect(pageDocument('<p>no head</p>')).toEqual({ head: '<p>no head</p>', rest: [] });
  });
});

describe('a rendered page put into the shell in its own buffer (decision 162)', () => {
  const rendered = (page: { head: string; markup: string; state: string }) => {
    const encoded = encodedPage({ kind: 'page', status: 200, head: page.head, html: page.markup, stateScript: page.state });
    if (encoded.kind !== 'page') throw new Error('a page was expected');
    return encoded;
  };
  const longTail = `<html><head><title>t</title></head><body><div id="root"></div>${'<script src="/chunk.js"></script>'.repeat(12)}</body></html>`;

  it.each([...shells, longTail])('is what the replaces made of %s', (shell) => {
    const parts = new ShellParts(shell);
    for (const page of [...pages, { head: '<title>Oud — ₹ 4,500</title>', markup: '<h1>Rose ₹ — oud</h1>', state: '<script>{"₹":"—"}</script>' }]) {
      const { head, markup, stateScript } = rendered(page);
      const document = parts.around(head, markup, stateScript, true);
      expect(documentBytes(document).toString()).toBe(byReplaces(shell, page.head, page.markup, page.state));
    }
  });

  it('is written around the markup and state where they are, not copied', () => {
    const { head, markup, stateScript } = rendered(pages[0] as (typeof pages)[number]);
    const bytes = documentBytes(new ShellParts(shells[0] as string).around(head, markup, stateScript, true));
    expect(bytes.buffer).toBe(markup.buffer);
    expect(bytes.byteOffset + bytes.indexOf(Buffer.from(markup))).toBe(markup.byteOffset);
  });

  it('is copied when the head outgrows the room before the markup, or the shell its end', () => {
    const big = { head: `<meta name="description" content="${'ö'.repeat(PAGE_ROOM.before)}"/>`, markup: '<p>x</p>', state: '<script>{}</script>' };
    const { head, markup, stateScript } = rendered(big);
    const bytes = documentBytes(new ShellParts(shells[0] as string).around(head, markup, stateScript, true));
    expect(bytes.toString()).toBe(byReplaces(shells[0] as string, big.head, big.markup, big.state));
    expect(bytes.buffer).not.toBe(markup.buffer);
    const tailed = rendered(pages[0] as (typeof pages)[number]);
    expect(documentBytes(new ShellParts(longTail).around(tailed.head, tailed.markup, tailed.stateScript, true)).buffer).not.toBe(tailed.markup.buffer);
  });

  it('is written into its buffer once: a second document around the same parts leaves the first as it was', () => {
    const { head, markup, stateScript } = rendered(pages[0] as (typeof pages)[number]);
    const document = new ShellParts(shells[0] as string).around(head, markup, stateScript, true);
    const first = documentBytes(document);
    const firstText = first.toString();
    const second = documentBytes({ ...document, head: '<html><head><title>Another head</title></head>' });
    expect(first.toString()).toBe(firstText);
    expect(second.toString()).toContain('Another head');
  });

  it('is not written into a buffer the page does not own', () => {
    const { head, markup, stateScript } = rendered(pages[0] as (typeof pages)[number]);
    const bytes = documentBytes(new ShellParts(shells[0] as string).around(head, markup, stateScript));
    expect(bytes.buffer).not.toBe(markup.buffer);
  });
});

describe("a rendered page's bytes taken for its document (decision 163)", () => {
  it('are handed over once: the page keeps none of its buffer', () => {
    const page = encodedPage({ kind: 'page', status: 200, head: '<title>Oud</title>', html: '<h1>Oud ₹</h1>', stateScript: '<script>{}</script>' });
    if (page.kind !== 'page') throw new Error('a page was expected');
    const room = page.markup.buffer;
    const { markup, stateScript } = takePageBytes(page);
    expect(Buffer.from(markup).toString()).toBe('<h1>Oud ₹</h1>');
    expect(Buffer.from(stateScript).toString()).toBe('<script>{}</script>');
    expect(markup.buffer).toBe(room);
    expect(page.markup.byteLength + page.stateScript.byteLength).toBe(0);
    expect(page.markup.buffer).not.toBe(room);
    expect(page.stateScript.buffer).not.toBe(room);
  });
});
