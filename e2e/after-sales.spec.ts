import { expect, registerShopper, shopOriginHeaders, signInAsAdmin, test, ADMIN } from './fixtures';
import { createStockedProduct, placePaidOrder, screenshotBothWidths, uniqueTag } from './backoffice-helpers';
import { addAddressViaApi, addToCartViaApi } from './commerce-helpers';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { paths } from '../apps/web/src/lib/paths';

/** The shopper's order details dialog of their most recent order. */
async function openMyLatestOrder(page: Page) {
  await page.goto(paths.shop.account({ tab: 'orders' }));
  await page
    .getByTestId('order-card')
    .first()
    .getByRole('button', { name: /View Details/ })
    .click();
  return page.getByRole('dialog', { name: 'Your order' });
}

/** The admin's order details dialog, found by the order's short id. */
async function openAdminOrder(page: Page, orderId: string) {
  await page.goto(paths.admin.orders);
  await page.getByPlaceholder('Search by order ID, customer name, or status...').fill(orderId.slice(0, 8));
  const shortId = orderId.slice(0, 8).toUpperCase();
  await page.getByRole('button', { name: `View details of order ${shortId}` }).click();
  return page.getByRole('dialog', { name: `Order #${shortId}` });
}

/** Ships and delivers a paid order through the admin API (the admin screens are walked in the COD journey). */
async function shipAndDeliver(baseURL: string, orderId: string) {
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: shopOriginHeaders(baseURL) });
  expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const shipped = await admin.post(`/api/admin/orders/ship/${orderId}`, {
    data: { courier: 'bluedart', trackingNumber: 'BD55512345', expectedDeliveryDate: '2026-12-05' },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);
  const delivered = await admin.put(`/api/admin/orders/update/${orderId}`, { data: { status: 'delivered' } });
  expect(delivered.status(), await delivered.text()).toBe(200);
  await admin.dispose();
}

