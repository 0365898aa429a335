import { useLayoutEffect } from 'react';
import { collectTitle, isServerRendering } from '@/lib/ssr/document-head';

/**
 * The page's title: written into the server-rendered head, and set on the document in the browser (decision 089; the
 * renderer does not hoist a <title> element into the head as React 19 does).
 */
export function DocumentTitle({ children }: { children: string }) {
  if (isServerRendering()) collectTitle(children);
  useLayoutEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
