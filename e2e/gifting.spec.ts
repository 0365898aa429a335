import { request as playwrightRequest } from '@playwright/test';
import { formatInr, type ShopSettings } from '@aurelle/contract';
import { createStockedProduct, uniqueTag } from './backoffice-helpers';
import { addAddressViaApi, addToCartViaApi, myOrders } from './commerce-helpers';
import { ADMIN, expect, expectAccessible, registerShopper, shopOriginHeaders, signInAsAdmin, test, urlEndingWith } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

/*
 * Gifting: a shopper orders a gift with wrap and a message; the admin sees both on the order and prints its
 * gift receipt, which carries the message and never a price.
 */

test('a shopper orders a gift with a message; the admin sees it and prints the gift receipt', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: shopOriginHeaders(baseURL ?? '') });
  expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const settings = ((await (await admin.get('/api/admin/settings/shop')).json()) as { settings: ShopSettings }).settings;
  const saved = await admin.put('/api/admin/settings/shop', { data: { ...settings, giftWrapFee: 150 } });
  expect(saved.status(), await saved.text()).toBe(200);

  const product = await createStockedProduct(baseURL ?? '', `Gift Rose ${uniqueTag()}`, { price: 4000 });
  await registerShopper(page, { userName: 'Ananya Bose' });
  await addAddressViaApi(page);
  await addToCartViaApi(page, product._id);
  await page.goto(paths.shop.checkout);
  await page
    .getByRole('radio')
    .first()
    .check()
    .catch(() => undefined);

  await page.getByRole('checkbox', { name: 'This is a gift' }).click();
  await page.getByRole('checkbox', { name: /Gift wrap/ }).click();
  const message = 'Happy birthday, Didi. Wear it on your first day at the new job!';
  await page.getByLabel('Gift message (optional)').fill(message);
  await expect(page.getByText(`${200 - message.length} characters left`)).toBeVisible();
  // ₹4,000 − 15% first-order discount + ₹150 gift wrap.
  await expect(page.getByTestId('gift-wrap-fee')).toContainText(formatInr(150));
  await expect(page.getByTestId('checkout-total')).toHaveText(formatInr(3550));
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Pay now' }).click();
  const paymentWindow = page.getByRole('dialog', { name: 'Aurelle' });
  await paymentWindow.getByRole('button', { name: `Pay ${formatInr(3550)}` }).click();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.account({ tab: 'orders' })));
  const [order] = await myOrders(page);
  expect(order).toMatchObject({ totalAmount: 3550, gift: { wrap: true, message, wrapFee: 150 } });

  const adminPage = await browser.newPage();
  await signInAsAdmin(adminPage);
  await adminPage.goto(paths.admin.orders);
  const shortId = (order?._id ?? '').slice(0, 8).toUpperCase();
  await adminPage.getByLabel('Search orders').fill((order?._id ?? '').slice(0, 8));
  await adminPage.getByRole('button', { name: `View details of order ${shortId}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Order #${shortId}` });
  await expect(dialog.getByRole('heading', { name: 'A gift' })).toBeVisible();
  await expect(dialog.getByText(message)).toBeVisible();
  const receipt = dialog.getByRole('link', { name: 'Print gift receipt (PDF)' });
  const href = await receipt.getAttribute('href');
  const pdf = await adminPage.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await adminPage.close();
  await admin.dispose();
});
