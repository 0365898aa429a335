import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  cartFromResponse,
  type Address,
  type AddressInput,
  type Cart,
  type CartResponse,
  type Order,
  type Product,
} from '@aurelle/contract';
import { ADMIN, expect, expectNoViolations, seriousViolations } from './fixtures';

/** A valid Indian address; tests override what they look at. */
export function sampleAddress(overrides: Partial<AddressInput> = {}): AddressInput {
  return {
    fullName: 'Meera Kapoor',
    phoneNumber: '9876543210',
    addressLine1: '21 Altamount Road',
    addressLine2: 'Flat 7B, Sea Breeze',
    city: 'Mumbai',
    state: 'Maharashtra',
    postalCode: '400026',
    ...overrides,
  };
}

/** A product card's (or product page's) 'Add to Cart' button; its name carries the product's title for screen readers. */
export function addToCartButton(page: Page, title: string): Locator {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^Add to Cart\\s*:\\s*${escaped}$`) }).first();
}

/** The unit price for cart purposes: the sale price when above 0, else the price. */
export function unitPrice(product: Pick<Product, 'price' | 'salePrice'>): number {
  return product.salePrice > 0 ? product.salePrice : product.price;
}

async function listedProducts(page: Page): Promise<Product[]> {
  const response = await page.request.get('/api/shop/products/get');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Product[] }).data;
}

/**
 * Creates a product as the admin in its own request context (so the page keeps the shopper's cookie),
 * reusing a demo product's image when there is one.
 */
export async function createProductAsAdmin(
  request: APIRequestContext,
  page: Page,
  overrides: { title?: string; price?: number; salePrice?: number; totalStock?: number } = {},
): Promise<Product> {
  const template = (await listedProducts(page))[0];
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const response = await request.post('/api/admin/products/add', {
    data: {
      image: template?.image ?? '/logo.svg',
      title: overrides.title ?? `Oud Nocturne ${randomUUID().slice(0, 6)}`,
      description: 'Smoked oud, saffron and a whisper of rose, for long evenings.',
      category: 'niche',
      brand: 'Aurelle',
      price: overrides.price ?? 4200,
      salePrice: overrides.salePrice ?? 0,
      totalStock: overrides.totalStock ?? 10,
      gender: 'male',
      fragranceType: 'oud',
      isFeatured: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Product }).data;
}

/** An in-stock product on the first page of the default listing (cheapest first); created when the catalog has none. */
export async function firstListedProduct(page: Page, request: APIRequestContext, minStock = 5): Promise<Product> {
  // The cart takes the default size (the first) when none is named, so that size must hold the stock.
  const product = (await listedProducts(page)).find((candidate) => (candidate.variants[0]?.stock ?? 0) >= minStock);
  return product ?? createProductAsAdmin(request, page, { totalStock: 50 });
}

export async function addToCartViaApi(page: Page, productId: string, quantity = 1): Promise<Cart> {
  const response = await page.request.post('/api/shop/cart/add', { data: { productId, quantity } });
  expect(response.status(), await response.text()).toBe(200);
  return cartFromResponse((await response.json()) as CartResponse);
}

export async function addAddressViaApi(page: Page, overrides: Partial<AddressInput> = {}): Promise<Address> {
  const response = await page.request.post('/api/shop/address/add', { data: sampleAddress(overrides) });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { address: Address }).address;
}

export async function myOrders(page: Page): Promise<Order[]> {
  const response = await page.request.get('/api/shop/order/my-orders?include=all');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Order[] }).data;
}

/** Saves a screenshot at 1280 px and at 375 px into the test's output folder (whole page, or the viewport for overlays). */
export async function screenshotBothWidths(
  page: Page,
  name: string,
  outputPath: (name: string) => string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    // A scrolled page would show the fixed header in the middle of a full-page picture.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    // Let layout and transitions settle at the new width.
    await page.waitForTimeout(300);
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize(original);
}

/** Runs axe on one overlay (sheet or dialog) only: the page behind it belongs to other screens and has its own checks. */
export async function expectAccessibleOverlay(page: Page, selector = '[role="dialog"]'): Promise<void> {
  expectNoViolations(seriousViolations(await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze()));
}

/** Closes the visible toast(s), so the next identical message is a new one. */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close toast' });
  while ((await close.count()) > 0) {
    // A toast may close itself (5 s) between the count and the click: then there is nothing left to click.
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  }
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}
