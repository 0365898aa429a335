import { randomUUID } from 'node:crypto';
import { formatInr } from '@aurelle/contract';
import { createStockedProduct } from './backoffice-helpers';
import { chooseOption, expect, expectAccessible, signInAsAdmin, test } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

test.describe('admin audit log', () => {
  test('an admin’s price edit is found on the Audit page with who, when and before/after; filters live in the URL', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const title = `Audit Amber ${randomUUID().slice(0, 6)}`;
    await createStockedProduct(baseURL ?? '', title, { price: 4250, totalStock: 20 });
    await signInAsAdmin(page);

    await page.goto(paths.admin.products);
    await page.getByRole('article', { name: title }).getByRole('button', { name: /^Edit/ }).click();
    const editSheet = page.getByRole('dialog', { name: 'Edit Product' });
    await editSheet.getByLabel('Price (₹)', { exact: true }).fill('3999');
    await editSheet.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editSheet).toBeHidden();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
    await page.getByLabel('Search the audit log').fill(title);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(title).replace(/%20/g, '(\\+|%20)')}`));
    const changes = page.getByRole('list', { name: 'Recorded changes' }).getByRole('listitem');
    await expect(changes).toHaveCount(2);
    const edit = changes.filter({ hasText: 'Edited product' });
    await expect(edit.getByText(title)).toBeVisible();
    await expect(edit.getByText('admin@aurelle.example')).toBeVisible();
    await expect(changes.filter({ hasText: 'Created product' })).toHaveCount(1);

    await edit.getByRole('button', { name: 'Show changes' }).click();
    const priceRow = edit.getByRole('row', { name: /^Price\b/ }).first();
    await expect(priceRow.getByRole('cell').nth(0)).toHaveText(formatInr(4250));
    await expect(priceRow.getByRole('cell').nth(1)).toHaveText(formatInr(3999));
    await expectAccessible(page);

    // Another kind of record: nothing; the filters survive a reload; Clear filters shows everything again.
    await chooseOption(page, page.getByLabel('Kind of record'), 'Users');
    await expect(page.getByText('Nothing matches these filters')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Search the audit log')).toHaveValue(title);
    await expect(page.getByText('Nothing matches these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByLabel('Search the audit log')).toHaveValue('');
    await expect(changes.first()).toBeVisible();
    expect(await changes.count()).toBeGreaterThanOrEqual(2);
  });

  test('at 375 px the log reads as stacked entries', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAsAdmin(page);
    await page.goto(paths.admin.audit);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recorded changes' }).getByRole('listitem').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
