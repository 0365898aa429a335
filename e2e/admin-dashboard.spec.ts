import type { Page } from '@playwright/test';
import { ADMIN, expect, expectAccessible, signInAsAdmin, test, urlEndingWith } from './fixtures';
import { createStockedProduct, newShopper, placePaidOrder, screenshotBothWidths, uniqueTag } from './backoffice-helpers';
import { paths } from '../apps/web/src/lib/paths';

const usersTable = (page: Page) => page.getByRole('table').locator('tbody tr');

test.describe('admin dashboard', () => {
  // Journeys through real checkout, argon2 registrations and a lazily loaded chart: give them room on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('the Users tab searches, pages through members and shows a member’s details', async ({ page, baseURL }, testInfo) => {
    // Twelve registrations hash twelve passwords (argon2id).
    test.setTimeout(240_000);
    const tag = uniqueTag();
    // 12 members sharing a tag: one full page of 10 and a second page of 2.
    for (let index = 1; index <= 12; index += 1) {
      const shopper = await newShopper(baseURL!, `Vetiver ${tag} ${String(index).padStart(2, '0')}`);
      await shopper.request.dispose();
    }
    await signInAsAdmin(page);
    await page.goto(paths.admin.dashboard());
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page).toHaveURL(/tab=users/);
    await expect(usersTable(page).first()).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Search users').fill(tag.toUpperCase());
    await expect(page.getByText(`12 members matching “${tag.toUpperCase()}”`)).toBeVisible();
    await expect(usersTable(page)).toHaveCount(10);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    // Newest first: the last registered member leads the first page.
    await expect(usersTable(page).first()).toContainText(`Vetiver ${tag} 12`);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(usersTable(page)).toHaveCount(2);
    await expect(usersTable(page).nth(1)).toContainText(`Vetiver ${tag} 01`);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    // A new search starts again at page 1.
    await page.getByLabel('Search users').fill(`Vetiver ${tag} 0`);
    await expect(page.getByText(`9 members matching “Vetiver ${tag} 0”`)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Users pages' })).toHaveCount(0);

    await page.getByLabel('Search users').fill(`nobody-${tag}`);
    await expect(page.getByText('No users found')).toBeVisible();

    await page.getByLabel('Search users').fill(`Vetiver ${tag} 07`);
    await expect(usersTable(page)).toHaveCount(1);
    await expect(usersTable(page).first().getByText('User', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `View details of Vetiver ${tag} 07` }).click();
    const dialog = page.getByRole('dialog', { name: 'User Details' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Vetiver ${tag} 07`)).toBeVisible();
    await expect(dialog.getByText(/^vetiver\..+@example\.com$/)).toBeVisible();
    await expect(dialog.getByText('Active', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Created At')).toBeVisible();
    await expect(dialog.getByText(String(new Date().getFullYear()))).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, testInfo, 'dashboard-user-details');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByLabel('Search users').fill(tag);
    await expect(usersTable(page)).toHaveCount(10);
    await screenshotBothWidths(page, testInfo, 'dashboard-users');
  });

  test('switching a member inactive signs them out; an admin cannot switch themself off', async ({ page, baseURL }) => {
    const shopper = await newShopper(baseURL!, `Oudh ${uniqueTag()}`);
    expect((await shopper.request.get('/api/auth/check-auth')).status()).toBe(200);

    await signInAsAdmin(page);
    await page.goto(paths.admin.dashboard({ tab: 'users' }));
    await page.getByLabel('Search users').fill(shopper.email);
    await expect(usersTable(page)).toHaveCount(1);
    const statusSwitch = page.getByRole('switch', { name: `Active status of ${shopper.userName}` });
    await expect(statusSwitch).toBeChecked();

    await statusSwitch.click();
    await expect(page.getByText('User status updated successfully')).toBeVisible();
    await expect(statusSwitch).not.toBeChecked();
    await expect(usersTable(page).first()).toContainText('Inactive');
    // Their existing session stops working at once.
    expect((await shopper.request.get('/api/auth/check-auth')).status()).toBe(401);
    const login = await shopper.request.post('/api/auth/login', { data: { email: shopper.email, password: shopper.password } });
    expect(login.status()).toBeGreaterThanOrEqual(400);

    // Switching them back lets them sign in again.
    await statusSwitch.click();
    await expect(statusSwitch).toBeChecked();
    await expect
      .poll(async () =>
        (await shopper.request.post('/api/auth/login', { data: { email: shopper.email, password: shopper.password } })).status(),
      )
      .toBe(200);
    await shopper.request.dispose();

    await page.getByLabel('Search users').fill(ADMIN.email);
    const adminRow = usersTable(page).filter({ hasText: ADMIN.email });
    await expect(adminRow.getByText('Admin', { exact: true })).toBeVisible();
    await adminRow.getByRole('switch').click();
    await expect(page.getByText('Error updating user status')).toBeVisible();
    await expect(page.getByText('You cannot deactivate your own account')).toBeVisible();
    await expect(adminRow.getByRole('switch')).toBeChecked();
  });

  test('a malformed users answer is reported, not half-rendered', async ({ page }) => {
    await page.route('**/api/admin/users?*', (route) => route.fulfill({ json: { success: true, people: [] } }));
    await signInAsAdmin(page);
    await page.goto(paths.admin.dashboard({ tab: 'users' }));
    // One retry first (React Query), then the error.
    await expect(page.getByText('Error fetching users').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Invalid response format from server').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('the Sales tab shows the last 30 days in rupees', async ({ page, baseURL }, testInfo) => {
    const tag = uniqueTag();
    const product = await createStockedProduct(baseURL!, `Rose Absolue ${tag}`, { price: 24_500 });
    const shopper = await newShopper(baseURL!, `Saffron ${tag}`);
    await placePaidOrder(shopper, product, 2);
    await shopper.request.dispose();

    await signInAsAdmin(page);
    await page.goto(paths.admin.dashboard({ tab: 'sales' }));
    const figures = page.getByRole('region', { name: /Key figures/ });
    // The Sales tab loads the chart library on first open.
    await expect(figures.getByText('Revenue · 30 days')).toBeVisible({ timeout: 30_000 });
    await expect(figures.getByText(/^₹[\d,]+(\.\d{1,2})?$/).first()).toBeVisible();
    await expect(figures.getByText('Paid orders')).toBeVisible();
    await expect(figures.getByText('Average order value')).toBeVisible();
    await expect(figures.getByText('New customers')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Revenue & orders' })).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Orders by status' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top products' })).toBeVisible();
    await expect(page.getByRole('cell', { name: product.title }).first()).toBeVisible();
    await page.getByRole('button', { name: 'By units' }).click();
    await expect(page.getByRole('button', { name: 'By units' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Stock watch' })).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, testInfo, 'dashboard-sales');
  });

  test('the Sales tab has a calm empty state before the first sale', async ({ page }) => {
    await page.route('**/api/admin/dashboard/sales', (route) =>
      route.fulfill({
        json: {
          success: true,
          days: 30,
          timezone: 'Asia/Kolkata',
          from: '2026-01-01',
          to: '2026-01-30',
          revenue: 0,
          paidOrders: 0,
          averageOrderValue: 0,
          newCustomers: 0,
          daily: Array.from({ length: 30 }, (_, index) => ({
            date: `2026-01-${String(index + 1).padStart(2, '0')}`,
            revenue: 0,
            orders: 0,
            newCustomers: 0,
          })),
          ordersByStatus: [],
          topProducts: [],
          topProductsByRevenue: [],
          lowStock: [],
          lowStockCount: 0,
          outOfStock: [],
          outOfStockCount: 0,
        },
      }),
    );
    await signInAsAdmin(page);
    await page.goto(paths.admin.dashboard({ tab: 'sales' }));
    // The Sales tab loads the chart library on first open.
    await expect(page.getByText('No paid orders in the last 30 days')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('No orders yet.')).toBeVisible();
    await expect(page.getByText('No sales yet in this period.')).toBeVisible();
    await expect(page.getByText('Every product is well stocked.')).toBeVisible();
    await expect(page.getByRole('region', { name: /Key figures/ }).getByText('₹0')).toHaveCount(2);
  });

  test('at 375 px the admin side menu slides out', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAsAdmin(page);
    await page.goto(paths.admin.dashboard({ tab: 'users' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: /menu/i }).first().click();
    const menu = page.getByRole('dialog').filter({ hasText: 'Admin Panel' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: /orders/i }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.admin.orders));
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });
});
