import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { formatInr, type GstSummary, type Order } from '@aurelle/contract';
import { createStockedProduct, newShopper, placePaidOrder, screenshotBothWidths, uniqueTag } from './backoffice-helpers';
import { chooseOption, expect, expectAccessible, signInAsAdmin, test } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

/** India's month now (UTC+5:30), and its name as the month picker shows it. */
const IST_NOW = new Date(Date.now() + 330 * 60_000);
const THIS_MONTH = IST_NOW.toISOString().slice(0, 7);
const THIS_MONTH_LABEL = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(IST_NOW);
const LAST_MONTH = new Date(Date.UTC(IST_NOW.getUTCFullYear(), IST_NOW.getUTCMonth() - 1, 1));
const LAST_MONTH_LABEL = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(LAST_MONTH);

async function summaryOf(request: APIRequestContext, month: string): Promise<GstSummary> {
  const response = await request.get(`/api/admin/gst/summary?month=${month}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { summary: GstSummary }).summary;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const csvAmount = (rupees: number) => (paise(rupees) / 100).toFixed(2);

test.describe('GST summary', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the admin opens GST, sees the month’s totals with a paid order in them, and exports the sheets as CSV', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signInAsAdmin(page);
    const before = await summaryOf(page.request, THIS_MONTH);

    // A first order of ₹4,250, 15% off: ₹3,612.50 paid, delivered to Maharashtra from a shop in Karnataka, so IGST:
    // round(3,61,250 × 18/118) = 55,106 paise; taxable value 3,06,144 paise.
    const tag = uniqueTag();
    const product = await createStockedProduct(baseURL!, `Saffron Ledger ${tag}`, { price: 4250 });
    const shopper = await newShopper(baseURL!, `Meera ${tag}`);
    const { orderId } = await placePaidOrder(shopper, product);
    const details = (await (await shopper.request.get(`/api/shop/order/details/${orderId}`)).json()) as { data: Order };
    const invoiceNumber = details.data.invoice?.number ?? '';
    expect(invoiceNumber).toMatch(/^AUR\/\d\d-\d\d\/\d{6}$/);

    const after = await summaryOf(page.request, THIS_MONTH);
    expect(paise(after.totals.net.total) - paise(before.totals.net.total)).toBe(361_250);
    expect(paise(after.totals.net.taxableValue) - paise(before.totals.net.taxableValue)).toBe(306_144);
    expect(paise(after.totals.net.igst) - paise(before.totals.net.igst)).toBe(55_106);

    await page.goto(paths.admin.dashboard());
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'GST' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'GST' })).toBeVisible();
    // It opens on last month, the one an accountant files for.
    await expect(page.getByLabel('Month', { exact: true })).toHaveText(LAST_MONTH_LABEL);
    await expect(page.getByRole('heading', { level: 2, name: LAST_MONTH_LABEL })).toBeVisible();

    await chooseOption(page, page.getByLabel('Month', { exact: true }), THIS_MONTH_LABEL);
    await expect(page).toHaveURL(new RegExp(`[?&]month=${THIS_MONTH}$`));
    const totals = page.getByRole('region', { name: THIS_MONTH_LABEL });
    await expect(totals.getByRole('heading', { level: 2, name: THIS_MONTH_LABEL })).toBeVisible();
    const figure = (label: string) => totals.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(figure('Taxable value')).toHaveText(formatInr(after.totals.net.taxableValue));
    await expect(figure('IGST')).toHaveText(formatInr(after.totals.net.igst));
    await expect(figure('Total with GST')).toHaveText(formatInr(after.totals.net.total));

    // The order's place of supply in B2CS, and its invoice as the last number used this month.
    const maharashtra = after.b2cs.find((row) => row.placeOfSupply === '27-Maharashtra');
    expect(maharashtra).toBeDefined();
    const b2cs = page.getByRole('table', { name: 'B2C sales by place of supply and rate' });
    await expect(b2cs.getByRole('row', { name: /27 Maharashtra/ })).toContainText(formatInr(maharashtra?.taxableValue ?? 0));
    const invoices = page
      .getByRole('table', { name: 'Documents issued' })
      .getByRole('row', { name: /Invoices for outward supply/ })
      .last();
    await expect(invoices).toContainText(invoiceNumber);
    await expectAccessible(page);

    // B2CS as the offline tool takes it.
    const [b2csDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV (B2CS)' }).click(),
    ]);
    expect(b2csDownload.suggestedFilename()).toBe(`gstr1-${THIS_MONTH}-b2cs.csv`);
    expect(
      readFileSync(await b2csDownload.path(), 'utf8')
        .trimEnd()
        .split('\n'),
    ).toEqual([
      'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
      ...after.b2cs.map((row) => `OE,${row.placeOfSupply},,${row.rate.toFixed(2)},${csvAmount(row.taxableValue)},0.00,`),
    ]);

    // The HSN summary, whose taxes add up to the month's.
    const [hsnDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV (HSN)' }).click(),
    ]);
    const [hsnHeader, ...hsnRows] = readFileSync(await hsnDownload.path(), 'utf8')
      .trimEnd()
      .split('\n');
    expect(hsnHeader).toBe(
      'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
    );
    expect(hsnRows.find((row) => row.startsWith('3303,'))).toMatch(/^3303,Perfumes and toilet waters,NOS-NUMBERS,\d+,/);
    const hsnIgst = hsnRows.reduce((sum, row) => sum + paise(Number(row.split(',')[7])), 0);
    expect(hsnIgst).toBe(paise(after.totals.net.igst));

    const [docsDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV (documents)' }).click(),
    ]);
    const docs = readFileSync(await docsDownload.path(), 'utf8')
      .trimEnd()
      .split('\n');
    expect(docs[0]).toBe('Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled');
    expect(docs.filter((row) => row.startsWith('Invoices for outward supply,')).at(-1)).toMatch(
      new RegExp(`^Invoices for outward supply,AUR/[^,]+,${invoiceNumber.replaceAll('/', '\\/')},\\d+,0$`),
    );

    await screenshotBothWidths(page, testInfo, 'gst-summary');
  });

  test('at 375 px the month’s figures and sheets fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAsAdmin(page);
    await page.goto(paths.admin.gst({ month: THIS_MONTH }));
    await expect(page.getByRole('heading', { level: 2, name: THIS_MONTH_LABEL })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download CSV (B2CS)' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Back a month with the arrow, and the next-month arrow stops at this month.
    await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.getByRole('heading', { level: 2, name: LAST_MONTH_LABEL })).toBeVisible();
  });
});
