import { describe, expect, it } from 'vitest';
import { ShellParts } from './server-rendering.ts';

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

describe('a rendered page put into the shell', () => {
  it.each(shells)('is what the replaces made of %s', (shell) => {
    const parts = new ShellParts(shell);
    for (const page of pages)
      expect(parts.around(page.head, page.markup, page.state)).toBe(byReplaces(shell, page.head, page.markup, page.state));
  });
});
