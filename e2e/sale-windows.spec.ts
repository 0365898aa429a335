import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { formatInr, toIstDateTimeInput, type Product, type ProductVariantInput } from '@aurelle/contract';
import { ADMIN, expect, expectAccessible, signInAsAdmin, test } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

const HOUR = 60 * 60_000;

/** A perfume in two sizes, added by the admin: the 100 ml with a sale of the given window, the 50 ml without a sale. */
async function createPerfumeOnSale(request: APIRequestContext, window: { saleStartsAt?: string; saleEndsAt?: string }): Promise<Product> {
  expect((await request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const stamp = randomUUID().slice(0, 6).toUpperCase();
  const variants: ProductVariantInput[] = [
    { sizeMl: 100, sku: `E2E-SALE-${stamp}-100`, price: 5000, salePrice: 4200, stock: 6, ...window },
    { sizeMl: 50, sku: `E2E-SALE-${stamp}-50`, price: 3200, stock: 4 },
  ];
  const response = await request.post('/api/admin/products/add', {
    data: {
      image: '/logo.svg',
      title: `Saffron Sale ${stamp}`,
      description: 'Saffron, rose and amber, for a few days at a lower price.',
      category: 'niche',
      brand: 'Aurelle',
      price: 5000,
      salePrice: 4200,
      totalStock: 10,
      gender: 'female',
      fragranceType: 'oriental',
      isFeatured: false,
      variants,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Product }).data;
}

test('the product page counts down the last two days of a sale, and shows no sale before it starts', async ({ page, request }) => {
  // Ends 28½ hours from now (the admin's minute): between 1 day 4 hours and 1 day 4 hours 30 minutes are left.
  const endingSoon = await createPerfumeOnSale(request, { saleEndsAt: toIstDateTimeInput(new Date(Date.now() + 28.5 * HOUR)) });
  await page.goto(paths.shop.product(endingSoon._id));
  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes.getByRole('radio', { name: /100 ml/ })).toBeChecked();
  await expect(page.getByText('Sale ends in 1 day 4 hours')).toBeVisible();
  await expect(page.locator('main article').first().getByText(formatInr(4200)).first()).toBeVisible();
  await expectAccessible(page);
  // The 50 ml has no sale: no countdown.
  await sizes.getByText('50 ml').click();
  await expect(page.getByText(/^Sale ends in/)).toBeHidden();
  await sizes.getByText('100 ml').click();
  await expect(page.getByText('Sale ends in 1 day 4 hours')).toBeVisible();

  // A sale that starts in two hours is neither shown nor counted down yet.
  const now = Date.now();
  const scheduled = await createPerfumeOnSale(request, {
    saleStartsAt: toIstDateTimeInput(new Date(now + 2 * HOUR)),
    saleEndsAt: toIstDateTimeInput(new Date(now + 26 * HOUR)),
  });
  await page.goto(paths.shop.product(scheduled._id));
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: /100 ml/ })).toBeChecked();
  const summary = page.locator('main article').first();
  await expect(summary.getByText(formatInr(5000)).first()).toBeVisible();
  await expect(summary.getByText(formatInr(4200))).toHaveCount(0);
  await expect(page.getByText(/^Sale ends in/)).toBeHidden();
});

test('the admin schedules a sale in the sizes editor, in India time, and the shop waits for its start', async ({ page, request }) => {
  const product = await createPerfumeOnSale(request, {});
  await signInAsAdmin(page);
  await page.goto(paths.admin.products);
  await page.getByRole('button', { name: `Edit ${product.title}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Edit Product' });
  const size = sheet.getByRole('region', { name: 'Sizes' }).getByRole('listitem').first();
  await size.getByLabel('Sale starts').fill('2031-01-13T10:00');
  await size.getByLabel('Sale ends').fill('2031-01-12T22:30');
  await sheet.getByRole('button', { name: 'Save Changes' }).click();
  await expect(size.getByText('The sale must end after it starts')).toBeVisible();

  await size.getByLabel('Sale starts').fill('2031-01-10T10:00');
  await sheet.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully').first()).toBeVisible();
  await expect(
    page
      .getByRole('article', { name: product.title })
      .getByText('Sale from 10 January 2031 at 10:00 am IST until 12 January 2031 at 10:30 pm IST'),
  ).toBeVisible();

  const shown = (await (await page.request.get(`/api/shop/products/get/${product._id}`)).json()) as { data: Product };
  expect([shown.data.salePrice, shown.data.variants[0]?.salePrice]).toEqual([0, 0]);
});

test('a product of one size gets a sale window from its edit form', async ({ page, request }) => {
  expect((await request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const stamp = randomUUID().slice(0, 6).toUpperCase();
  const response = await request.post('/api/admin/products/add', {
    data: {
      image: '/logo.svg',
      title: `Single Saffron ${stamp}`,
      description: 'One bottle, one price, soon on sale for a weekend.',
      category: 'niche',
      brand: 'Aurelle',
      price: 5000,
      salePrice: 0,
      totalStock: 5,
      gender: 'female',
      fragranceType: 'oriental',
      isFeatured: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const product = ((await response.json()) as { data: Product }).data;

  await signInAsAdmin(page);
  await page.goto(paths.admin.products);
  await page.getByRole('button', { name: `Edit ${product.title}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Edit Product' });
  // The one-size form: price fields, and the way to a sale window.
  await expect(sheet.getByLabel('Sale starts')).toHaveCount(0);
  await sheet.getByLabel('Sale price (₹)').fill('4500');
  await sheet.getByRole('button', { name: 'Set a sale window' }).click();
  const size = sheet.getByRole('region', { name: 'Sizes' }).getByRole('listitem');
  await expect(size).toHaveCount(1);
  await expect(size.getByLabel('Sale price (₹)')).toHaveValue('4500');
  await size.getByLabel('Sale starts').fill('2031-02-10T10:00');
  await size.getByLabel('Sale ends').fill('2031-02-12T22:30');
  await sheet.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully').first()).toBeVisible();

  await expect(
    page
      .getByRole('article', { name: product.title })
      .getByText('Sale from 10 February 2031 at 10:00 am IST until 12 February 2031 at 10:30 pm IST'),
  ).toBeVisible();
  // Still one size; the shop shows no sale before its window opens.
  const shown = (await (await page.request.get(`/api/shop/products/get/${product._id}`)).json()) as { data: Product };
  expect(shown.data.variants).toHaveLength(1);
  expect(shown.data.variants[0]?.salePrice).toBe(0);
});
