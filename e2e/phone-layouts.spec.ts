import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, registerShopper, test } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

/*
 * What a shop owner found on a 375 px phone: everything in sight, nothing off the edge, in reading order, and the
 * About page's colours readable.
 */

test.use({ viewport: { width: 375, height: 812 } });

/** Whether the element ends within the viewport's width (nothing runs off the right edge). */
async function expectWithinWidth(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('the scent finder’s results fit a phone’s width', async ({ page }) => {
  await page.goto(`${paths.shop.scentFinder}?for=her&families=floral&intensity=any&occasion=any&budget=any`);
  const seeAll = page.getByRole('link', { name: 'See them all in the shop' });
  await expect(seeAll).toBeVisible();
  await expectWithinWidth(page, seeAll);
  await expectWithinWidth(page, page.getByRole('link', { name: 'Start again' }));
});

test('the listing’s eyebrow sits on its heading, with the finder’s link after them', async ({ page }) => {
  await page.goto(paths.shop.listing());
  const eyebrow = await page.getByText('The collection', { exact: true }).boundingBox();
  const heading = await page.getByRole('heading', { level: 1, name: 'All Products' }).boundingBox();
  const finder = await page.getByRole('link', { name: 'Not sure? Try the scent finder' }).boundingBox();
  if (!eyebrow || !heading || !finder) throw new Error('the listing header is not laid out');
  expect(eyebrow.y).toBeLessThan(heading.y);
  expect(finder.y).toBeGreaterThan(heading.y + heading.height - 1);
});

test('every account tab is in sight on a phone', async ({ page }) => {
  await registerShopper(page);
  await page.goto(paths.shop.account());
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  for (const tab of await tabs.all()) {
    await expect(tab).toBeInViewport({ ratio: 1 });
    await expectWithinWidth(page, tab);
  }
  await page.getByRole('tab', { name: /Edit profile/i }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
});

test('the About page passes the accessibility checks at 375 px', async ({ page }) => {
  await page.goto(paths.shop.about);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The House of');
  await expectAccessible(page);
});
