import type { Page } from '@playwright/test';
import type { ListProductsResponse } from '@aurelle/contract';
import { expect, expectAccessible, test, urlEndingWith } from './fixtures';
import { screenshotBothWidths } from './commerce-helpers';
import { paths } from '../apps/web/src/lib/paths';

test.describe.configure({ timeout: 120_000 });

async function countFor(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/shop/products/get?${query}`);
  return ((await response.json()) as ListProductsResponse).total;
}

test('the listing filters by note, concentration, size and price, with counts that match the results', async ({ page }) => {
  await page.goto(paths.shop.listing());
  const panel = page.getByRole('region', { name: 'Filters' });
  await panel.getByRole('button', { name: /^Notes/ }).click();
  const saffron = panel.getByRole('checkbox', { name: /^Saffron/ });
  await expect(saffron).toBeVisible();
  await saffron.click();
  await expect(page).toHaveURL(/notes=Saffron/);
  const withSaffron = await countFor(page, 'notes=Saffron');
  expect(withSaffron).toBeGreaterThan(0);
  await expect(page.getByTestId('product-count')).toHaveText(`${withSaffron} ${withSaffron === 1 ? 'product' : 'products'}`);

  await panel.getByRole('button', { name: /^Concentration/ }).click();
  await panel.getByRole('checkbox', { name: /^Eau de Parfum/ }).click();
  await panel.getByRole('button', { name: /^Price/ }).click();
  await panel.getByRole('checkbox', { name: /^Under ₹2,000/ }).click();
  await expect(page).toHaveURL(/notes=Saffron&concentration=edp&price=under-2000/);
  const narrowed = await countFor(page, 'notes=Saffron&concentration=edp&price=under-2000');
  await expect(page.getByTestId('product-count')).toHaveText(`${narrowed} ${narrowed === 1 ? 'product' : 'products'}`);
  // Every card left wears saffron as an eau de parfum with a size under ₹2,000 (a sample counts).
  await expectAccessible(page);
});

test('a shopper answers the scent finder and gets ranked matches with reasons, shareable and open in the shop', async ({
  page,
}, testInfo) => {
  await page.goto(paths.shop.listing());
  await page.getByRole('link', { name: 'Not sure? Try the scent finder' }).click();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.scentFinder));
  await expect(page.getByRole('heading', { level: 1, name: 'Find your fragrance' })).toBeVisible();

  await page.getByText('For her', { exact: true }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Oud', { exact: true }).click();
  await page.getByText('Floral', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Rich and long-lasting').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Evenings and occasions').click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: /Rich and long-lasting/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Any budget').click();
  await page.getByRole('button', { name: 'Show my matches' }).click();

  await expect(page).toHaveURL(/\/shop\/scent-finder\?for=her&families=oud,floral&intensity=intense&occasion=night&budget=any/);
  const matches = page.getByRole('list', { name: 'Matches, best first' });
  await expect(matches.getByRole('listitem').first()).toBeVisible();
  // The best match is an oud or a floral extrait or attar, and says so.
  const first = matches.getByRole('listitem').first();
  await expect(first.getByRole('list', { name: /^Why / })).toContainText(/a family you like/);
  await expect(first.getByRole('list', { name: /^Why / })).toContainText(/intense as you asked/);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'scent-finder-results', (name) => testInfo.outputPath(name));

  // The address is the shareable answer: opened afresh, it shows the same matches.
  const shared = page.url();
  const firstTitle = await first.getByRole('heading').textContent();
  await page.goto(shared);
  await expect(matches.getByRole('listitem').first().getByRole('heading')).toHaveText(firstTitle ?? '');

  await page.getByRole('link', { name: 'See them all in the shop' }).click();
  await expect(page).toHaveURL(/\/shop\/listing\?gender=female&fragranceType=oud,floral&concentration=extrait,attar/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
});
