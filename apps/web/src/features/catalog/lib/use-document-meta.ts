import { useEffect } from 'react';
import { useShopConfig } from '@/lib/use-shop-config';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * Title, meta description and optional JSON-LD for a page, restored when the page goes away. The
 * server already renders these into a product page's HTML for crawlers (docs/decisions/058-shareable-product-pages.md); the
 * client keeps them right while the shopper moves between pages without reloading.
 */
export function useDocumentMeta(meta: {
  title?: string | undefined;
  description?: string | undefined;
  structuredData?: object | undefined;
}) {
  const { shopName } = useShopConfig();
  const { title, description } = meta;
  const structuredJson = meta.structuredData ? JSON.stringify(meta.structuredData) : undefined;

  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} — ${shopName}`;
    return () => {
      document.title = previous;
    };
  }, [title, shopName]);

  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);

  useEffect(() => {
    if (!structuredJson) return;
    // The server's block describes the page the shopper landed on; from here on the client's one does.
    document.head.querySelectorAll('script[type="application/ld+json"]').forEach((node) => node.remove());
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = structuredJson;
    document.head.appendChild(script);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const previousCanonical = canonical?.href;
    if (canonical) canonical.href = window.location.href.split(/[?#]/)[0] ?? canonical.href;
    return () => {
      script.remove();
      if (canonical && previousCanonical) canonical.href = previousCanonical;
    };
  }, [structuredJson]);
}
