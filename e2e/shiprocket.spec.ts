import { request as playwrightRequest } from '@playwright/test';
import { TO_SHIP_PAGE_SIZE } from '@aurelle/contract';
import { ADMIN, expect, shopOriginHeaders, signInAsAdmin, test } from './fixtures';
import { expectAccessibleOverlay } from './commerce-helpers';
import { createStockedProduct, newShopper, placePaidOrder, uniqueTag } from './backoffice-helpers';
import { E2E_SHIPROCKET_WEBHOOK_TOKEN } from './shiprocket-env';
import { postShiprocketTracking, shiprocketTrackingUpdate, type FakeScan } from '../apps/server/test/fakes/shiprocket-fake';
import { pdfText } from '../apps/server/test/pdf-text';
import { paths } from '../apps/web/src/lib/paths';

/*
 * Shipping with Shiprocket (decision 098), against the local fake e2e/global-setup.ts starts: the admin ships a paid
 * order from To ship with the recommended courier, sees its AWB and prints its label; Shiprocket's tracking updates
 * then reach the webhook, and the shopper follows the parcel on their order.
 */

test('an admin ships a paid order with Shiprocket, prints its label, and the shopper follows its tracking to delivery', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const tag = uniqueTag();
  const product = await createStockedProduct(base, `Oud Shiprocket ${tag}`, { price: 3900 });
  const shopper = await newShopper(base, `Kavya ${tag}`);
  const { orderId } = await placePaidOrder(shopper, product);
  await shopper.request.dispose();
  const number = orderId.slice(0, 8).toUpperCase();

  // Oldest first: ours is the newest, on the last page.
  const admin = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: shopOriginHeaders(base) });
  expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const { totalOrders } = (await (await admin.get('/api/admin/orders/to-ship')).json()) as { totalOrders: number };
  await admin.dispose();
  const lastPage = Math.max(1, Math.ceil(totalOrders / TO_SHIP_PAGE_SIZE));

  await signInAsAdmin(page);
  await page.goto(lastPage > 1 ? `${paths.admin.ordersToShip}&page=${lastPage}` : paths.admin.ordersToShip);
  await expect(page.getByRole('heading', { level: 2, name: 'To ship' })).toBeVisible();
  const row = page
    .getByRole('list', { name: 'Orders to ship' })
    .locator(':scope > li')
    .filter({ hasText: `#${number}` });
  await expect(row).toContainText(product.title);
  // Shiprocket is set up: the view offers it beside the typed AWB.
  await expect(page.getByRole('toolbar', { name: 'Selected orders' }).getByRole('button', { name: 'Mark shipped' })).toBeVisible();
  await row.getByRole('button', { name: `Ship order #${number} with Shiprocket` }).click();

  const dialog = page.getByRole('dialog', { name: 'Ship 1 order' });
  await expect(dialog).toBeVisible();
  // The couriers serving the order with their rates; Shiprocket's recommendation is marked, and picked.
  const recommended = dialog.getByRole('radio', { name: /Delhivery Surface.*Recommended/ });
  await expect(recommended).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Xpressbees Surface/ })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Blue Dart Air/ })).toBeVisible();
  await recommended.click();
  await expect(recommended).toBeChecked();
  await expectAccessibleOverlay(page);
  await dialog.getByRole('button', { name: 'Ship order' }).click();

  // The outcome: shipped, with the courier and the AWB Shiprocket assigned.
  const outcome = dialog.getByRole('list', { name: 'Shipping outcome' });
  await expect(outcome).toContainText(`Order #${number}`);
  await expect(outcome).toContainText('Delhivery Surface · AWB');
  const awb = (await outcome.getByText(/^SR\d+$/).textContent())?.trim() ?? '';
  expect(awb).toMatch(/^SR\d+$/);

  // "Print labels" opens the label as one PDF, downloaded through the shop's server.
  const labels = dialog.getByRole('link', { name: 'Print labels' });
  const href = (await labels.getAttribute('href')) ?? '';
  expect(href).toBe(`/api/admin/shipping/documents?ids=${orderId}&document=labels`);
  const popupPromise = page.waitForEvent('popup');
  await labels.click();
  const popup = await popupPromise;
  expect(popup.url()).toContain(href);
  await popup.close();
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const pages = await pdfText(await pdf.body());
  expect(pages).toHaveLength(1);
  expect(pages[0]).toContain('Shiprocket label-');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  // Shiprocket's tracking updates, as its webhook posts them: each carries the courier's scans so far.
  const scans: FakeScan[] = [
    { date: '2026-11-20 18:10:52', activity: 'Shipment picked up', location: 'Mumbai' },
    { date: '2026-11-22 08:05:00', activity: 'Out for delivery', location: 'Pune' },
    { date: '2026-11-22 13:30:00', activity: 'Delivered', location: 'Pune' },
  ];
  const webhook = `${base}/api/webhooks/courier-tracking`;
  for (const [statusId, status, seen] of [
    [42, 'PICKED UP', 1],
    [17, 'OUT FOR DELIVERY', 2],
    [7, 'DELIVERED', 3],
  ] as const) {
    const body = shiprocketTrackingUpdate({ awb, statusId, status, scans: scans.slice(0, seen) });
    const answer = await postShiprocketTracking(webhook, E2E_SHIPROCKET_WEBHOOK_TOKEN, body);
    expect(answer.status, status).toBe(200);
    expect(((await answer.json()) as { status: string }).status).toBe('applied');
  }

  // The shopper's order: delivered, with the AWB and the scans newest first.
  await page.context().clearCookies();
  const login = await page.request.post('/api/auth/login', { data: { email: shopper.email, password: shopper.password } });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(paths.shop.account({ tab: 'orders' }));
  await page
    .getByTestId('order-card')
    .first()
    .getByRole('button', { name: /View Details/ })
    .click();
  const order = page.getByRole('dialog', { name: 'Your order' });
  await expect(order.getByText(orderId)).toBeVisible();
  await expect(order.getByTestId('tracking-number')).toHaveText(awb);
  await expect(order.getByRole('heading', { name: /Tracking/ })).toBeVisible();
  const timeline = order.getByRole('list', { name: 'Tracking updates' });
  await expect(timeline.getByRole('listitem')).toHaveText([/^Delivered.*Pune/, /^Out for delivery.*Pune/, /^Shipment picked up.*Mumbai/]);
  await expect(order.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expectAccessibleOverlay(page);
});
