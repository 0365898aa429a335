import { expect, expectAccessible, readOutbox, registerShopper, test, uniqueEmail } from './fixtures';
import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/lib/paths';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text, { exact: true });

/** The shopper's account page: its tabs and the profile form (run on the desktop and on a phone). */
test.describe('account', () => {
  test('the account page opens on Orders, switches tabs by the address bar, and passes axe', async ({ page }) => {
    await registerShopper(page, { userName: 'Kabir Mehta' });
    await page.goto(paths.shop.account());
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kabir Mehta');
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\?tab=profile$/);
    await expectAccessible(page);
    await page.goto(paths.shop.account({ tab: 'address' }));
    await expect(page.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
  });

  test('Edit Profile shows each error, then saves, clears the password fields and signs out the other devices', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const other = await registerShopper(page);
    await page.context().clearCookies();
    const me = await registerShopper(page, { email: uniqueEmail('profile') });
    await page.goto(paths.shop.account({ tab: 'profile' }));
    await expect(page.getByText("Leave blank if you don't want to change your password")).toBeVisible();
    await expect(field(page, 'Username')).toHaveValue(me.userName);
    await expect(field(page, 'Email')).toHaveValue(me.email);
    const update = page.getByRole('button', { name: 'Update Profile' });

    await field(page, 'New Password').fill('oud-and-rose-9');
    await field(page, 'Confirm New Password').fill('oud-and-rose-0');
    await update.click();
    await expect(page.getByText('New passwords do not match')).toBeVisible();

    await field(page, 'Confirm New Password').fill('oud-and-rose-9');
    await update.click();
    await expect(page.getByText('Current password is required to change password')).toBeVisible();

    // The server's refusals show in the toast and on the field they concern.
    await field(page, 'Current Password').fill('not-the-password');
    await update.click();
    await expect(toast(page, 'Current password is incorrect')).toBeVisible();
    await expect(field(page, 'Current Password')).toHaveAccessibleDescription('Current password is incorrect');

    await field(page, 'Current Password').fill(me.password);
    await field(page, 'Email').fill(other.email);
    await update.click();
    await expect(toast(page, 'An account with this email already exists')).toBeVisible();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('An account with this email already exists');

    // Another device signed in as the same shopper: the password change below signs it out.
    const otherDevice = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL ?? '').origin } });
    expect((await otherDevice.post('/api/auth/login', { data: { email: me.email, password: me.password } })).status()).toBe(200);
    expect((await otherDevice.get('/api/auth/check-auth')).status()).toBe(200);

    const newEmail = uniqueEmail('renamed');
    await field(page, 'Username').fill('Meera K. Rao');
    await field(page, 'Email').fill(newEmail);
    await update.click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(field(page, 'Current Password')).toHaveValue('');
    await expect(field(page, 'New Password')).toHaveValue('');
    await expect(field(page, 'Confirm New Password')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Account menu for Meera K. Rao' })).toBeVisible();

    // This browser stays signed in on the fresh cookie; the other device is signed out.
    expect((await otherDevice.get('/api/auth/check-auth')).status()).toBe(401);
    await otherDevice.dispose();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu for Meera K. Rao' })).toBeVisible();
    expect((await page.request.get('/api/auth/check-auth')).status()).toBe(200);

    const login = await page.request.post('/api/auth/login', { data: { email: newEmail, password: 'oud-and-rose-9' } });
    expect(login.status()).toBe(200);
  });

  test('Edit Profile asks for the current password to change the e-mail and tells the old address', async ({ page }) => {
    const me = await registerShopper(page);
    await page.goto(paths.shop.account({ tab: 'profile' }));
    const update = page.getByRole('button', { name: 'Update Profile' });
    const newEmail = uniqueEmail('moved');

    await field(page, 'Email').fill(newEmail);
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Enter your current password below to change your email');
    await update.click();
    await expect(field(page, 'Current Password')).toHaveAccessibleDescription('Current password is required to change email');
    await expect(field(page, 'Current Password')).toBeFocused();

    await field(page, 'Current Password').fill('not-the-password');
    await update.click();
    await expect(field(page, 'Current Password')).toHaveAccessibleDescription('Current password is incorrect');
    expect((await (await page.request.get('/api/auth/check-auth')).json()).user.email).toBe(me.email);

    await field(page, 'Current Password').fill(me.password);
    await update.click();
    await expect(toast(page, 'Profile updated successfully')).toBeVisible();
    await expect(field(page, 'Current Password')).toHaveValue('');
    await expect(field(page, 'Email')).toHaveValue(newEmail);

    await expect
      .poll(() => readOutbox().filter((mail) => mail.includes(`To: ${me.email}`) && mail.includes('sign-in email was changed')).length)
      .toBe(1);
  });

  test('Edit Profile without a new password sends no password fields', async ({ page }) => {
    await registerShopper(page);
    await page.goto(paths.shop.account({ tab: 'profile' }));
    const request = page.waitForRequest((req) => req.url().endsWith('/api/user/profile') && req.method() === 'PATCH');
    await field(page, 'Current Password').fill('typed-but-unused');
    await field(page, 'Username').fill('Only The Name');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['email', 'userName']);
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
  });
});
