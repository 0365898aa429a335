import type { Page } from '@playwright/test';
import { expect, expectAccessible, registerShopper, test, urlEndingWith } from './fixtures';
import { createProductAsAdmin, dismissToasts, screenshotBothWidths } from './commerce-helpers';
import { paths } from '../apps/web/src/lib/paths';

test.describe.configure({ timeout: 120_000 });

/** A button whose visible text is `text` followed by the product's title for screen readers ("Move to Cart : Rose Route"). */
function labelled(page: Page, text: string, title: string) {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^${text}\\s*:\\s*${escaped}$`) });
}

function heart(page: Page, action: 'Save' | 'Remove', title: string) {
  return page.getByRole('button', { name: action === 'Save' ? `Save ${title} to wishlist` : `Remove ${title} from wishlist` });
}

test('a guest who taps a heart is sent to log in and comes back', async ({ page, request }) => {
  const product = await createProductAsAdmin(request, page, { title: `Jasmine Veil ${Date.now()}` });
  await page.goto(paths.shop.product(product._id));
  await labelled(page, 'Save to Wishlist', product.title).click();
  await expect(page.getByText('Sign in to save perfumes to your wishlist')).toBeVisible();
  await expect(page).toHaveURL(urlEndingWith(paths.auth.login({ returnUrl: paths.shop.product(product._id) })));
});

test('a shopper saves perfumes from a card and the product page, finds them in the account and moves one to the cart', async ({
  page,
  request,
}, testInfo) => {
  const stamp = Date.now();
  const rose = await createProductAsAdmin(request, page, { title: `Rose Route ${stamp}`, price: 5200, totalStock: 6 });
  const oud = await createProductAsAdmin(request, page, { title: `Oud Nocturne ${stamp}`, price: 9900, totalStock: 4 });
  await registerShopper(page);

  // From a card on the search results: the heart fills and says so.
  await page.goto(paths.shop.search({ keyword: rose.title }));
  await heart(page, 'Save', rose.title).click();
  await expect(page.getByText('Saved to your wishlist')).toBeVisible();
  await expect(heart(page, 'Remove', rose.title)).toHaveAttribute('aria-pressed', 'true');

  // From the product page.
  await page.goto(paths.shop.product(oud._id));
  const save = labelled(page, 'Save to Wishlist', oud.title);
  await save.click();
  await expect(labelled(page, 'Saved to Wishlist', oud.title)).toHaveAttribute('aria-pressed', 'true');

  // The account's Wishlist tab lists both, newest first, and keeps them after a reload.
  await page.goto(paths.shop.account({ tab: 'wishlist' }));
  const list = page.getByRole('list', { name: 'Wishlist' });
  await expect(list.getByRole('heading')).toHaveText([oud.title, rose.title]);
  await page.reload();
  await expect(list.getByRole('heading')).toHaveText([oud.title, rose.title]);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'wishlist', (name) => testInfo.outputPath(name));

  // Move to Cart: the bottle goes into the cart and leaves the wishlist.
  await dismissToasts(page);
  await labelled(page, 'Move to Cart', rose.title).click();
  await expect(page.getByText(`${rose.title} has been added to your cart`)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(list.getByRole('heading')).toHaveText([oud.title]);

  // Removing the last one leaves the empty state.
  await heart(page, 'Remove', oud.title).click();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore the collection' })).toBeVisible();
});
