import { expect, expectAccessible, registerShopper, signInAsAdmin, test, uniqueEmail, urlEndingWith } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

test.describe('shop shell', () => {
  test('header, footer with the configured contact details, and axe on the home shell', async ({ page }) => {
    test.slow(); // several page loads and axe runs
    const config = (await (await page.request.get('/api/shop/config')).json()) as { phone: string; email: string; address: string };
    await page.goto(paths.shop.home);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Aurelle, home' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Search products' })).toHaveAttribute('href', paths.shop.search());
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', paths.shop.home],
      ['Shop', paths.shop.listing()],
      ['For Him', paths.shop.listing({ gender: 'male' })],
      ['For Her', paths.shop.listing({ gender: 'female' })],
      ['Car', paths.shop.listing({ car: 'true' })],
      ['About', paths.shop.about],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    const footer = page.getByRole('contentinfo');
    for (const name of ['About', 'Returns Policy', 'Privacy Policy', 'Terms & Conditions']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByText(config.phone)).toBeVisible();
    await expect(footer.getByText(config.email)).toBeVisible();
    await expect(footer.getByText(config.address)).toBeVisible();
    for (const name of ['Instagram', 'Facebook', 'X', 'YouTube']) {
      await expect(footer.getByRole('link', { name: `${name} (opens in a new tab)` })).toBeVisible();
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()} Aurelle. All rights reserved.`)).toBeVisible();
    await expectAccessible(page);
  });

  test('every route change starts at the top of the page', async ({ page }) => {
    await page.goto(paths.shop.privacyPolicy);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Returns Policy' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.shop.returnsPolicy));
    await expect(page.getByRole('heading', { level: 1, name: 'Returns Policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('F8 moves focus to a toast and a swipe of 50 px to the right closes it (spec §9)', async ({ page }) => {
    await page.goto(paths.auth.login());
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Login Failed' });
    await expect(toast).toBeVisible();

    await page.keyboard.press('F8');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-sonner-toaster]')))).toBe(true);

    // Swipe only once the toast has finished coming in (under load its entry animation is still running).
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    await expect
      .poll(async () => {
        const before = (await toast.boundingBox())?.y;
        await page.waitForTimeout(100);
        return before === (await toast.boundingBox())?.y;
      })
      .toBe(true);
    const box = await toast.boundingBox();
    if (!box) throw new Error('the toast has no box');
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (const step of [10, 20, 30, 40, 50]) await page.mouse.move(x + step, y);
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });

  test('an unknown path shows the not-found page with a way home, answered as HTTP 404', async ({ page }) => {
    const response = await page.goto('/shop/no-such-perfume');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: "This page doesn't exist" })).toBeVisible();
    await expectAccessible(page);
    expect((await page.goto('/definitely/not/here'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: "This page doesn't exist" })).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.shop.home));
  });

  test('a page that fails to load shows the router error screen', async ({ page, consoleErrors }) => {
    await page.route(/\/assets\/about-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(paths.shop.about);
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(/dynamically imported module|Importing a module script failed/i);
    // The failed import is the point of this test; React reports the caught error on the console.
    consoleErrors.splice(0, consoleErrors.length);
  });

  test('at 375 px the slide-in menu opens and navigates', async ({ page }) => {
    test.slow(); // two navigations plus axe with the menu open
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(paths.shop.home);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'For Her' })).toBeVisible();
    await expectAccessible(page);
    await menu.getByRole('link', { name: 'For Her' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.shop.listing({ gender: 'female' })));
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.auth.login()));
  });

  test('the profile menu leads to each account tab, and to the dashboard for admins', async ({ page }) => {
    test.slow(); // several page loads and axe runs
    const shopper = await registerShopper(page);
    await page.goto(paths.shop.home);
    const openMenu = () => page.getByRole('button', { name: `Account menu for ${shopper.userName}` }).click();

    await openMenu();
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.shop.account({ tab: 'orders' })));
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');

    await openMenu();
    await page.getByRole('menuitem', { name: 'Addresses' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.shop.account({ tab: 'address' })));
    await expect(page.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');

    await openMenu();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.shop.account({ tab: 'profile' })));
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();

    await page.context().clearCookies();
    await signInAsAdmin(page);
    await page.goto(paths.shop.home);
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.admin.dashboard()));
  });
});

test.describe('static pages', () => {
  const formatDay = (date: Date) => date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

  test('privacy and terms show today as the effective date and the shop contact details', async ({ page }) => {
    test.slow(); // several page loads and axe runs
    const config = (await (await page.request.get('/api/shop/config')).json()) as { phone: string; email: string; address: string };
    for (const [path, title] of [
      [paths.shop.privacyPolicy, 'Privacy Policy'],
      [paths.shop.termsConditions, 'Terms & Conditions'],
    ] as const) {
      const before = formatDay(new Date());
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Today at render time; a run that crosses midnight may see either day.
      const effective = await main.locator('time').innerText();
      expect([before, formatDay(new Date())]).toContain(effective);
      await expect(main.getByText(`Effective date: ${effective}`)).toBeVisible();
      await expect(main.getByText(config.phone)).toBeVisible();
      await expect(main.getByText(config.address)).toBeVisible();
      await expect(main.getByRole('link', { name: config.email }).first()).toBeVisible();
      await expectAccessible(page);
    }
    await expect(page.getByText('deposit of 50%')).toBeVisible();
    await expect(page.getByText('all sales are final, except for damaged goods')).toBeVisible();
    await expect(page.getByText('reported within 7 days of delivery')).toBeVisible();
  });

  test('returns policy and about carry the spec content', async ({ page }) => {
    test.slow(); // several page loads and axe runs
    await page.goto(paths.shop.returnsPolicy);
    await expect(page.getByText('within 30 days of delivery')).toBeVisible();
    await expect(page.getByText('processed within 3-5 business days')).toBeVisible();
    await expect(page.getByText('5-10 business days to appear on your statement')).toBeVisible();
    for (const item of ['personalized items', 'downloads', 'gift cards;', 'personal care items']) {
      await expect(page.getByText(item, { exact: false }).first()).toBeVisible();
    }
    await expectAccessible(page);

    await page.goto(paths.shop.about);
    for (const value of ['Audacity', 'Craftsmanship', 'Quality', 'Innovation']) {
      await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Our Philosophy' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('admin shell', () => {
  test('the Admin Panel menu reaches every back-office page, and Logout signs out', async ({ page }) => {
    test.slow(); // several page loads and axe runs
    await signInAsAdmin(page);
    await page.goto(paths.admin.dashboard());
    const menu = page.getByRole('navigation', { name: 'Admin' });
    for (const [name, path] of [
      ['Products', paths.admin.products],
      ['Orders', paths.admin.orders],
      ['Reviews', paths.admin.reviews()],
      ['Gift Cards', paths.admin.giftCards],
      ['Feature Images', paths.admin.features],
      ['Email Campaigns', paths.admin.emailCampaigns],
      ['Audit', paths.admin.audit],
      ['Dashboard', paths.admin.dashboard()],
    ] as const) {
      await menu.getByRole('link', { name }).click();
      await expect(page).toHaveURL(urlEndingWith(path));
    }
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.auth.login()));
    await page.goto(paths.admin.dashboard());
    await expect(page).toHaveURL(urlEndingWith(paths.auth.login({ returnUrl: paths.admin.dashboard() })));
  });

  test('at 375 px the admin menu slides out', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAsAdmin(page);
    await page.goto(paths.admin.dashboard());
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Admin Panel' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.admin.orders));
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
