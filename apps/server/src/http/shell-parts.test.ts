import { describe, expect, it } from 'vitest';
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
