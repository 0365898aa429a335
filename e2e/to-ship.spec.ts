import { readFileSync } from 'node:fs';
import { request as playwrightRequest } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { TO_SHIP_PAGE_SIZE, type Order, type PinCheck } from '@aurelle/contract';
import { ADMIN, chooseOption, expect, expectAccessible, shopOriginHeaders, signInAsAdmin, test } from './fixtures';
import { expectAccessibleOverlay } from './commerce-helpers';
import { createStockedProduct, newShopper, placePaidOrder, screenshotBothWidths, uniqueTag } from './backoffice-helpers';
import { pdfText } from '../apps/server/test/pdf-text';
import { paths } from '../apps/web/src/lib/paths';

/*
 * "what do I pack today?": the admin opens To ship, picks three orders, prints their packing slips in one
 * PDF, marks them shipped with courier and AWB, and they leave the view; the orders CSV then lists them.
 */

test('an admin prints packing slips for three orders, ships them, and exports the orders as CSV', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: shopOriginHeaders(baseURL ?? '') });
  expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const toShipTotal = async () => ((await (await admin.get('/api/admin/orders/to-ship')).json()) as { totalOrders: number }).totalOrders;

  const product = await createStockedProduct(baseURL ?? '', `Santal Ambré ${tag}`, { price: 3600 });
  const sku = product.variants[0]?.sku ?? '';
  // Oldest first: ours are the newest three, kept on one page (orders other journeys left are older).
  const filler = await newShopper(baseURL ?? '', `Filler ${tag}`);
  while ((await toShipTotal()) % TO_SHIP_PAGE_SIZE > TO_SHIP_PAGE_SIZE - 3) await placePaidOrder(filler, product);
  const orderIds: string[] = [];
  for (const name of ['Aditi', 'Bhavna', 'Chitra']) {
    const shopper = await newShopper(baseURL ?? '', `${name} ${tag}`);
    orderIds.push((await placePaidOrder(shopper, product, name === 'Bhavna' ? 2 : 1)).orderId);
    await shopper.request.dispose();
  }
  await filler.request.dispose();
  const numbers = orderIds.map((id) => id.slice(0, 8).toUpperCase());
  const lastPage = Math.ceil((await toShipTotal()) / TO_SHIP_PAGE_SIZE);

  await signInAsAdmin(page);
  await page.goto(paths.admin.orders);
  await page.getByRole('link', { name: 'To ship' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?view=to-ship$/);
  await expect(page.getByRole('heading', { level: 2, name: 'To ship' })).toBeVisible();
  if (lastPage > 1) await page.goto(`${paths.admin.ordersToShip}&page=${lastPage}`);

  const list = page.getByRole('list', { name: 'Orders to ship' });
  const rowOf = (number: string) => list.locator(':scope > li').filter({ hasText: `#${number}` });
  for (const number of numbers) {
    await expect(rowOf(number)).toContainText(product.title);
    await expect(rowOf(number)).toContainText(`SKU ${sku}`);
  }
  await expect(rowOf(numbers[1] ?? '')).toContainText('×2');
  // Oldest first: the three in the order they were placed.
  const listed = await list.locator(':scope > li').allInnerTexts();
  const positions = numbers.map((number) => listed.findIndex((text) => text.includes(`#${number}`)));
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await expectAccessible(page);

  const toolbar = page.getByRole('toolbar', { name: 'Selected orders' });
  await expect(toolbar.getByRole('button', { name: 'Mark shipped' })).toBeDisabled();
  for (const number of numbers) await page.getByRole('checkbox', { name: `Select order #${number}` }).check();
  await expect(toolbar.getByText('3 selected')).toBeVisible();
  await screenshotBothWidths(page, testInfo, 'to-ship-selected');

  // One PDF for the three: each slip with its order number, the product and its SKU.
  const slips = toolbar.getByRole('link', { name: 'Print packing slips' });
  const href = (await slips.getAttribute('href')) ?? '';
  expect(href).toBe(`/api/admin/orders/packing-slips?ids=${orderIds.join(',')}`);
  const popupPromise = page.waitForEvent('popup');
  await slips.click();
  const popup = await popupPromise;
  expect(popup.url()).toContain(href);
  await popup.close();
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const pages = await pdfText(await pdf.body());
  expect(pages).toHaveLength(3);
  pages.forEach((text, index) => {
    expect(text).toContain(`Order #${orderIds[index]?.slice(0, 8)}`);
    expect(text).toContain(product.title);
    // A long SKU wraps in its column: read it without the line break.
    expect(text.replace(/\s/g, '')).toContain(sku);
  });

  await toolbar.getByRole('button', { name: 'Mark shipped' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ship 3 orders' });
  await expect(dialog).toBeVisible();
  // The expected delivery is the shop's own estimate for these PIN codes, shipped today (the latest of them), editable.
  const estimates = await Promise.all(
    orderIds.map(async (orderId) => {
      const order = ((await (await admin.get(`/api/admin/orders/details/${orderId}`)).json()) as { order: Order }).order;
      const pin = (await (await admin.get(`/api/shop/delivery/pin/${order.addressInfo.postalCode}`)).json()) as { check: PinCheck };
      return pin.check.options.find((option) => option.option === order.delivery.option)?.latest ?? '';
    }),
  );
  await expect(dialog.getByLabel('Expected delivery')).toHaveValue(estimates.sort().at(-1) ?? 'missing');
  await dialog.getByLabel('Expected delivery').fill('');
  await dialog.getByRole('button', { name: 'Mark 3 shipped' }).click();
  await expect(dialog.getByText('Enter the expected delivery date')).toBeVisible();
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Courier for all' }), 'Blue Dart');
  for (const number of numbers)
    await expect(dialog.getByRole('combobox', { name: `Courier for order #${number}` })).toHaveText('Blue Dart');
  await expect(dialog.getByText('Choose the courier')).toHaveCount(0);
  await dialog.getByLabel('Expected delivery').fill('2026-12-05');
  const awbs = numbers.map((number) => `BD${number}`);
  for (const [index, number] of numbers.entries()) {
    await dialog.getByRole('textbox', { name: `Tracking number (AWB) for order #${number}` }).fill(awbs[index] ?? '');
  }
  await expectAccessibleOverlay(page);
  await screenshotBothWidths(page, testInfo, 'ship-dialog');
  await dialog.getByRole('button', { name: 'Mark 3 shipped' }).click();
  await expect(page.getByText('3 orders shipped')).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const number of numbers) await expect(rowOf(number)).toHaveCount(0);

  for (const [index, orderId] of orderIds.entries()) {
    const order = ((await (await admin.get(`/api/admin/orders/details/${orderId}`)).json()) as { order: Order }).order;
    expect(order.orderStatus).toBe('inShipping');
    expect(order.afterSales.shipment).toMatchObject({ courierName: 'Blue Dart', trackingNumber: awbs[index] });
  }

  // The CSV of the orders found by the shoppers' tag: one row per line, the three shipped.
  await page.getByRole('link', { name: 'All orders' }).click();
  await page.getByLabel('Search orders').fill(tag);
  await expect(page.getByText(`matching “${tag}”`)).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^aurelle-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parse(readFileSync((await download.path()) ?? ''), { columns: true, bom: true }) as Array<Record<string, string>>;
  const ours = rows.filter((row) => orderIds.includes(row.order_id ?? ''));
  expect(ours.map((row) => [row.order_number, row.order_status, row.product, row.sku, row.quantity])).toEqual(
    expect.arrayContaining(numbers.map((number, index) => [number, 'inShipping', product.title, sku, index === 1 ? '2' : '1'])),
  );
  expect(ours).toHaveLength(3);
  for (const row of ours) expect(row.invoice_number).toMatch(/^AUR\/\d\d-\d\d\/\d{6}$/);
  await expect(page.getByText('Orders exported')).toBeVisible();
  await screenshotBothWidths(page, testInfo, 'orders-with-export');
  await admin.dispose();
});
