/**
 * Tags a server-rendered page puts in its <head> (decision 089). Preact renders a <title> where it stands, unlike React
 * 19, which hoists it: so on the server the title and the LCP image's preload are collected here while the page is
 * rendered (renderToString is synchronous: one page at a time), and the server writes them into the head.
 */
let collected: string[] | null = null;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Renders a page with a collector open and returns its markup with the head tags it asked for. */
export function collectDocumentHead(render: () => string): { head: string; html: string } {
  collected = [];
  try {
    const html = render();
    return { head: collected.join(''), html };
  } finally {
    collected = null;
  }
}

/** Asks for a <title> in the head of the page being rendered on the server; the last one asked for wins. */
export function collectTitle(title: string): void {
  if (!collected) return;
  const index = collected.findIndex((tag) => tag.startsWith('<title>'));
  if (index >= 0) collected.splice(index, 1);
  collected.unshift(`<title>${escapeHtml(title)}</title>`);
}

/** Adds a <link> to the head of the page being rendered on the server, once per href. */
export function collectLink(attributes: Record<string, string | undefined>): void {
  if (!collected) return;
  const tag = `<link${Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')}>`;
  if (!collected.includes(tag)) collected.push(tag);
}

export const isServerRendering = () => typeof document === 'undefined';
