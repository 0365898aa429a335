import type { Page } from '@playwright/test';
import { formatInr, type Product } from '@aurelle/contract';
import { expect, expectAccessible, signInAsAdmin, test } from './fixtures';
import { createStockedProduct, screenshotBothWidths, uniqueTag } from './backoffice-helpers';
import { dismissToasts } from './commerce-helpers';
import { paths } from '../apps/web/src/lib/paths';

/*
 * Products and stock: the back office's table of sizes. An admin restocks from the Low-stock view, edits a
 * price in place, adds stock to several sizes at once, and sees a bulk edit refused as a whole.
 */

const skuOf = (product: Product) => product.variants[0]?.sku ?? '';
const row = (page: Page, sku: string) => page.getByRole('row').filter({ has: page.getByText(sku, { exact: true }) });

/** Products of our own (one size each), tagged so the table can be narrowed to them among the demo catalog. */
async function ownProducts(baseURL: string, tag: string, count: number, totalStock: number, price = 4250): Promise<Product[]> {
  const products: Product[] = [];
  for (let index = 1; index <= count; index += 1) {
    products.push(await createStockedProduct(baseURL, `Table Oud ${tag} ${index}`, { totalStock, price }));
  }
  return products;
}

test.describe('the table of sizes', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('restocks five sizes from the Low-stock view; they leave it and the shop shows the new stock', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    const tag = uniqueTag();
    const products = await ownProducts(baseURL ?? '', tag, 5, 2);
    const [first] = products;
    if (!first) throw new Error('no product');
    await page.goto(paths.shop.product(first._id));
    await expect(page.getByText('Only 2 left in stock')).toBeVisible();

    await page.goto(paths.admin.products);
    await page.getByRole('navigation', { name: 'Catalog view' }).getByRole('link', { name: 'Table' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/table$/);
    await page
      .getByRole('navigation', { name: 'Size views' })
      .getByRole('button', { name: /Low stock/ })
      .click();
    await expect(page).toHaveURL(/stock=low/);
    await page.getByLabel('Search sizes by title, house or SKU').fill(tag);
    await expect(page.getByText('5 sizes (filtered)')).toBeVisible();
    for (const product of products) await expect(row(page, skuOf(product)).getByText('Low stock')).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, testInfo, 'low-stock-view');

    // The title opens the product's edit sheet, over the view.
    await row(page, skuOf(first)).getByRole('button', { name: first.title }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(sheet.getByLabel('Title')).toHaveValue(first.title);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    for (const [index, product] of products.entries()) {
      const sku = skuOf(product);
      await row(page, sku)
        .getByRole('button', { name: `Restock ${sku}` })
        .click();
      const popover = page.getByRole('dialog', { name: `Restock ${sku}` });
      await expect(popover.getByRole('radio', { name: 'Restock' })).toBeChecked();
      await popover.getByLabel('Bottles to add').fill('12');
      await expect(popover.getByText('+12 · 2 → 14')).toBeVisible();
      if (index === 0) await screenshotBothWidths(page, testInfo, 'restock-popover');
      await popover.getByLabel('Bottles to add').press('Enter');
      await expect(page.getByText('Stock updated on 1 size').first()).toBeVisible();
      // Above its alert now: it leaves the view.
      await expect(row(page, sku)).toHaveCount(0);
      await expect(
        page.getByText(`${products.length - index - 1} ${products.length - index - 1 === 1 ? 'size' : 'sizes'} (filtered)`),
      ).toBeVisible();
    }
    await expect(page.getByText('No sizes found')).toBeVisible();

    // The shop shows the new stock at once (its caches were dropped with the write).
    await page.goto(paths.shop.product(first._id));
    await expect(page.getByText('In stock (14 available)')).toBeVisible();

    // Each restock is in the size's history, with its reason and who made it.
    await page.goto(paths.admin.productTable());
    await page.getByLabel('Search sizes by title, house or SKU').fill(skuOf(first));
    await row(page, skuOf(first))
      .getByRole('button', { name: `Stock history of ${skuOf(first)}` })
      .click();
    const history = page.getByRole('dialog', { name: `Stock history of ${skuOf(first)}` });
    await expect(history.getByText('Restock')).toBeVisible();
    await expect(history.getByText('+12')).toBeVisible();
    await expect(history.getByText('2 → 14')).toBeVisible();
  });

  test('edits a price in place (Enter saves, Escape cancels) and the shop shows it', async ({ page, baseURL }) => {
    const tag = uniqueTag();
    const [product] = await ownProducts(baseURL ?? '', tag, 1, 20, 4250);
    if (!product) throw new Error('no product');
    const sku = skuOf(product);
    await page.goto(paths.admin.productTable());
    await page.getByLabel('Search sizes by title, house or SKU').fill(tag);
    const line = row(page, sku);
    await expect(line.getByText(formatInr(4250))).toBeVisible();

    // Escape leaves it as it was.
    await line.getByRole('button', { name: `Edit price of ${sku}` }).click();
    await line.getByLabel(`Price of ${sku}`, { exact: true }).fill('1');
    await line.getByLabel(`Price of ${sku}`, { exact: true }).press('Escape');
    await expect(line.getByText(formatInr(4250))).toBeVisible();

    // A price the rules refuse shows the contract's message beside the field.
    await line.getByRole('button', { name: `Edit price of ${sku}` }).click();
    await line.getByLabel(`Price of ${sku}`, { exact: true }).fill('12.345');
    await line.getByLabel(`Price of ${sku}`, { exact: true }).press('Enter');
    await expect(line.getByRole('alert')).toHaveText('Price must be an amount in rupees with at most 2 decimal places');

    await line.getByLabel(`Price of ${sku}`, { exact: true }).fill('3999');
    await line.getByLabel(`Price of ${sku}`, { exact: true }).press('Enter');
    await expect(page.getByText('Price updated on 1 size')).toBeVisible();
    await expect(line.getByText(formatInr(3999))).toBeVisible();

    // A sale price at or above the price is refused by the server, in its words.
    await line.getByRole('button', { name: `Edit sale price of ${sku}` }).click();
    await line.getByLabel(`Sale price of ${sku}`, { exact: true }).fill('3999');
    await line.getByLabel(`Sale price of ${sku}`, { exact: true }).press('Enter');
    await expect(line.getByRole('alert')).toHaveText('Sale price must be lower than the price (the price is ₹3,999.00)');
    await line.getByLabel(`Sale price of ${sku}`, { exact: true }).press('Escape');

    await page.goto(paths.shop.product(product._id));
    await expect(page.getByRole('main').getByText(formatInr(3999)).first()).toBeVisible();
  });

  test('adds 12 to the stock of the selected sizes at once, and refuses a bulk edit that one size cannot take', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    const tag = uniqueTag();
    const products = await ownProducts(baseURL ?? '', tag, 3, 30);
    const skus = products.map(skuOf);
    // One size with fewer bottles: removing 10 from all must be refused as a whole.
    const [fewer] = products;
    if (!fewer) throw new Error('no product');
    await page.goto(paths.admin.productTable());
    await page.getByLabel('Search sizes by title, house or SKU').fill(tag);
    await expect(page.getByText('3 sizes (filtered)')).toBeVisible();

    for (const sku of skus)
      await row(page, sku)
        .getByRole('checkbox', { name: `Select ${sku}` })
        .click();
    const bulkBar = page.getByRole('region', { name: 'Change the selected sizes' });
    await expect(bulkBar.getByText('3 sizes selected')).toBeVisible();
    await bulkBar.getByRole('button', { name: 'Stock', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Change stock' });
    await expect(dialog.getByRole('radio', { name: 'Add' })).toBeChecked();
    await dialog.getByLabel('Bottles to add').fill('12');
    await expect(dialog.getByRole('radio', { name: 'Restock' })).toBeChecked();
    await screenshotBothWidths(page, testInfo, 'bulk-stock-dialog');
    await dialog.getByRole('button', { name: 'Apply to 3 sizes' }).click();
    await expect(page.getByText('Stock updated on 3 sizes')).toBeVisible();
    await expect(dialog).toBeHidden();
    for (const sku of skus) await expect(row(page, sku).getByRole('button', { name: `Edit stock of ${sku}` })).toHaveText('42');
    await expect(bulkBar).toBeHidden();
    await dismissToasts(page);

    // Make one size short, then ask for 50 fewer bottles everywhere: nothing is saved, and the dialog says which.
    await row(page, skuOf(fewer))
      .getByRole('button', { name: `Edit stock of ${skuOf(fewer)}` })
      .click();
    const stockPopover = page.getByRole('dialog', { name: `Stock of ${skuOf(fewer)}` });
    await stockPopover.getByLabel('Bottles in stock').fill('40');
    await stockPopover.getByRole('radio', { name: 'Damaged' }).click();
    await stockPopover.getByRole('button', { name: 'Save stock' }).click();
    await expect(row(page, skuOf(fewer)).getByRole('button', { name: `Edit stock of ${skuOf(fewer)}` })).toHaveText('40');

    await page.getByRole('checkbox', { name: 'Select every size on this page' }).click();
    await bulkBar.getByRole('button', { name: 'Stock', exact: true }).click();
    await dialog.getByRole('radio', { name: 'Remove' }).click();
    await dialog.getByLabel('Bottles to remove').fill('41');
    await dialog.getByRole('radio', { name: 'Correction' }).click();
    await dialog.getByRole('button', { name: 'Apply to 3 sizes' }).click();
    await expect(dialog.getByRole('alert')).toContainText(`Nothing was saved: ${skuOf(fewer)}: Stock cannot go below 0 (it has 40)`);
    await screenshotBothWidths(page, testInfo, 'bulk-refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, skuOf(fewer)).getByRole('button', { name: `Edit stock of ${skuOf(fewer)}` })).toHaveText('40');
    for (const sku of skus.slice(1)) await expect(row(page, sku).getByRole('button', { name: `Edit stock of ${sku}` })).toHaveText('42');
    await expectAccessible(page);
    await screenshotBothWidths(page, testInfo, 'size-table');
  });
});
