import { expect, test } from './fixtures';

test('the shop answers and / redirects a guest to the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/shop\/home$/);
});
