import { request as playwrightRequest } from '@playwright/test';
import { formatInr, type Offer, type Product } from '@aurelle/contract';
import { uniqueTag } from './backoffice-helpers';
import { addAddressViaApi, addToCartViaApi, myOrders, screenshotBothWidths } from './commerce-helpers';
import { ADMIN, expect, expectAccessible, registerShopper, shopOriginHeaders, signInAsAdmin, test, urlEndingWith } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

/*
 * Automatic offers (decision 106): the admin creates a "choose a free sample" offer on the Promotions page; a shopper
 * whose goods reach its spend chooses a sample at checkout, sees it as Free in the summary, and finds it on the order.
 */

test.describe.configure({ timeout: 150_000 });

/** A product with a 100 ml bottle (the default size) and a 5 ml sample, added by the admin. */
async function productWithSample(baseURL: string, title: string): Promise<Product> {
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: shopOriginHeaders(baseURL) });
  expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const template = ((await (await admin.get('/api/shop/products/get')).json()) as { data: Product[] }).data[0];
  const tag = uniqueTag().toUpperCase();
  const response = await admin.post('/api/admin/products/add', {
    data: {
      image: template?.image ?? '/logo.svg',
      title,
      description: 'Iris, violet leaf and a trace of suede, for quiet mornings.',
      category: 'niche',
      brand: 'Aurelle',
      price: 4250,
      salePrice: 0,
      totalStock: 220,
      gender: 'female',
      fragranceType: 'floral',
      isFeatured: false,
      variants: [
        { sizeMl: 100, kind: 'bottle', sku: `IRIS-100-${tag}`, price: 4250, stock: 200 },
        { sizeMl: 5, kind: 'sample', sku: `IRIS-5-${tag}`, price: 450, stock: 20 },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const product = ((await response.json()) as { data: Product }).data;
  await admin.dispose();
  return product;
}

test('the admin creates a "choose a free sample" offer; the shopper above its spend chooses one, shown Free and kept on the order', async ({
  page,
  baseURL,
}, testInfo) => {
  const title = `Iris Matin ${uniqueTag()}`;
  const product = await productWithSample(baseURL ?? '', title);
  const sample = product.variants.find((variant) => variant.kind === 'sample');
  expect(sample).toBeDefined();
  const offerName = `Sample soirée ${uniqueTag()}`;

  // The back office: Promotions → Offers → New offer.
  await signInAsAdmin(page);
  await page.goto(paths.admin.promotions);
  await expect(page.getByRole('heading', { level: 2, name: 'Offers' })).toBeVisible();
  await page.getByRole('button', { name: 'New offer' }).click();
  const sheet = page.getByRole('dialog', { name: 'New offer' });
  await expect(sheet).toBeVisible();
  // The contract's rules before anything is sent.
  await sheet.getByRole('button', { name: 'Create offer' }).click();
  await expect(sheet.getByText('Give the offer a name')).toBeVisible();
  await expect(sheet.getByText('Enter when the offer starts')).toBeVisible();

  await sheet.getByLabel('Name').fill(offerName);
  await sheet.getByRole('radio', { name: 'Choose a free sample above a spend' }).check();
  await sheet.getByLabel('From a spend of (₹)').fill('3000');
  await sheet.getByRole('checkbox', { name: `${title} · 5 ml sample` }).click();
  await sheet.getByLabel('Starts (IST)').fill('2026-01-01T10:00');
  await sheet.getByLabel('Ends (IST)').fill('2099-12-31T23:59');
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Create offer' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText(`Offer ${offerName} created`)).toBeVisible();
  const row = page.getByTestId('offer-row').filter({ hasText: offerName });
  await expect(row.getByTestId('offer-state')).toHaveText('Active');
  await expect(row.getByText(`A free sample of the shopper’s choice on ${formatInr(3000)} or more`)).toBeVisible();
  await screenshotBothWidths(page, 'promotions-offers', (name) => testInfo.outputPath(name));

  // The shopper: a ₹4,250 bottle (₹3,612.50 after the first-order discount) reaches the ₹3,000 spend.
  await registerShopper(page);
  await addToCartViaApi(page, product._id);
  const address = await addAddressViaApi(page);
  await page.goto(paths.shop.checkout);
  await page.getByRole('radio', { name: `Deliver to ${address.fullName}, ${address.addressLine1}` }).check();
  const chooser = page.getByTestId('free-sample-chooser');
  await expect(chooser).toBeVisible();
  await expect(chooser.getByText(offerName, { exact: false })).toBeVisible();
  const total = await page.getByTestId('checkout-total').textContent();
  await chooser.getByRole('radio', { name: new RegExp(`${title}.*5 ml sample`) }).check();

  const freeLine = page.getByTestId('free-line');
  await expect(freeLine).toContainText(title);
  await expect(freeLine).toContainText('5 ml sample');
  await expect(freeLine).toContainText('Free');
  await expect(freeLine).toContainText(offerName);
  // The sample costs nothing: the total is unchanged.
  await expect(page.getByTestId('checkout-total')).toHaveText(total ?? '');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'checkout-free-sample', (name) => testInfo.outputPath(name));

  await page.getByRole('button', { name: 'Pay now' }).click();
  const paymentWindow = page.getByRole('dialog', { name: 'Aurelle' });
  await paymentWindow.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.account({ tab: 'orders' })));

  const [order] = await myOrders(page);
  expect(order?.paymentStatus).toBe('completed');
  expect(order?.cartItems.find((item) => item.variantId === sample?.id)).toMatchObject({ offerName, quantity: 1, price: 450 });
  expect(order?.discountLabel).toBe(`First-order discount (15%) + Offer: ${offerName}`);

  // The order's details show the sample as Free.
  await page
    .getByRole('button', { name: /view details/i })
    .first()
    .click();
  const details = page.getByRole('dialog');
  await expect(details.getByTestId('order-item-free')).toHaveText('Free');
  await expect(details.getByText(`Offer: ${offerName}`, { exact: true })).toBeVisible();

  // The offer ends with the journey, so other journeys' checkouts are not offered a sample.
  const admin = await playwrightRequest.newContext({ baseURL: baseURL ?? '', extraHTTPHeaders: shopOriginHeaders(baseURL ?? '') });
  expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const offers = ((await (await admin.get('/api/admin/offers')).json()) as { data: Offer[] }).data;
  const created = offers.find((offer) => offer.name === offerName);
  expect((await admin.patch(`/api/admin/offers/${created?.id ?? ''}/status`, { data: { isPaused: true } })).status()).toBe(200);
  await admin.dispose();
});
