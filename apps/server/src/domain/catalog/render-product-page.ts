import { formatInr, formatIstIso, jsonForScript, type Product } from '@aurelle/contract';
import { escapeHtml } from '../../infra/mail/mailer.ts';

export interface ProductPageSite {
  shopName: string;
  /** Absolute origin used for canonical, og:url and absolute image URLs. */
  appUrl: string;
}

const DESCRIPTION_LENGTH = 160;

function absoluteUrl(url: string, appUrl: string): string {
  return /^https?:\/\//i.test(url) ? url : `${appUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80)).trimEnd()}…`;
}

/** schema.org Product for search engines (docs/decisions/058-shareable-product-pages.md). Price is the one a shopper pays. */
export function productStructuredData(product: Product, site: ProductPageSite): Record<string, unknown> {
  const url = `${site.appUrl}/shop/product/${product.id}`;
  const brand = product.customBrand ?? product.brand;
  // A sale in force with an end (decision 081): search engines are told until when its price holds.
  const saleEndsAt = product.salePrice > 0 ? product.variants[0]?.saleEndsAt : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.title,
    description: product.description,
    image: [absoluteUrl(product.image, site.appUrl)],
    sku: product.id,
    brand: { '@type': 'Brand', name: brand },
    category: product.customCategory ?? product.category,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: (product.salePrice > 0 ? product.salePrice : product.price).toFixed(2),
      ...(saleEndsAt ? { priceValidUntil: formatIstIso(saleEndsAt).slice(0, 10) } : {}),
      availability: product.totalStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: site.shopName },
    },
    ...(product.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.averageReview, reviewCount: product.reviewCount } }
      : {}),
  };
}

/**
 * The SPA's index.html with the product's title, description, canonical link, Open Graph tags and
 * JSON-LD injected into <head>. Every value is escaped for its context (attribute text or script JSON).
 */
export function renderProductPage(indexHtml: string, product: Product, site: ProductPageSite): string {
  const brand = product.customBrand ?? product.brand;
  const title = `${product.title} by ${brand} — ${site.shopName}`;
  const price = product.salePrice > 0 ? product.salePrice : product.price;
  const description = summary(`${product.title} by ${brand}, ${formatInr(price)}. ${product.description}`);
  const url = `${site.appUrl}/shop/product/${product.id}`;
  const image = absoluteUrl(product.image, site.appUrl);
  const attr = escapeHtml;
  const tags = [
    `<meta name="description" content="${attr(description)}" />`,
    `<link rel="canonical" href="${attr(url)}" />`,
    `<meta property="og:type" content="product" />`,
    `<meta property="og:site_name" content="${attr(site.shopName)}" />`,
    `<meta property="og:title" content="${attr(title)}" />`,
    `<meta property="og:description" content="${attr(description)}" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
    `<meta property="og:image" content="${attr(image)}" />`,
    `<meta property="product:price:amount" content="${price.toFixed(2)}" />`,
    `<meta property="product:price:currency" content="INR" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<script type="application/ld+json">${jsonForScript(productStructuredData(product, site))}</script>`,
  ].join('\n    ');

  // Only the head is rewritten (a page is ~100 KB with its state; each replace over all of it was a copy), and the new
  // tags are put in as they are: a replacement string would read `$'` or `$&` in a description as patterns.
  const headEnd = indexHtml.search(/<\/head>/i);
  const head = headEnd >= 0 ? indexHtml.slice(0, headEnd) : indexHtml;
  const withoutOld = head.replace(/<title>[\s\S]*?<\/title>/i, '').replace(/<meta\s+name=["']description["'][^>]*>/i, '');
  if (headEnd < 0) return withoutOld;
  return `${withoutOld}  <title>${attr(title)}</title>\n    ${tags}\n  </head>${indexHtml.slice(headEnd + '</head>'.length)}`;
}

/** The shell for an unknown product: the SPA shows its not-found state; search engines get noindex. */
export function renderMissingProductPage(indexHtml: string, site: ProductPageSite): string {
  const withoutTitle = indexHtml.replace(/<title>[\s\S]*?<\/title>/i, '');
  return withoutTitle.replace(
    /<\/head>/i,
    () => `  <title>Product not found — ${escapeHtml(site.shopName)}</title>\n    <meta name="robots" content="noindex" />\n  </head>`,
  );
}
