import { ADMIN, expect, expectAccessible, readOutbox, registerShopper, test, uniqueEmail, urlEndingWith } from './fixtures';
import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/lib/paths';

const passwordField = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await passwordField(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('sign up', () => {
  test('a new shopper registers and lands on the home page, signed in', async ({ page }) => {
    const email = uniqueEmail();
    await page.goto(paths.auth.register);
    await expect(page.getByRole('heading', { level: 1, name: 'Create new account' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Full Name').fill('Ananya Iyer');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await passwordField(page, 'Password').fill('vetiver-rain-42');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL(urlEndingWith(paths.shop.home));
    await expect(page.getByText('Welcome to Aurelle')).toBeVisible();
    await expect(page.getByText('Your account has been created.')).toBeVisible();
    await page.getByRole('button', { name: 'Account menu for Ananya Iyer' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Ananya Iyer')).toBeVisible();
    await expect(menu.getByText(email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('shows the field rules and the server refusal of a taken e-mail', async ({ page }) => {
    const existing = await registerShopper(page);
    await page.context().clearCookies();
    await page.goto(paths.auth.register);

    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Full Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();

    await page.getByLabel('Full Name').fill('Second Meera');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await passwordField(page, 'Password').fill('short');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(existing.email.toUpperCase());
    await passwordField(page, 'Password').fill('long-enough-123');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Registration Failed')).toBeVisible();
    await expect(page.getByText('An account with this email already exists')).toBeVisible();
    await expect(page).toHaveURL(urlEndingWith(paths.auth.register));
  });
});

test.describe('sign in and out', () => {
  test('the sign-in page carries its links and passes axe', async ({ page }) => {
    await page.goto(paths.auth.login());
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', paths.auth.forgotPassword);
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', paths.auth.register);
    await expect(page.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', paths.shop.termsConditions);
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', paths.shop.privacyPolicy);
    await expectAccessible(page);
  });

  test('a wrong password shows Login Failed with the server message', async ({ page }) => {
    const shopper = await registerShopper(page);
    await page.context().clearCookies();
    await page.goto(paths.auth.login());
    await signInThroughForm(page, shopper.email, 'not-my-password');
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(urlEndingWith(paths.auth.login()));
  });

  test('the button reads Processing... while signing in', async ({ page }) => {
    const shopper = await registerShopper(page);
    await page.context().clearCookies();
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(paths.auth.login());
    await signInThroughForm(page, shopper.email, shopper.password);
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(page).toHaveURL(urlEndingWith(paths.shop.home));
  });

  test('a shopper signs out from the profile menu', async ({ page }) => {
    const shopper = await registerShopper(page);
    await page.goto(paths.shop.home);
    await page.getByRole('button', { name: `Account menu for ${shopper.userName}` }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();

    await expect(page).toHaveURL(urlEndingWith(paths.auth.login()));
    await page.goto(paths.shop.home);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    const session = await page.request.get('/api/auth/check-auth');
    expect(session.status()).toBe(401);
  });

  test('an admin signs in and lands on the dashboard', async ({ page }) => {
    await page.goto(paths.auth.login());
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(urlEndingWith(paths.admin.dashboard()));
    await expect(page.getByText('Welcome back to Aurelle')).toBeVisible();
    await expect(page.getByText('Admin Panel').first()).toBeVisible();
  });

  test('a protected page sends a guest to sign in and back again', async ({ page }) => {
    const shopper = await registerShopper(page);
    await page.context().clearCookies();
    await page.goto(paths.shop.account());
    await expect(page).toHaveURL(urlEndingWith(paths.auth.login({ returnUrl: paths.shop.account() })));
    await signInThroughForm(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(urlEndingWith(paths.shop.account()));
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a returnUrl to another site is ignored', async ({ page }) => {
    const shopper = await registerShopper(page);
    await page.context().clearCookies();
    await page.goto(paths.auth.login({ returnUrl: '//evil.example/steal' }));
    await signInThroughForm(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/shop\/home$/);
  });

  test('a customer who opens an admin page is sent to the shop', async ({ page }) => {
    await registerShopper(page);
    await page.goto(paths.admin.orders);
    await expect(page).toHaveURL(urlEndingWith(paths.shop.home));
  });
});

test.describe('password reset', () => {
  test('forgot password, mailed link, new password, sign in with it', async ({ page }) => {
    test.slow(); // the whole journey: two forms, an e-mail, two sign-ins and axe twice
    const shopper = await registerShopper(page);
    await page.context().clearCookies();

    await page.goto(paths.auth.login());
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.auth.forgotPassword));
    await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset link has been sent to your email')).toBeVisible();
    await expect(page).toHaveURL(urlEndingWith(paths.auth.login()));

    // The link is mailed by a background job (the request answers before it, the same for any e-mail).
    const resetLink = () =>
      readOutbox()
        .filter((message) => message.includes(shopper.email))
        .at(-1)
        ?.match(/\/auth\/reset-password\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+/)?.[0];
    await expect.poll(resetLink, { message: 'reset link in the outbox' }).toBeTruthy();
    const link = resetLink();

    await page.goto(link ?? '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expectAccessible(page);
    await passwordField(page, 'New Password').fill('amber-dusk-2026');
    await passwordField(page, 'Confirm Password').fill('amber-dusk-2025');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await passwordField(page, 'Confirm Password').fill('amber-dusk-2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password has been reset successfully')).toBeVisible();
    await expect(page).toHaveURL(urlEndingWith(paths.auth.login()));

    await signInThroughForm(page, shopper.email, shopper.password);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await signInThroughForm(page, shopper.email, 'amber-dusk-2026');
    await expect(page).toHaveURL(urlEndingWith(paths.shop.home));

    // The link is single-use.
    await page.context().clearCookies();
    await page.goto(link ?? '/');
    await passwordField(page, 'New Password').fill('another-one-2027');
    await passwordField(page, 'Confirm Password').fill('another-one-2027');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('This reset link is invalid or has expired. Please request a new one.')).toBeVisible();
    // The refusal's reason (not its text) tells the page to offer a new link.
    await page.getByRole('status').getByRole('link', { name: 'Request a new reset link' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.auth.forgotPassword));
  });
});
