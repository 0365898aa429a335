import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { CatalogCsvColumn } from '@aurelle/contract';
import { expect, expectAccessible, signInAsAdmin, test } from './fixtures';
import { screenshotBothWidths } from './commerce-helpers';
import { paths } from '../apps/web/src/lib/paths';

test.describe.configure({ timeout: 120_000 });

test('the admin exports the catalog, imports it back with a progress bar, and reads the errors of a bad file', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  await page.goto(paths.admin.products);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^aurelle-catalog-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  const [header, firstRow] = csv.split('\n');
  expect(header?.startsWith('product_id,title,brand')).toBe(true);
  expect(firstRow).toBeTruthy();

  // A changed stock on the first row, imported back.
  const lines = csv.trimEnd().split('\n');
  const columns = (header ?? '').split(',');
  const edited = [header, ...lines.slice(1)].join('\n') + '\n';
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import catalog' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
  // Hold the answer a moment so the progress is seen.
  await page.route('**/api/admin/products/import', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(page.getByText('Catalog imported')).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toBeHidden();
  await page.unrouteAll({ behavior: 'wait' });

  // A bad file: a row with a negative stock and an unknown note; nothing is written.
  const stockAt = columns.indexOf('stock');
  const skuAt = columns.indexOf('sku');
  expect(stockAt).toBeGreaterThan(0);
  // Built by column name, so the row stays right when the export gains columns.
  const badRow: Partial<Record<CatalogCsvColumn, string>> = {
    title: `Broken ${randomUUID().slice(0, 4)}`,
    brand: 'Aurelle',
    category: 'niche',
    gender: 'female',
    fragrance_type: 'floral',
    description: 'x',
    image: '/logo.svg',
    featured: 'false',
    heart_notes: 'Moonbeam',
    sku: `BAD-${randomUUID().slice(0, 6)}`,
    size_ml: '50',
    kind: 'bottle',
    price: '100',
    sale_price: '0',
    stock: '-2',
    hidden: 'false',
  };
  const bad = `${header}\n${columns.map((column) => badRow[column as CatalogCsvColumn] ?? '').join(',')}\n`;
  expect(skuAt).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('1 row has errors; nothing was imported')).toBeVisible();
  const errors = dialog.getByRole('list', { name: 'Rows with errors' });
  await expect(errors).toContainText('row 2');
  await expect(errors).toContainText('heart_notes: Unknown note: Moonbeam. Add it to the notes first');
  await expect(errors).toContainText('stock: Stock must not be negative');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'import-errors', (name) => testInfo.outputPath(name), { fullPage: false });
});
