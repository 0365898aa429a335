import { describe, expect, it } from 'vitest';
import { jsonForScript, type Product } from '@aurelle/contract';
import { productStructuredData, renderProductPage } from './render-product-page.ts';

const product: Product = {
  _id: '1b2c3d4e-0000-4000-8000-000000000001',
  id: '1b2c3d4e-0000-4000-8000-000000000001',
  image: 'https://cdn.example.com/cedar-800.webp',
  title: 'Cedar Regent',
  description: 'Atlas cedar and vetiver over a dry leather base. '.repeat(8),
  category: 'custom',
  customCategory: 'Attar',
  brand: 'custom',
  customBrand: 'Noor Attar House',
  price: 14999,
  salePrice: 0,
  totalStock: 3,
  averageReview: 0,
  reviewCount: 0,
  gender: 'male',
  fragranceType: 'woody',
  isCarProduct: false,
  isFeatured: false,
  variants: [
    {
      id: '1b2c3d4e-0000-4000-8000-0000000000a1',
      sizeMl: 100,
      kind: 'bottle',
      name: null,
      sku: 'CEDAR-100',
      price: 14999,
      salePrice: 0,
      stock: 3,
      image: null,
      isHidden: false,
      saleStartsAt: null,
      saleEndsAt: null,
    },
  ],
  concentration: 'attar',
  notes: { top: ['Saffron'], heart: ['Rose'], base: ['Oud', 'Cedar'] },
  accords: ['woody', 'oud'],
  longevity: 5,
  sillage: 4,
  seasons: ['winter'],
  timesOfDay: ['night'],
  launchYear: 2019,
  perfumer: 'Noor Attar House',
  countryOfOrigin: 'India',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const site = { shopName: 'Aurelle', appUrl: 'https://aurelle.example' };

describe('jsonForScript', () => {
  it('never lets a value close the script tag or break the line', () => {
    const text = jsonForScript({ name: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><!-- & \u2028' });
  });
});

describe('renderProductPage', () => {
  it('uses the custom brand and category, keeps absolute image URLs and shortens the description', () => {
    const data = productStructuredData(product, site);
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Noor Attar House' });
    expect(data.category).toBe('Attar');
    expect(data.image).toEqual(['https://cdn.example.com/cedar-800.webp']);
    const html = renderProductPage('<html><head><title>x</title></head><body></body></html>', product, site);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.startsWith('Cedar Regent by Noor Attar House, ₹14,999.00. Atlas cedar')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });

  it('rewrites the head only, puts text with $ patterns in as it is, and leaves the body alone', () => {
    const page =
      '<html><head><title>Shop</title><meta name="description" content="shell" /></head>' +
      '<body><div id="root"><svg><title>icon</title></svg><p>$& and </head></p></div></body></html>';
    const tricky = { ...product, description: "Oud $' and $& and $1 \u2014 the base." };
    const html = renderProductPage(page, tricky, site);
    const [head = '', body = ''] = html.split('</head>');
    expect(head).toContain('<title>Cedar Regent by Noor Attar House — Aurelle</title>');
    expect(head).not.toContain('<title>Shop</title>');
    expect(head).not.toContain('content="shell"');
    expect(head).toContain('and $&amp; and $1');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1] ?? '';
    expect((JSON.parse(jsonLd) as { description: string }).description).toBe(tricky.description);
    expect(`</head>${html.split('</head>').slice(1).join('</head>')}`).toBe(page.slice(page.indexOf('</head>')));
    expect(body).toContain('<svg><title>icon</title></svg>');
  });
});
