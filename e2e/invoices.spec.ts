import { readFileSync } from 'node:fs';
import { expect, registerShopper, signInAsAdmin, test } from './fixtures';
import { createStockedProduct, placePaidOrder, uniqueTag } from './backoffice-helpers';
import { paths } from '../apps/web/src/lib/paths';

const INVOICE_NUMBER = /^AUR\/\d\d-\d\d\/\d{6}$/;

test.describe('GST tax invoices', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a shopper downloads the tax invoice of a paid order from its details; the admin downloads it too', async ({ page, baseURL }) => {
    const tag = uniqueTag();
    const product = await createStockedProduct(baseURL!, `Vetiver Noir ${tag}`, { price: 3450 });
    const account = await registerShopper(page, { userName: `Kavya ${tag}` });
    const { orderId } = await placePaidOrder({ request: page.request, ...account }, product);

    await page.goto(paths.shop.account({ tab: 'orders' }));
    await page
      .getByTestId('order-card')
      .first()
      .getByRole('button', { name: /View Details/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Your order' });
    await expect(details.getByRole('heading', { name: 'Tax invoice' })).toBeVisible();
    const number = (await details.getByTestId('invoice-number').textContent()) ?? '';
    expect(number).toMatch(INVOICE_NUMBER);
    await expect(details.getByText(/Includes GST of ₹/)).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), details.getByRole('link', { name: 'Download invoice' }).click()]);
    expect(download.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The admin, in the order's details.
    await page.context().clearCookies();
    await signInAsAdmin(page);
    await page.goto(paths.admin.orders);
    await page.getByPlaceholder('Search by order ID, customer name, or status...').fill(orderId.slice(0, 8));
    const shortId = orderId.slice(0, 8).toUpperCase();
    await page.getByRole('button', { name: `View details of order ${shortId}` }).click();
    const adminDetails = page.getByRole('dialog', { name: `Order #${shortId}` });
    const [adminDownload] = await Promise.all([
      page.waitForEvent('download'),
      adminDetails.getByRole('link', { name: `${number} (PDF)` }).click(),
    ]);
    expect(readFileSync(await adminDownload.path()).equals(pdf)).toBe(true);
  });

  test('the admin keeps the shop’s GST registration; a mistyped GSTIN is caught before saving', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(paths.admin.settings);
    await expect(page.getByRole('heading', { name: 'Shop Settings' })).toBeVisible();
    const gstin = page.getByLabel('GSTIN');
    await expect(gstin).toHaveValue('29AABCA1234C1ZB');
    await gstin.fill('29AABCA1234C1ZX');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('This GSTIN’s last character does not match: check it for a typo')).toBeVisible();
    await gstin.fill('29AABCA1234C1ZB');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Shop settings saved')).toBeVisible();
  });
});
