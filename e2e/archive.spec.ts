import type { Page } from '@playwright/test';
import { ADMIN, expect, expectAccessible, registerShopper, test } from './fixtures';
import { createStockedProduct, placePaidOrder, screenshotBothWidths, uniqueTag } from './backoffice-helpers';
import { paths } from '../apps/web/src/lib/paths';

/** Signs the browser in as someone else (the admin and the shopper take turns in one page). */
async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.context().clearCookies();
  const response = await page.request.post('/api/auth/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
}

/** The back office's product grid, filtered to one product. */
async function openProductGrid(page: Page, title: string) {
  await page.goto(paths.admin.products);
  await page.getByLabel('Filter products').fill(title);
}

test.describe('archive instead of delete', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an admin archives an ordered product: the shop no longer shows it, the past order still does, and it comes back', async ({
    page,
    baseURL,
  }, testInfo) => {
    const tag = uniqueTag();
    const title = `Ambre Éternel ${tag}`;
    const product = await createStockedProduct(baseURL!, title, { price: 5600 });
    const shopper = await registerShopper(page, { userName: `Leela ${tag}` });
    await placePaidOrder({ request: page.request, ...shopper }, product);
    const saved = await page.request.post('/api/shop/wishlist/add', { data: { productId: product._id } });
    expect(saved.status(), await saved.text()).toBe(200);

    // Delete is refused for an ordered product; the dialog offers to archive it instead.
    await signInAs(page, ADMIN);
    await openProductGrid(page, title);
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this product?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const refusal = page.getByRole('alertdialog', { name: 'This product has been ordered' });
    await expect(refusal).toContainText('archive it instead');
    await expectAccessible(page);
    await screenshotBothWidths(page, testInfo, 'delete-refused');
    await refusal.getByRole('button', { name: 'Archive instead' }).click();
    await expect(page.getByText('Product archived: it has left the shop')).toBeVisible();
    await expect(refusal).toBeHidden();

    // Gone from the shop's grid view, waiting under Archived with its badge and Restore.
    await expect(card).toHaveCount(0);
    const filters = page.getByRole('group', { name: 'Show products' });
    await filters.getByRole('button', { name: /^Archived/ }).click();
    await expect(card).toBeVisible();
    await expect(card.getByText(/^Archived /)).toBeVisible();
    await expect(card.getByRole('button', { name: `Restore ${title}` })).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, testInfo, 'archived-products');

    // The shop: not found by search, its page is gone.
    await page.context().clearCookies();
    await page.goto(paths.shop.search({ keyword: tag }));
    await expect(page.getByText('No results found')).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await page.goto(paths.shop.product(product._id));
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();

    // The shopper's past order still shows it, in the list and in its details.
    await signInAs(page, { email: shopper.email, password: shopper.password });
    await page.goto(paths.shop.account({ tab: 'orders' }));
    const orderCard = page.getByTestId('order-card').first();
    await expect(orderCard.getByRole('img', { name: title })).toBeVisible();
    await orderCard.getByRole('button', { name: /View Details/ }).click();
    const details = page.getByRole('dialog', { name: 'Your order' });
    await expect(details.getByTestId('order-item')).toContainText(title);
    await expect(details.getByTestId('order-item')).toContainText('₹5,600.00');
    await page.keyboard.press('Escape');

    // Still saved, shown as no longer available: nothing to open or move to the cart.
    await page.goto(paths.shop.account({ tab: 'wishlist' }));
    const unavailable = page.getByRole('article', { name: `${title}, no longer available` });
    await expect(unavailable.getByRole('button', { name: /^No longer available/ })).toBeDisabled();
    await expect(unavailable.getByRole('link')).toHaveCount(0);
    await expectAccessible(page);
    await screenshotBothWidths(page, testInfo, 'wishlist-unavailable');

    // The admin restores it; the shop shows it again.
    await signInAs(page, ADMIN);
    await openProductGrid(page, title);
    await page
      .getByRole('group', { name: 'Show products' })
      .getByRole('button', { name: /^Archived/ })
      .click();
    await card.getByRole('button', { name: `Restore ${title}` }).click();
    await expect(page.getByText('Product restored to the shop')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page
      .getByRole('group', { name: 'Show products' })
      .getByRole('button', { name: /^Active/ })
      .click();
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: `Archive ${title}` })).toBeVisible();

    await page.goto(paths.shop.product(product._id));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});

test('the admin sets the shop’s low-stock level in Settings; a level that is not a whole number is refused', async ({ page }) => {
  await signInAs(page, ADMIN);
  await page.goto(paths.admin.settings);
  const threshold = page.getByLabel('Low stock at or below');
  await expect(threshold).toHaveValue('5');
  await threshold.fill('2.5');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Low-stock threshold must be a whole number')).toBeVisible();
  await threshold.fill('8');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Shop settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Low stock at or below')).toHaveValue('8');
  await page.getByLabel('Low stock at or below').fill('5');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Shop settings saved').first()).toBeVisible();
});
