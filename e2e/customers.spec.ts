import type { Page } from '@playwright/test';
import { expect, expectAccessible, readOutbox, signInAsAdmin, test, uniqueEmail, urlEndingWith } from './fixtures';
import { createStockedProduct, newShopper, placePaidOrder, screenshotBothWidths, uniqueTag } from './backoffice-helpers';
import { expectAccessibleOverlay } from './commerce-helpers';
import { paths } from '../apps/web/src/lib/paths';

/* The customer page, reached from the orders list, and inviting another admin. */

const orderRows = (page: Page) => page.getByRole('table').locator('tbody tr');

test.describe('customers and admins', () => {
  test.describe.configure({ timeout: 180_000 });

  test('from the orders list, a customer’s page shows their orders and lifetime value', async ({ page, baseURL }, testInfo) => {
    const tag = uniqueTag();
    const product = await createStockedProduct(baseURL!, `Ambre Nuit ${tag}`, { price: 4000 });
    const shopper = await newShopper(baseURL!, `Kavya ${tag}`);
    // The first order gets the first-order 15% off: ₹3,400, then ₹4,000.
    const { orderId: firstOrderId } = await placePaidOrder(shopper, product);
    await placePaidOrder(shopper, product);
    await shopper.request.dispose();

    await signInAsAdmin(page);
    await page.goto(paths.admin.orders);
    await page.getByPlaceholder('Search by order ID, customer name, or status...').fill(`kavya ${tag}`);
    await expect(page.getByText(`2 orders matching “kavya ${tag}”`)).toBeVisible();
    await orderRows(page)
      .first()
      .getByRole('link', { name: `Kavya ${tag}` })
      .click();

    await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: `Kavya ${tag}` })).toBeVisible();
    const figures = page.getByRole('region', { name: 'Customer figures' });
    await expect(figures).toContainText('Lifetime value');
    await expect(figures).toContainText('₹7,400.00');
    await expect(figures).toContainText('Paid, nothing refunded');
    await expect(figures.getByText('2', { exact: true })).toBeVisible();
    await expect(page.getByText('2 orders, newest first')).toBeVisible();
    const orders = page.getByRole('table', { name: 'Customer orders' }).locator('tbody tr');
    await expect(orders).toHaveCount(2);
    await expect(orders.first()).toContainText('₹4,000.00');
    await expect(orders.last()).toContainText('₹3,400.00');
    await expect(orders.first()).toContainText('Paid');
    await expect(page.getByText(shopper.email)).toHaveCount(2); // the header and the contact card
    await expect(page.getByText('9876543210').first()).toBeVisible();
    await expect(page.getByText('Newsletters and campaigns')).toBeVisible();
    await expect(page.getByText('No review written')).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, testInfo, 'customer-page');

    // Narrow screens show the orders as cards.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('list', { name: 'Customer orders' }).getByRole('link')).toHaveCount(2);
    await page.setViewportSize({ width: 1280, height: 800 });

    // An order opens its details in the orders page.
    const shortId = firstOrderId.slice(0, 8).toUpperCase();
    await page.getByRole('link', { name: `Order ${shortId}: open its details` }).click();
    await expect(page).toHaveURL(urlEndingWith(`${paths.admin.orders}?order=${firstOrderId}`));
    const dialog = page.getByRole('dialog', { name: `Order #${shortId}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(product.title)).toBeVisible();

    // An unknown customer: a clear page, not a crash.
    await page.goto(paths.admin.customer('00000000-0000-4000-8000-000000000000'));
    await expect(page.getByText('Customer not found')).toBeVisible();
  });

  test('an owner invites a packer, who sets a password from the e-mail and sees only the packing work', async ({ page }, testInfo) => {
    const tag = uniqueTag();
    const email = uniqueEmail(`ravi.${tag}`);
    await signInAsAdmin(page);
    await page.goto(paths.admin.dashboard({ tab: 'users' }));
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone' });
    await expect(dialog).toBeVisible();
    await expectAccessibleOverlay(page);

    // An address that already has an account is refused on its field.
    await dialog.getByLabel('Full Name').fill(`Ravi ${tag}`);
    await dialog.getByLabel('Email').fill('admin@aurelle.example');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('An account with this email already exists')).toBeVisible();

    await dialog.getByLabel('Email').fill(email);
    // Each role says what it includes; the invitation names one.
    await expect(dialog.getByRole('radio', { name: /Manager/ })).toBeChecked();
    await expect(dialog.getByText('To ship, packing slips and shipping only')).toBeVisible();
    await dialog.getByRole('radio', { name: /Packer/ }).check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await screenshotBothWidths(page, testInfo, 'users-with-invite');

    // The invited admin's page says the invitation is pending.
    await page.getByPlaceholder('Search by name or email...').fill(email);
    await page
      .getByRole('table')
      .getByRole('link', { name: `Ravi ${tag}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Ravi ${tag}` })).toBeVisible();
    await expect(page.getByText('Invitation pending')).toBeVisible();
    await expect(page.getByLabel('Account state').getByText('Packer')).toBeVisible();
    await expectAccessible(page);

    // The link arrives by e-mail (a background job), with who invited them.
    const invitation = () =>
      readOutbox()
        .filter((message) => message.includes(email) && message.includes('invited to Aurelle'))
        .at(-1);
    await expect.poll(invitation, { message: 'invitation in the outbox' }).toBeTruthy();
    expect(invitation()).toContain("You have been invited to Aurelle's back office by");
    expect(invitation()).toContain('as packer (to ship, packing slips and shipping only)');
    const link = invitation()?.match(/\/auth\/reset-password\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();

    await page.context().clearCookies();
    await page.goto(link ?? '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('saffron-evening-9');
    await page.getByLabel('Confirm Password', { exact: true }).fill('saffron-evening-9');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password has been reset successfully')).toBeVisible();
    await expect(page).toHaveURL(urlEndingWith(paths.auth.login()));

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('saffron-evening-9');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // A packer starts on To ship, and the menu holds only the orders.
    await expect(page).toHaveURL(urlEndingWith(paths.admin.ordersToShip));
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Admin' });
    await expect(menu.getByRole('link')).toHaveText(['Orders']);
    await expect(page.getByRole('navigation', { name: 'Orders view' }).getByRole('link')).toHaveText(['To ship', 'Delivery problems']);
    await expectAccessible(page);
    await screenshotBothWidths(page, testInfo, 'packer-to-ship');

    // A page outside the role says so, and the server refuses its data anyway.
    await page.goto(paths.admin.products);
    await expect(page.getByRole('heading', { level: 1, name: 'Not part of your role' })).toBeVisible();
    await expect(page.getByText('As packer, you cannot open this page.')).toBeVisible();
    const refused = await page.request.get('/api/admin/products/get');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('Your role (Packer) does not include the catalog: ask an owner');
    await page.getByRole('link', { name: 'Go to your start page' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.admin.ordersToShip));
  });
});
