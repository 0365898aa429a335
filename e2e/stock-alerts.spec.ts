import { ADMIN, expect, readOutbox, registerShopper, shopOriginHeaders, test } from './fixtures';
import { createProductAsAdmin, screenshotBothWidths } from './commerce-helpers';
import { paths } from '../apps/web/src/lib/paths';

test.describe.configure({ timeout: 120_000 });

test('a shopper asks to hear about a sold-out perfume and is e-mailed once it is restocked', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const product = await createProductAsAdmin(request, page, { title: `Vetiver Monsoon ${Date.now()}`, totalStock: 0 });
  const shopper = await registerShopper(page);

  await page.goto(paths.shop.product(product._id));
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  await screenshotBothWidths(page, 'notify-me', (name) => testInfo.outputPath(name), { fullPage: false });
  await page.getByRole('button', { name: /^Notify me when it's back/ }).click();
  await expect(page.getByText("We'll e-mail you as soon as it is back in stock")).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `We'll e-mail you when ${product.title} is back` })).toBeVisible();
  await page.reload();
  await expect(page.getByText(`We'll e-mail you when ${product.title} is back`)).toBeVisible();

  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: shopOriginHeaders(baseURL!) });
  expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  // The spec's form: no sizes in the body, so the total stock lands on the product's one size.
  const { variants: _sizes, ...specFields } = product;
  const restocked = await admin.put(`/api/admin/products/edit/${product._id}`, {
    data: { ...specFields, isFeatured: false, totalStock: 5 },
  });
  expect(restocked.status(), await restocked.text()).toBe(200);
  await expect
    .poll(
      () =>
        readOutbox().filter((mail) => mail.includes(shopper.email) && mail.includes(`${product.title} (100 ml) is back in stock`)).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);

  await page.reload();
  await expect(page.getByRole('button', { name: /^Add to Cart/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: /^Notify me/ })).toHaveCount(0);
  await admin.dispose();
});
