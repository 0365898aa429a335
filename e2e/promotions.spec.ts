import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import {
  COUPON_PAUSED_MESSAGE,
  COUPON_UNKNOWN_MESSAGE,
  couponMinimumNotMetMessage,
  formatInr,
  type Coupon,
  type CouponInput,
} from '@aurelle/contract';
import { createStockedProduct, placePaidOrder, uniqueTag } from './backoffice-helpers';
import { screenshotBothWidths, addToCartViaApi, myOrders } from './commerce-helpers';
import { ADMIN, expect, expectAccessible, registerShopper, shopOriginHeaders, signInAsAdmin, test, urlEndingWith } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

/*
 * Coupon codes: the admin manages them on the Promotions page; a shopper opens the shop from a promotion
 * link (?code=), sees the discount at checkout and pays the discounted total; a code that cannot be used says why in
 * the server's words, at the code's field.
 */

test.describe.configure({ timeout: 120_000 });

/** An admin's own request context, so the page keeps the shopper's cookie. */
async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: shopOriginHeaders(baseURL) });
  const login = await admin.post('/api/auth/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  return admin;
}

async function createCouponViaApi(admin: APIRequestContext, input: CouponInput): Promise<Coupon> {
  const response = await admin.post('/api/admin/coupons', { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Coupon }).data;
}

async function couponById(admin: APIRequestContext, id: string): Promise<Coupon | undefined> {
  const response = await admin.get('/api/admin/coupons');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Coupon[] }).data.find((coupon) => coupon.id === id);
}

/** A shopper who has paid for an order before (so the first-order discount does not win), with one bottle in the cart. */
async function returningShopperWithCart(page: Page, productId: string) {
  const account = await registerShopper(page);
  await placePaidOrder({ request: page.request, ...account }, { _id: productId });
  await addToCartViaApi(page, productId);
  return account;
}

test('an admin creates, pauses and edits a code on the Promotions page; a taken code is refused on its field', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const code = `GALA${uniqueTag().toUpperCase()}`;
  await signInAsAdmin(page);
  await page.goto(paths.admin.dashboard());
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(urlEndingWith(paths.admin.promotions));
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByText(/^(\d+ codes?, \d+ active now|None created yet)$/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New code' }).first().click();
  const sheet = page.getByRole('dialog', { name: 'New code' });
  await expect(sheet).toBeVisible();

  // The contract's own rules, before anything is sent.
  await sheet.getByLabel('Code', { exact: true }).fill('AB1');
  await sheet.getByLabel('Percent off (%)').fill('95');
  await sheet.getByRole('button', { name: 'Create code' }).click();
  await expect(sheet.getByText('A code is 4 to 20 letters or digits')).toBeVisible();
  await expect(sheet.getByText('A percent discount is a whole number from 1 to 90')).toBeVisible();

  await sheet.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await sheet.getByLabel('Description (optional)').fill('Gala evening mailing');
  await sheet.getByLabel('Percent off (%)').fill('20');
  await sheet.getByLabel('Maximum discount (₹, optional)').fill('1500');
  await sheet.getByLabel('Minimum order value (₹, optional)').fill('2000');
  await sheet.getByLabel('Starts (IST, optional)').fill('2026-01-01T10:00');
  await sheet.getByLabel('Ends (IST, optional)').fill('2099-12-31T23:59');
  await sheet.getByLabel('Total uses (optional)').fill('100');
  await sheet.getByLabel('Brands', { exact: true }).fill('Aurelle');
  await sheet.getByLabel('Brands', { exact: true }).press('Enter');
  await expect(sheet.getByRole('list', { name: 'Chosen brands' }).getByText('Aurelle')).toBeVisible();
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Create code' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText(`Code ${code} created`)).toBeVisible();

  const row = page.getByTestId('coupon-row').filter({ hasText: code });
  await expect(row).toBeVisible();
  await expect(row.getByText('20% off, up to ₹1,500')).toBeVisible();
  await expect(row.getByText('Minimum order ₹2,000')).toBeVisible();
  await expect(row.getByText('0 / 100 used')).toBeVisible();
  await expect(row.getByText('1 per shopper')).toBeVisible();
  await expect(row.getByText(/^1 Jan 2026, 10:00\s?am$/i)).toBeVisible();
  await expect(row.getByTestId('coupon-state')).toHaveText('Active');

  await row.getByRole('button', { name: `Pause ${code}` }).click();
  await expect(row.getByTestId('coupon-state')).toHaveText('Paused');
  await row.getByRole('button', { name: `Resume ${code}` }).click();
  await expect(row.getByTestId('coupon-state')).toHaveText('Active');

  // The same code in another case: the server's 409, on the code's field.
  await page.getByRole('button', { name: 'New code' }).first().click();
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await sheet.getByLabel('Percent off (%)').fill('10');
  await sheet.getByRole('button', { name: 'Create code' }).click();
  await expect(sheet.getByText('Another code already has this name')).toBeVisible();
  await expect(sheet.getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();

  // Edit: the form opens with the stored terms, times in IST.
  await row.getByRole('button', { name: `Edit ${code}` }).click();
  const editSheet = page.getByRole('dialog', { name: `Edit ${code}` });
  await expect(editSheet.getByLabel('Starts (IST, optional)')).toHaveValue('2026-01-01T10:00');
  await expect(editSheet.getByLabel('Ends (IST, optional)')).toHaveValue('2099-12-31T23:59');
  await editSheet.getByLabel('Percent off (%)').fill('25');
  await editSheet.getByRole('button', { name: 'Save changes' }).click();
  await expect(editSheet).toBeHidden();
  await expect(row.getByText('25% off, up to ₹1,500')).toBeVisible();

  await screenshotBothWidths(page, 'promotions', (name) => testInfo.outputPath(name));
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('coupon-card').filter({ hasText: code })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'New code' }).first().click();
  await expect(sheet).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: testInfo.outputPath('promotions-new-code-375.png') });
});

