import { expect, test, urlEndingWith } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

test('the shop answers and / redirects a guest to the home page', async ({ page }) => {
  await page.goto(paths.root);
  await expect(page).toHaveURL(urlEndingWith(paths.shop.home));
});
