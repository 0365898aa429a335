import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstProduct } from './catalog-helpers';
import { paths } from '../apps/web/src/lib/paths';

/**
 * A guest's pages log nothing to the console, not even a failed request (part 4): the web app learns
 * "no session" from GET /api/auth/session, which answers 200 with `user: null`.
 */
test('no console error or failed request on any page a guest opens', async ({ page, request }) => {
  const product = await firstProduct(page);
  const logged: string[] = [];
  const failed: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  const guestPages = [
    paths.shop.home,
    paths.shop.listing(),
    paths.shop.listing({ gender: 'female', sortBy: 'price-lowtohigh' }),
    paths.shop.product(product.id),
    paths.shop.search({ keyword: 'vanilla' }),
    paths.shop.about,
    paths.shop.privacyPolicy,
    paths.shop.returnsPolicy,
    paths.shop.termsConditions,
    paths.auth.login(),
    paths.auth.register,
    paths.auth.forgotPassword,
  ];
  for (const path of guestPages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(failed, 'failed requests').toEqual([]);
  expect(logged, 'console messages').toEqual([]);
  const session = await request.get('/api/auth/session');
  expect(session.status()).toBe(200);
  expect(await session.json()).toEqual({ success: true, user: null });
});
