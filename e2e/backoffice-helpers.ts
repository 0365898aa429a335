import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { CardPaymentOrder, Product, SimulatedCheckoutResponse } from '@aurelle/contract';
import { ADMIN, expect, shopOriginHeaders, uniqueEmail } from './fixtures';

export interface ShopperSession {
  request: APIRequestContext;
  userName: string;
  email: string;
  password: string;
}

/** A shopper with their own cookie jar (separate from the admin's browser), registered through the API. */
export async function newShopper(baseURL: string, userName: string): Promise<ShopperSession> {
  const request = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: shopOriginHeaders(baseURL) });
  const account = { userName, email: uniqueEmail(userName.split(' ')[0]?.toLowerCase() ?? 'shopper'), password: 'jasmine-nights-8' };
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return { request, ...account };
}

/** A short unique tag to find what one test created among everything else in the shared database. */
export function uniqueTag(): string {
  return randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);
}

/** A product of our own with plenty of stock, added by the admin, so orders never run the demo catalog dry. */
export async function createStockedProduct(baseURL: string, title: string, overrides: { price?: number; totalStock?: number } = {}) {
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: shopOriginHeaders(baseURL) });
  const login = await admin.post('/api/auth/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const listing = await admin.get('/api/shop/products/get');
  const template = ((await listing.json()) as { data: Product[] }).data[0];
  const response = await admin.post('/api/admin/products/add', {
    data: {
      image: template?.image ?? '/logo.svg',
      title,
      description: 'Smoked oud, saffron and a whisper of rose, for long evenings.',
      category: 'niche',
      brand: 'Aurelle',
      price: overrides.price ?? 4250,
      salePrice: 0,
      totalStock: overrides.totalStock ?? 200,
      gender: 'female',
      fragranceType: 'floral',
      isFeatured: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const product = ((await response.json()) as { data: Product }).data;
  await admin.dispose();
  return product;
}

/**
 * A checkout left unpaid, through the real API: cart → address → create-order. Returns our order id and the
 * provider's order id.
 */
export async function placeUnpaidOrder(
  shopper: ShopperSession,
  product: Pick<Product, '_id'>,
  quantity = 1,
): Promise<{ orderId: string; providerOrderId: string }> {
  const { request } = shopper;
  const add = await request.post('/api/shop/cart/add', { data: { productId: product._id, quantity } });
  expect(add.status(), await add.text()).toBe(200);

  const addresses = await request.get('/api/shop/address/get');
  let addressId = ((await addresses.json()) as { addresses?: Array<{ _id: string }> }).addresses?.[0]?._id;
  if (!addressId) {
    const created = await request.post('/api/shop/address/add', {
      data: {
        fullName: shopper.userName,
        phoneNumber: '9876543210',
        addressLine1: '21 Altamount Road',
        addressLine2: 'Flat 7B, Sea Breeze',
        city: 'Mumbai',
        state: 'Maharashtra',
        postalCode: '400026',
      },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    addressId = ((await created.json()) as { address: { _id: string } }).address._id;
  }

  const create = await request.post('/api/shop/payment/razorpay/create-order', { data: { addressId } });
  expect(create.status(), await create.text()).toBeLessThan(300);
  const paymentOrder = (await create.json()) as CardPaymentOrder;
  return { orderId: paymentOrder.orderId, providerOrderId: paymentOrder.id };
}

/**
 * A paid order through the real checkout API with the simulated provider:
 * cart → address → create-order → simulated checkout → verify-payment. Returns our order id.
 */
export async function placePaidOrder(shopper: ShopperSession, product: Pick<Product, '_id'>, quantity = 1): Promise<{ orderId: string }> {
  const { request } = shopper;
  const { orderId, providerOrderId } = await placeUnpaidOrder(shopper, product, quantity);
  const checkout = await request.post('/api/shop/payment/simulated/checkout', {
    data: { providerOrderId, outcome: 'success' },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const signed = (await checkout.json()) as SimulatedCheckoutResponse;
  if (signed.outcome !== 'success') throw new Error('The simulated checkout did not succeed');

  const verify = await request.post('/api/shop/payment/razorpay/verify-payment', {
    data: {
      razorpay_payment_id: signed.razorpay_payment_id,
      razorpay_order_id: signed.razorpay_order_id,
      razorpay_signature: signed.razorpay_signature,
    },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  return { orderId };
}

/** Full-page screenshots at 1280 px and 375 px into the test's output folder (for looking at, not comparing). */
export async function screenshotBothWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.waitForTimeout(350);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}
