import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatInr, type Product, type ProductVariantInput } from '@aurelle/contract';
import { ADMIN, expect, expectAccessible, registerShopper, signInAsAdmin, test, urlEndingWith } from './fixtures';
import { addAddressViaApi, dismissToasts, screenshotBothWidths } from './commerce-helpers';
import { paths } from '../apps/web/src/lib/paths';

test.describe.configure({ timeout: 150_000 });

/** A perfume in three sizes, created by the admin in its own request context (the page keeps the shopper's cookie). */
async function createPerfumeInSizes(request: APIRequestContext, page: Page, title: string): Promise<Product> {
  const listed = await page.request.get('/api/shop/products/get?page=1');
  const template = ((await listed.json()) as { data: Product[] }).data[0];
  expect((await request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const stamp = randomUUID().slice(0, 6).toUpperCase();
  const variants: ProductVariantInput[] = [
    { sizeMl: 100, sku: `E2E-${stamp}-100`, price: 8800, stock: 6 },
    { sizeMl: 50, sku: `E2E-${stamp}-50`, price: 5400, stock: 5 },
    { sizeMl: 10, kind: 'sample', sku: `E2E-${stamp}-10S`, price: 1200, stock: 0 },
  ];
  const response = await request.post('/api/admin/products/add', {
    data: {
      image: template?.image ?? '/logo.svg',
      title,
      description: 'Smoked oud, saffron and rose, in three sizes.',
      category: 'niche',
      brand: 'Aurelle',
      price: 8800,
      salePrice: 0,
      totalStock: 11,
      gender: 'male',
      fragranceType: 'oud',
      isFeatured: false,
      variants,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Product }).data;
}

test('a shopper chooses sizes on the product page, buys two sizes of one scent and sees them in the order', async ({
  page,
  request,
}, testInfo) => {
  await registerShopper(page);
  const product = await createPerfumeInSizes(request, page, `Oud in Sizes ${Date.now()}`);
  await addAddressViaApi(page);

  // A card shows the lowest price of the sizes.
  await page.goto(`${paths.shop.search()}?keyword=${encodeURIComponent(product.title)}`);
  await expect(page.getByRole('heading', { name: product.title })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: product.title }).getByText(formatInr(5400))).toBeVisible();

  await page.goto(paths.shop.product(product._id));
  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes.getByRole('radio')).toHaveCount(3);
  await expect(sizes.getByRole('radio', { name: /100 ml/ })).toBeChecked();
  await expect(page.getByText('In stock (6 available)')).toBeVisible();

  // The sold-out sample offers "Notify me" instead of the cart.
  await sizes.getByText('10 ml sample').click();
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notify me when it's back/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Out of Stock/ })).toBeDisabled();

  await sizes.getByText('50 ml').click();
  await expect(page.getByText('Only 5 left in stock')).toBeVisible();
  await expect(page.locator('main').getByText(formatInr(5400)).first()).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'product-sizes', (name) => testInfo.outputPath(name));
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByText(`${product.title} has been added to your cart`)).toBeVisible();
  await dismissToasts(page);

  await sizes.getByText('100 ml').click();
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(sheet.getByText('50 ml', { exact: true })).toBeVisible();
  await expect(sheet.getByText('100 ml', { exact: true })).toBeVisible();
  await expect(sheet.getByTestId('cart-total')).toHaveText(formatInr(5400 + 8800));
  // Each line's controls name its size, as two lines share the title.
  await sheet.getByRole('button', { name: `Increase quantity of ${product.title}, 50 ml` }).click();
  await expect(sheet.getByTestId('cart-total')).toHaveText(formatInr(2 * 5400 + 8800));
  await sheet.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expect(page).toHaveURL(urlEndingWith(paths.shop.checkout));
  const summary = page.getByRole('list', { name: 'Items in your order' });
  await expect(summary.getByText('50 ml', { exact: true })).toBeVisible();
  await expect(summary.getByText('100 ml', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  const paymentWindow = page.getByRole('dialog', { name: 'Aurelle' });
  await paymentWindow.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Payment successful')).toBeVisible();

  await page
    .getByTestId('order-card')
    .first()
    .getByRole('button', { name: /View Details/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Your order' });
  await expect(details.getByTestId('order-item')).toHaveCount(2);
  await expect(details.getByTestId('order-item').filter({ hasText: '50 ml' })).toContainText('Quantity: 2');
  await expect(details.getByTestId('order-item').filter({ hasText: '100 ml' })).toContainText('Quantity: 1');

  // What is left of each size.
  const after = (await (await page.request.get(`/api/shop/products/get/${product._id}`)).json()) as { data: Product };
  expect(after.data.variants.map((size) => size.stock)).toEqual([5, 3, 0]);
});

test('the admin adds a size, hides one and cannot remove a size that has orders', async ({ page, request }, testInfo) => {
  const shopperPage = page;
  await registerShopper(shopperPage);
  const product = await createPerfumeInSizes(request, shopperPage, `Vetiver in Sizes ${Date.now()}`);
  // A shopper orders the 50 ml, so it can only be hidden.
  const added = await shopperPage.request.post('/api/shop/cart/add', {
    data: { productId: product._id, variantId: product.variants[1]?.id, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);
  const address = await addAddressViaApi(shopperPage);
  const placed = await shopperPage.request.post('/api/shop/order/create', { data: { addressId: address._id } });
  expect(placed.status(), await placed.text()).toBe(200);

  await shopperPage.context().clearCookies();
  await signInAsAdmin(page);
  await page.goto(paths.admin.products);
  await page.getByRole('button', { name: `Edit ${product.title}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Edit Product' });
  const sizes = sheet.getByRole('region', { name: 'Sizes' });
  await expect(sizes.getByRole('listitem')).toHaveCount(3);

  // Removing the ordered 50 ml is refused with the reason.
  await sizes.getByRole('button', { name: 'Remove size 2' }).click();
  await sheet.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('50 ml has orders and cannot be deleted; hide it instead').first()).toBeVisible();
  await dismissToasts(page);

  // Start again: hide it, add a 30 ml, make the sample the default.
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: `Edit ${product.title}` }).click();
  await sizes.getByRole('listitem').nth(1).getByLabel('Hidden from shoppers').check();
  await sizes.getByRole('button', { name: 'Add a size' }).click();
  const fresh = sizes.getByRole('listitem').nth(3);
  await fresh.getByLabel('Size (ml)').fill('30');
  await fresh.getByLabel('SKU').fill(`E2E-${randomUUID().slice(0, 6)}-30`);
  await fresh.getByLabel('Price (₹)', { exact: true }).fill('3200');
  await fresh.getByLabel('Stock').fill('7');
  await sizes.getByRole('button', { name: 'Move size 3 up' }).click();
  await sizes.getByRole('button', { name: 'Move size 2 up' }).click();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'admin-sizes', (name) => testInfo.outputPath(name), { fullPage: false });
  await sheet.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully').first()).toBeVisible();

  const after = (await (await page.request.get(`/api/shop/products/get/${product._id}`)).json()) as { data: Product };
  expect(after.data.variants.map((size) => size.sizeMl)).toEqual([10, 100, 30]);
  expect(after.data.price).toBe(1200);
});