test('a returning shopper opens the shop from a promotion link, sees the discount at checkout and pays the discounted total', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const admin = await adminApi(baseURL ?? '');
  const product = await createStockedProduct(baseURL ?? '', `Gala Oud ${uniqueTag()}`, { price: 4250 });
  const coupon = await createCouponViaApi(admin, { code: `OUD${uniqueTag().toUpperCase()}`, kind: 'percent', value: 20 });
  await returningShopperWithCart(page, product._id);

  // The e-mail's button: the listing with ?code=; the shopper then goes on to checkout.
  await page.goto(`${paths.shop.listing()}?code=${coupon.code.toLowerCase()}`);
  await page.goto(paths.shop.checkout);
  const discountLine = page.getByTestId('coupon-discount');
  await expect(discountLine).toContainText(`Code ${coupon.code}`);
  await expect(discountLine).toContainText(`−${formatInr(850)}`);
  await expect(page.getByTestId('checkout-total')).toHaveText(formatInr(3400));
  await expect(page.getByTestId('applied-coupon')).toContainText(`Code ${coupon.code} applied`);
  await expect(page.getByTestId('first-order-discount')).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'checkout-with-code', (name) => testInfo.outputPath(name));

  await page.getByRole('button', { name: 'Pay now' }).click();
  const paymentWindow = page.getByRole('dialog', { name: 'Aurelle' });
  await expect(paymentWindow.getByTestId('simulated-amount')).toHaveText(formatInr(3400));
  await paymentWindow.getByRole('button', { name: `Pay ${formatInr(3400)}` }).click();
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.account({ tab: 'orders' })));

  const [order] = await myOrders(page);
  expect(order).toMatchObject({ paymentStatus: 'completed', totalAmount: 3400 });
  expect((await couponById(admin, coupon.id))?.usesSoFar).toBe(1);
  // Spent: the next checkout of this session starts without it.
  expect(await page.evaluate(() => window.sessionStorage.getItem('couponCode'))).toBeNull();
  await admin.dispose();
});

