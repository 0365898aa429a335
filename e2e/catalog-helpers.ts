import sharp from 'sharp';
import type { Page } from '@playwright/test';
import type { FeatureImage, ListProductsResponse, Product } from '@aurelle/contract';
import { expect } from './fixtures';

/** The listing as the API answers it for a query string (the source of truth the screens must match). */
export async function listing(page: Page, query = ''): Promise<ListProductsResponse> {
  const response = await page.request.get(`/api/shop/products/get${query ? `?${query}` : ''}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ListProductsResponse;
}

export async function productCountText(page: Page, query = ''): Promise<string> {
  const { total } = await listing(page, query);
  return `${total} ${total === 1 ? 'product' : 'products'}`;
}

export async function featureImages(page: Page): Promise<FeatureImage[]> {
  const response = await page.request.get('/api/common/features/get');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: FeatureImage[] }).data;
}

export async function firstProduct(page: Page, query = ''): Promise<Product> {
  const product = (await listing(page, `${query}${query ? '&' : ''}limit=1`)).data[0];
  if (!product) throw new Error(`no product for ${query}`);
  return product;
}

/** A real PNG (the server checks content and re-encodes it), a warm gradient so it is visibly new. */
export async function samplePng(width = 1200, height = 1500): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3e1e1"/><stop offset="1" stop-color="#a8824c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="${width * 0.4}" y="${height * 0.35}" width="${width * 0.2}" height="${height * 0.4}" rx="24" fill="#15130f" opacity="0.8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
