import { createHmac } from 'node:crypto';
import { request as playwrightRequest } from '@playwright/test';
import { expect, readOutbox, registerShopper, shopOriginHeaders, signInAsAdmin, test, ADMIN } from './fixtures';
import { createStockedProduct, screenshotBothWidths, uniqueTag } from './backoffice-helpers';
import { addAddressViaApi, addToCartViaApi } from './commerce-helpers';
import { paths } from '../apps/web/src/lib/paths';
import { E2E_WHATSAPP_APP_SECRET } from './e2e-env';

/** The shopper presses "Confirm" on WhatsApp: Meta posts the button reply to the webhook, signed with the app secret. */
async function pressWhatsAppButton(baseURL: string, phone: string, payload: string) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              messages: [
                {
                  from: `91${phone}`,
                  id: `wamid.e2e${Date.now()}`,
                  timestamp: '1764300000',
                  type: 'button',
                  button: { payload, text: 'Confirm' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', E2E_WHATSAPP_APP_SECRET).update(body).digest('hex')}`;
  const meta = await playwrightRequest.newContext({ baseURL });
  const answer = await meta.post('/api/webhooks/whatsapp', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await meta.dispose();
}

async function toShipOrderIds(baseURL: string): Promise<string[]> {
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: shopOriginHeaders(baseURL) });
  expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const page = (await (await admin.get('/api/admin/orders/to-ship?page=1')).json()) as { orders: Array<{ _id: string }> };
  await admin.dispose();
  return page.orders.map((order) => order._id);
}

test.describe('cash on delivery is confirmed before it ships', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a shopper asks for WhatsApp updates, confirms with the WhatsApp button, and the order is shipped', async ({
    page,
    baseURL,
  }, testInfo) => {
    const tag = uniqueTag();
    const product = await createStockedProduct(baseURL!, `Santal Minuit ${tag}`, { price: 1800 });
    await registerShopper(page, { userName: `Kabir ${tag}` });
    await addToCartViaApi(page, product._id, 1);
    const address = await addAddressViaApi(page, { fullName: `Kabir ${tag}`, phoneNumber: '9811122233' });

    await page.goto(paths.shop.checkout);
    await page.getByRole('radio', { name: `Deliver to ${address.fullName}, ${address.addressLine1}` }).check();
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    const whatsapp = page.getByRole('checkbox', { name: /Send me order updates on WhatsApp/ });
    await expect(whatsapp).not.toBeChecked();
    await expect(page.getByText('To +91 9811122233: confirmation, shipping and delivery. Reply STOP at any time.')).toBeVisible();
    await whatsapp.check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Order placed: pay in cash on delivery')).toBeVisible();

    await page
      .getByTestId('order-card')
      .first()
      .getByRole('button', { name: /View Details/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Your order' });
    await expect(details.getByText('Please confirm this order.')).toBeVisible();
    const orderId = ((await details.getByText(/^[0-9a-f-]{36}$/).textContent()) ?? '').trim();
    expect(await toShipOrderIds(baseURL!)).not.toContain(orderId);

    await pressWhatsAppButton(baseURL!, '9811122233', `cod-confirm:${orderId}`);
    expect(await toShipOrderIds(baseURL!)).toContain(orderId);

    // The admin sees it confirmed in the timeline and ships it.
    await page.context().clearCookies();
    await signInAsAdmin(page);
    await page.goto(paths.admin.ordersToShip);
    const shortId = orderId.slice(0, 8).toUpperCase();
    await expect(page.getByText(`#${shortId}`).first()).toBeVisible();
    await page.goto(paths.admin.orders);
    await page.getByPlaceholder('Search by order ID, customer name, or status...').fill(orderId.slice(0, 8));
    await page.getByRole('button', { name: `View details of order ${shortId}` }).click();
    const adminDetails = page.getByRole('dialog', { name: `Order #${shortId}` });
    await expect(adminDetails.getByText('Cash on delivery confirmed (WhatsApp)')).toBeVisible();
    await adminDetails.getByRole('combobox', { name: 'Courier' }).click();
    await page.getByRole('option', { name: 'Delhivery' }).click();
    await adminDetails.getByLabel('Tracking number (AWB)').fill('DL5566778899');
    await adminDetails.getByLabel('Expected delivery').fill('2026-12-06');
    await adminDetails.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(page.getByText('Shipment recorded')).toBeVisible();
    await screenshotBothWidths(page, testInfo, 'cod-confirmed-shipped');
  });

  test('the e-mail’s link cancels an unconfirmed order; a forged link is refused', async ({ page, baseURL }, testInfo) => {
    const tag = uniqueTag();
    const product = await createStockedProduct(baseURL!, `Iris Poudré ${tag}`, { price: 2200 });
    const shopper = await registerShopper(page, { userName: `Nila ${tag}` });
    await addToCartViaApi(page, product._id, 1);
    const address = await addAddressViaApi(page, { fullName: `Nila ${tag}` });
    const placed = await page.request.post('/api/shop/order/cod', { data: { addressId: address._id } });
    expect(placed.status(), await placed.text()).toBe(200);
    const { orderId } = (await placed.json()) as { orderId: string };

    await page.context().clearCookies();
    let link = '';
    await expect(async () => {
      const mail = readOutbox().find((each) => each.includes(shopper.email) && each.includes(orderId));
      link = /(http:\/\/[^\s"<>]*\/shop\/cod-confirmation\?order=[^\s"<>]+)/.exec(mail ?? '')?.[1]?.replaceAll('&amp;', '&') ?? '';
      expect(link).not.toBe('');
    }).toPass({ timeout: 30_000 });

    await page.goto(`${paths.shop.codConfirmation}?order=${orderId}&token=forged`);
    await expect(page.getByRole('alert')).toContainText('This confirmation link is not valid');

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible();
    await expect(page.getByText('to pay in cash when it is delivered')).toBeVisible();
    await screenshotBothWidths(page, testInfo, 'cod-confirmation-page');
    await page.getByRole('button', { name: 'Cancel it' }).click();
    await expect(page.getByRole('status')).toContainText('Your order is cancelled');
    await page.reload();
    await expect(page.getByRole('status')).toContainText('Your order is cancelled');
  });
});