test('a code that cannot be used says why in the server’s words, at the checkout and when paying', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const admin = await adminApi(baseURL ?? '');
  const product = await createStockedProduct(baseURL ?? '', `Gala Amber ${uniqueTag()}`, { price: 4250 });
  const paused = await createCouponViaApi(admin, { code: `HUSH${uniqueTag().toUpperCase()}`, kind: 'percent', value: 10, isPaused: true });
  const minimum = await createCouponViaApi(admin, {
    code: `BIG${uniqueTag().toUpperCase()}`,
    kind: 'fixed',
    value: 1000,
    minOrderValue: 10000,
  });
  const running = await createCouponViaApi(admin, { code: `NOW${uniqueTag().toUpperCase()}`, kind: 'fixed', value: 500 });
  await returningShopperWithCart(page, product._id);

  // A paused code from a link: pre-filled, and refused under the field.
  await page.goto(`${paths.shop.home}?code=${paused.code}`);
  await page.goto(paths.shop.checkout);
  const field = page.getByLabel('Code', { exact: true });
  await expect(field).toHaveValue(paused.code);
  await expect(page.getByText(COUPON_PAUSED_MESSAGE)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('checkout-total')).toHaveText(formatInr(4250));

  await field.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(COUPON_UNKNOWN_MESSAGE)).toBeVisible();

  await field.fill(minimum.code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(couponMinimumNotMetMessage(5750, 10000))).toBeVisible();
  await expectAccessible(page);

  // A code applied, then paused before the shopper pays: the payment call refuses it, the field says why, and the
  // total goes back to the full price.
  await field.fill(running.code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText(formatInr(3750));
  const pause = await admin.patch(`/api/admin/coupons/${running.id}/status`, { data: { isPaused: true } });
  expect(pause.status(), await pause.text()).toBe(200);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText(COUPON_PAUSED_MESSAGE)).toBeVisible();
  await expect(page.getByTestId('coupon-discount')).toHaveCount(0);
  await expect(page.getByTestId('checkout-total')).toHaveText(formatInr(4250));
  await expect(page.getByRole('dialog', { name: 'Aurelle' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  for (const order of await myOrders(page)) expect(order.totalAmount).not.toBe(3750);
  await admin.dispose();
});

test('the code goes with PayPal and with cash on delivery too', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const admin = await adminApi(baseURL ?? '');
  const product = await createStockedProduct(baseURL ?? '', `Gala Vetiver ${uniqueTag()}`, { price: 4250 });
  const coupon = await createCouponViaApi(admin, {
    code: `TWICE${uniqueTag().toUpperCase()}`,
    kind: 'percent',
    value: 20,
    perShopperCap: 2,
  });
  await returningShopperWithCart(page, product._id);

  // PayPal (the simulated approval page stands in for PayPal's outside production).
  await page.goto(`${paths.shop.checkout}?code=${coupon.code}`);
  await expect(page.getByTestId('checkout-total')).toHaveText(formatInr(3400));
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('button', { name: 'Continue to PayPal' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.paymentSuccess));
  const [paypalOrder] = await myOrders(page);
  expect(paypalOrder).toMatchObject({ paymentMethod: 'paypal', paymentStatus: 'completed', discountAmount: 850, totalAmount: 3400 });

  // Cash on delivery: the discount is the code's; the total adds the fee, if the shop charges one.
  await addToCartViaApi(page, product._id);
  await page.goto(`${paths.shop.checkout}?code=${coupon.code}`);
  await expect(page.getByTestId('coupon-discount')).toContainText(`−${formatInr(850)}`);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.account({ tab: 'orders' })));
  const [codOrder] = await myOrders(page);
  expect(codOrder).toMatchObject({ paymentMethod: 'cod', discountAmount: 850 });
  expect(codOrder?.totalAmount).toBe(3400 + (codOrder?.afterSales.codFee ?? 0));
  expect((await couponById(admin, coupon.id))?.usesSoFar).toBe(2);
  await admin.dispose();
});

test('a code worth the whole order: the summary says ₹0, and the order is placed and confirmed without paying', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const admin = await adminApi(baseURL ?? '');
  const product = await createStockedProduct(baseURL ?? '', `Gifted Oud ${uniqueTag()}`, { price: 4250 });
  const coupon = await createCouponViaApi(admin, { code: `FREE${uniqueTag().toUpperCase()}`, kind: 'fixed', value: 5000 });
  await returningShopperWithCart(page, product._id);

  await page.goto(`${paths.shop.checkout}?code=${coupon.code}`);
  await expect(page.getByTestId('coupon-discount')).toContainText(`−${formatInr(4250)}`);
  await expect(page.getByTestId('checkout-total')).toHaveText(formatInr(0));
  // Nothing to pay: no provider's window, the order is placed as it stands.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Order placed: nothing to pay')).toBeVisible();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.account({ tab: 'orders' })));
  const [order] = await myOrders(page);
  expect(order).toMatchObject({
    orderStatus: 'confirmed',
    paymentStatus: 'completed',
    totalAmount: 0,
    discountLabel: `Code ${coupon.code}`,
  });
  expect(order?.invoice).not.toBeNull();
  await admin.dispose();
});
