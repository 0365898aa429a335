import type { Page } from '@playwright/test';
import { chooseOption, expect, expectAccessible, readOutbox, signInAsAdmin, test } from './fixtures';
import { createStockedProduct, newShopper, placePaidOrder, placeUnpaidOrder, screenshotBothWidths, uniqueTag } from './backoffice-helpers';
import { paths } from '../apps/web/src/lib/paths';

const orderRows = (page: Page) => page.getByRole('table').locator('tbody tr');

test.describe('admin orders', () => {
  // Journeys through real checkout, argon2 registrations and a lazily loaded chart: give them room on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('search, pagination, details and a status update', async ({ page, baseURL }, testInfo) => {
    test.setTimeout(240_000);
    const tag = uniqueTag();
    const product = await createStockedProduct(baseURL!, `Iris Poudré ${tag}`, { price: 4250 });
    const shopper = await newShopper(baseURL!, `Amber ${tag}`);
    // 11 paid orders through the real checkout API (simulated provider): a full page of 10 and one more.
    const orderIds: string[] = [];
    for (let index = 0; index < 11; index += 1) orderIds.push((await placePaidOrder(shopper, product)).orderId);
    await shopper.request.dispose();

    await signInAsAdmin(page);
    await page.goto(paths.admin.orders);
    await expect(page.getByRole('heading', { level: 2, name: 'All Orders' })).toBeVisible();
    await expect(orderRows(page).first()).toBeVisible();
    await expectAccessible(page);

    const search = page.getByPlaceholder('Search by order ID, customer name, or status...');
    await search.fill(`amber ${tag}`);
    await expect(page.getByText(`11 orders matching “amber ${tag}”`)).toBeVisible();
    await expect(orderRows(page)).toHaveCount(10);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(orderRows(page).first()).toContainText(`Amber ${tag}`);
    await expect(orderRows(page).first()).toContainText('₹4,250.00');
    await expect(orderRows(page).first()).toContainText('Confirmed');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(orderRows(page)).toHaveCount(1);
    // The oldest order was the shopper's first: 15% off.
    await expect(orderRows(page).first()).toContainText('₹3,612.50');

    // A new search starts again at page 1.
    await search.fill(tag);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    await search.fill(`nobody ${tag}`);
    await expect(page.getByText('No orders found')).toBeVisible();

    const orderId = orderIds[5]!;
    const shortId = orderId.slice(0, 8).toUpperCase();
    await search.fill(orderId.slice(0, 8));
    await expect(orderRows(page)).toHaveCount(1);
    await expect(orderRows(page).first()).toContainText(`#${shortId}`);

    await page.getByRole('button', { name: `View details of order ${shortId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order #${shortId}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(orderId)).toBeVisible();
    await expect(dialog.getByText(product.title)).toBeVisible();
    await expect(dialog.getByText('1 × ₹4,250.00')).toBeVisible();
    await expect(dialog.getByText('21 Altamount Road')).toBeVisible();
    await expect(dialog.getByText('Mumbai, Maharashtra 400026')).toBeVisible();
    await expect(dialog.getByText('Completed')).toBeVisible();
    await expect(dialog.getByText('Confirmed', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Update Order Status' }).click();
    await expect(dialog.getByText('Please select a status')).toBeVisible();

    await chooseOption(page, dialog.getByRole('combobox', { name: 'Order Status' }), 'In Shipping');
    await expect(dialog.getByText('Please select a status')).toBeHidden();
    await dialog.getByRole('button', { name: 'Update Order Status' }).click();
    await expect(page.getByText('Order status updated successfully')).toBeVisible();
    // Details refetched, the choice cleared, the change recorded with who made it.
    await expect(dialog.getByRole('combobox', { name: 'Order Status' })).toHaveText(/Select status/);
    await expect(dialog.getByText('Confirmed → In Shipping')).toBeVisible();
    await expect(dialog.getByText(/Admin/).last()).toBeVisible();
    await screenshotBothWidths(page, testInfo, 'orders-details');

    // The shopper hears that their order is on its way.
    await expect
      .poll(() => readOutbox().some((mail) => mail.includes(shopper.email) && /has shipped/.test(mail)), { timeout: 15_000 })
      .toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(orderRows(page).first()).toContainText('In Shipping');
    await search.fill(tag);
    await expect(orderRows(page)).toHaveCount(10);
    await screenshotBothWidths(page, testInfo, 'orders-list');
  });

  test('an admin finds the order of a customer who phones, and narrows the list by filters kept in the URL', async ({ page, baseURL }) => {
    const tag = uniqueTag();
    const product = await createStockedProduct(baseURL ?? '', `Phone Order ${tag}`);
    const shopper = await newShopper(baseURL ?? '', `Caller ${tag}`);
    const phone = `9${String(Date.now()).slice(-9)}`;
    const address = await shopper.request.post('/api/shop/address/add', {
      data: {
        fullName: `Lakshmi ${tag}`,
        phoneNumber: phone,
        addressLine1: '4 Lavelle Road',
        addressLine2: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
      },
    });
    expect(address.status(), await address.text()).toBeLessThan(300);
    const { orderId } = await placePaidOrder(shopper, product);
    const shortId = orderId.slice(0, 8).toUpperCase();

    await signInAsAdmin(page);
    await page.goto(paths.admin.orders);
    // The phone as the customer reads it out, with the country code and spaces.
    await page.getByPlaceholder('Search by order ID, customer name, or status...').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    await expect(orderRows(page)).toHaveCount(1);
    await expect(orderRows(page).first()).toContainText(`#${shortId}`);
    await expect(orderRows(page).first()).toContainText('Completed');

    await chooseOption(page, page.getByRole('combobox', { name: 'Payment' }), 'Failed');
    await expect(page.getByText('No orders found')).toBeVisible();
    await expect(page).toHaveURL(/payment=failed/);
    await page.reload();
    await expect(page.getByText('No orders found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(orderRows(page)).toHaveCount(1);
    await expectAccessible(page);

    // An internal note for the other admins lands in the order's timeline, under the payment and status changes.
    await page.getByRole('button', { name: `View details of order ${shortId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order #${shortId}` });
    const timeline = dialog.getByRole('list', { name: 'Order timeline' });
    await expect(timeline).toContainText('Paid');
    await dialog.getByLabel('Internal note (never shown to the customer)').fill('Customer phoned: deliver after 6 pm.');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Note added')).toBeVisible();
    await expect(timeline.getByRole('listitem').last()).toContainText('Customer phoned: deliver after 6 pm.');
  });

  test('an unpaid order can only be rejected, which gives its stock back', async ({ page, baseURL }) => {
    const tag = uniqueTag();
    const product = await createStockedProduct(baseURL!, `Vetiver ${tag}`);
    const shopper = await newShopper(baseURL!, `Unpaid ${tag}`);
    await placeUnpaidOrder(shopper, product, 2);
    await shopper.request.dispose();
    const stockNow = async () => {
      const res = await page.request.get(`/api/shop/products/get/${product._id}`);
      return ((await res.json()) as { data: { totalStock: number } }).data.totalStock;
    };
    const reserved = await stockNow();

    await signInAsAdmin(page);
    await page.goto(paths.admin.orders);
    await page.getByPlaceholder('Search by order ID, customer name, or status...').fill(`Unpaid ${tag}`);
    await expect(orderRows(page)).toHaveCount(1);
    await orderRows(page)
      .first()
      .getByRole('button', { name: /View details/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Order #/ });
    await expect(dialog.getByText('This order has not been paid yet; it can only be rejected until its payment completes.')).toBeVisible();

    await dialog.getByRole('combobox', { name: 'Order Status' }).click();
    await expect(page.getByRole('option', { name: 'In Shipping' })).toBeDisabled();
    await expect(page.getByRole('option', { name: 'Delivered' })).toBeDisabled();
    await page.getByRole('option', { name: 'Rejected' }).click();
    await dialog.getByRole('button', { name: 'Update Order Status' }).click();
    await expect(page.getByText('Order status updated successfully')).toBeVisible();
    await expect(dialog.getByText(/its status can no longer change/)).toBeVisible();
    await expect.poll(stockNow).toBe(reserved + 2);
  });

  test('on a phone the orders become stacked cards', async ({ page, baseURL }) => {
    const tag = uniqueTag();
    const product = await createStockedProduct(baseURL!, `Neroli ${tag}`);
    const shopper = await newShopper(baseURL!, `Cedar ${tag}`);
    await placePaidOrder(shopper, product);
    await shopper.request.dispose();

    await page.setViewportSize({ width: 375, height: 812 });
    await signInAsAdmin(page);
    await page.goto(paths.admin.orders);
    await page.getByPlaceholder('Search by order ID, customer name, or status...').fill(`Cedar ${tag}`);
    await expect(page.getByRole('table')).toBeHidden();
    const card = page.getByRole('listitem').filter({ hasText: `Cedar ${tag}` });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /View details/ }).click();
    await expect(page.getByRole('dialog', { name: /^Order #/ })).toBeVisible();
    await expectAccessible(page);
  });
});