test.describe('after the sale', () => {
  test.describe.configure({ timeout: 150_000 });

  test('cash on delivery: placed at checkout, shipped with tracking, cash collected, delivered with its invoice', async ({
    page,
    baseURL,
  }, testInfo) => {
    const tag = uniqueTag();
    const product = await createStockedProduct(baseURL!, `Ambre Nuit ${tag}`, { price: 2400 });
    const account = await registerShopper(page, { userName: `Meera ${tag}` });
    await addToCartViaApi(page, product._id, 1);
    const address = await addAddressViaApi(page, { fullName: `Meera ${tag}` });

    await page.goto(paths.shop.checkout);
    await page.getByRole('radio', { name: `Deliver to ${address.fullName}, ${address.addressLine1}` }).check();
    const cod = page.getByRole('radio', { name: /Cash on delivery/ });
    await expect(cod).toBeEnabled();
    await cod.check();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
    await screenshotBothWidths(page, testInfo, 'checkout-cod');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Order placed: pay in cash on delivery')).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/account\?tab=orders/);

    let details = await openMyLatestOrder(page);
    await expect(details.getByText('Cash on delivery', { exact: true })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    const orderId = ((await details.getByText(/^[0-9a-f-]{36}$/).textContent()) ?? '').trim();
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);

    // The admin ships it, then records the cash the courier brought back.
    await page.context().clearCookies();
    await signInAsAdmin(page);
    let adminDetails = await openAdminOrder(page, orderId);
    // Cash on delivery ships once the shopper confirms it; here they did so on the phone.
    await expect(adminDetails.getByRole('heading', { name: 'Awaiting the shopper’s confirmation' })).toBeVisible();
    await expect(adminDetails.getByRole('button', { name: 'Mark as shipped' })).toHaveCount(0);
    await adminDetails.getByRole('button', { name: 'Confirmed by phone' }).click();
    await expect(page.getByText('Thank you: your order is confirmed and will be packed for delivery')).toBeVisible();
    await expect(adminDetails.getByRole('button', { name: 'Record cash collected' })).toHaveCount(0);
    const courier = adminDetails.getByRole('combobox', { name: 'Courier' });
    await courier.click();
    await page.getByRole('option', { name: 'Delhivery' }).click();
    await adminDetails.getByLabel('Tracking number (AWB)').fill('DL7788990011');
    await adminDetails.getByLabel('Expected delivery').fill('2026-12-03');
    await adminDetails.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(page.getByText('Shipment recorded')).toBeVisible();
    await expect(adminDetails.getByRole('link', { name: /Track on Delhivery/ })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/DL7788990011',
    );
    await adminDetails.getByRole('button', { name: 'Record cash collected' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /^Record ₹2,040(\.00)? collected$/ })
      .click();
    await expect(page.getByText(/Cash recorded/).first()).toBeVisible();
    adminDetails = page.getByRole('dialog', { name: `Order #${orderId.slice(0, 8).toUpperCase()}` });
    await expect(adminDetails.getByRole('link', { name: /AUR\/\d\d-\d\d\/\d{6} \(PDF\)/ })).toBeVisible();

    // The shopper sees it delivered, with the tracking and the invoice.
    await page.context().clearCookies();
    const login = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    expect(login.status()).toBe(200);
    details = await openMyLatestOrder(page);
    await expect(details.getByTestId('tracking-number')).toHaveText('DL7788990011');
    await expect(details.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/DL7788990011',
    );
    await expect(details.getByRole('link', { name: 'Download invoice' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Return items' })).toBeVisible();
  });

  test('a shopper cancels a paid order before it ships and sees the refund', async ({ page, baseURL }) => {
    const tag = uniqueTag();
    const product = await createStockedProduct(baseURL!, `Iris Pallida ${tag}`, { price: 3000 });
    const account = await registerShopper(page, { userName: `Rohan ${tag}` });
    await placePaidOrder({ request: page.request, ...account }, product);

    const details = await openMyLatestOrder(page);
    await details.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    await expect(confirm.getByText('refund ₹2,550.00 to the way you paid')).toBeVisible();
    await confirm.getByLabel('Reason (optional)').fill('Bought it as a gift elsewhere');
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Your order has been cancelled')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    const refund = details.getByTestId('refund');
    await expect(refund).toContainText('₹2,550.00');
    await expect(refund).toContainText('Refunded');
    await expect(refund.getByRole('link', { name: /Credit note AURC\/\d\d-\d\d\/\d{5}/ })).toBeVisible();
  });

  test('a return request: the shopper asks, the admin approves, the shopper sees the refund', async ({ page, baseURL }, testInfo) => {
    const tag = uniqueTag();
    const product = await createStockedProduct(baseURL!, `Néroli Blanc ${tag}`, { price: 1000 });
    const account = await registerShopper(page, { userName: `Isha ${tag}` });
    const { orderId } = await placePaidOrder({ request: page.request, ...account }, product, 2);
    await shipAndDeliver(baseURL!, orderId);

    let details = await openMyLatestOrder(page);
    await details.getByRole('button', { name: 'Return items' }).click();
    const form = page.getByRole('dialog', { name: 'Return items' });
    await form.getByRole('button', { name: 'Request return' }).click();
    await expect(form.getByText('Choose at least one item to return')).toBeVisible();
    await expect(form.getByText('Only unopened items can be returned: please confirm they are unopened')).toBeVisible();
    await form.getByRole('combobox', { name: `Quantity of Néroli Blanc ${tag} to return` }).click();
    await page.getByRole('option', { name: '1', exact: true }).click();
    await form.getByLabel('Why are you returning them?').fill('The sillage is heavier than I like');
    await form.getByLabel('The items are unopened, with their seal and packaging intact').check();
    await screenshotBothWidths(page, testInfo, 'return-request');
    await form.getByRole('button', { name: 'Request return' }).click();
    await expect(page.getByText('Your return request has been sent')).toBeVisible();
    details = page.getByRole('dialog', { name: 'Your order' });
    await expect(details.getByTestId('return-request')).toContainText('Awaiting review');

    await page.context().clearCookies();
    await signInAsAdmin(page);
    const adminDetails = await openAdminOrder(page, orderId);
    await adminDetails.getByRole('button', { name: 'Approve and refund' }).click();
    await expect(page.getByText('Return approved and refunded')).toBeVisible();

    await page.context().clearCookies();
    expect((await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } })).status()).toBe(200);
    details = await openMyLatestOrder(page);
    await expect(details.getByTestId('return-request')).toContainText('Approved');
    // Two bottles of ₹1,000 at 15% off: one returned is ₹850.
    await expect(details.getByTestId('refund')).toContainText('₹850.00');
    await expect(details.getByTestId('refund').getByRole('link', { name: /Credit note/ })).toBeVisible();
  });
});
