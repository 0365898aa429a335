/**
 * `react-dom` as the app is built (decision 089): Preact's compat layer plus the React 19 resource hint the app uses,
 * `preload`. React hoists it into the head; here the server collects it for the page's head, and the browser adds the
 * same <link> to the head itself (after a client-side navigation).
 */
import compat, {
  createPortal,
  findDOMNode,
  flushSync,
  hydrate,
  render,
  unmountComponentAtNode,
  unstable_batchedUpdates,
} from 'preact/compat';
import { collectLink, isServerRendering } from '@/lib/ssr/document-head';

// What the app and its libraries import from react-dom, as preact/compat provides it.
export { createPortal, findDOMNode, flushSync, hydrate, render, unmountComponentAtNode, unstable_batchedUpdates };
export default compat;

interface PreloadOptions {
  as: string;
  fetchPriority?: 'high' | 'low' | 'auto';
  imageSrcSet?: string;
  imageSizes?: string;
  crossOrigin?: string;
  type?: string;
}

export function preload(href: string, options: PreloadOptions): void {
  if (isServerRendering()) {
    collectLink({
      rel: 'preload',
      as: options.as,
      href,
      fetchpriority: options.fetchPriority,
      imagesrcset: options.imageSrcSet,
      imagesizes: options.imageSizes,
      crossorigin: options.crossOrigin,
      type: options.type,
    });
    return;
  }
  const key = options.imageSrcSet ?? href;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
    if ((link.getAttribute('imagesrcset') ?? link.getAttribute('href')) === key) return;
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = options.as;
  link.href = href;
  if (options.fetchPriority) link.setAttribute('fetchpriority', options.fetchPriority);
  if (options.imageSrcSet) link.setAttribute('imagesrcset', options.imageSrcSet);
  if (options.imageSizes) link.setAttribute('imagesizes', options.imageSizes);
  if (options.crossOrigin !== undefined) link.crossOrigin = options.crossOrigin;
  if (options.type) link.type = options.type;
  document.head.appendChild(link);
}
