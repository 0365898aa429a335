import { formatInr } from '@aurelle/contract';
import { expect, expectAccessible, registerShopper, test, uniqueEmail, urlEndingWith } from './fixtures';
import { addToCartButton, addToCartViaApi, createProductAsAdmin, dismissToasts, firstListedProduct } from './commerce-helpers';
import { paths } from '../apps/web/src/lib/paths';

// Journeys through several screens on a machine shared with other runs: give each room to breathe.
test.describe.configure({ timeout: 120_000 });

test('a signed-out shopper who adds to cart is sent to log in and comes back', async ({ page, request }) => {
  const product = await firstListedProduct(page, request);
  const account = { userName: 'Anaya Rao', email: uniqueEmail('returning'), password: 'vetiver-rain-8' };
  const registered = await request.post('/api/auth/register', { data: account });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto(paths.shop.listing());
  await page.getByRole('button', { name: 'Cart, 0 items' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(sheet.getByText('Your cart is empty')).toBeVisible();
  await expect(sheet.getByText("Looks like you haven't added anything to your cart yet.")).toBeVisible();
  await page.keyboard.press('Escape');

  await addToCartButton(page, product.title).click();
  await expect(page.getByText('Please log in')).toBeVisible();
  await expect(page.getByText('You need to be logged in to add items to cart')).toBeVisible();
  await expect(page).toHaveURL(urlEndingWith(paths.auth.login({ returnUrl: paths.shop.listing() })));

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.listing()));

  await addToCartButton(page, product.title).click();
  await expect(page.getByText(`${product.title} has been added to your cart`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test('the cart sheet changes quantities, shows sale prices and empties', async ({ page, request }) => {
  const product = await createProductAsAdmin(request, page, { price: 5600, salePrice: 4800, totalStock: 8 });
  await registerShopper(page);
  await addToCartViaApi(page, product._id);

  await page.goto(paths.shop.checkout);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(sheet.getByRole('heading', { name: product.title })).toBeVisible();
  await expect(sheet.locator('s')).toHaveText(`Original price ${formatInr(5600)}`);
  await expect(sheet.getByTestId('cart-total')).toHaveText(formatInr(4800));

  const minus = sheet.getByRole('button', { name: `Decrease quantity of ${product.title}` });
  const plus = sheet.getByRole('button', { name: `Increase quantity of ${product.title}` });
  await expect(minus).toBeDisabled();
  await plus.click();
  await expect(sheet.getByTestId('cart-total')).toHaveText(formatInr(9600));
  await expect(minus).toBeEnabled();
  await expectAccessible(page);
  await minus.click();
  await expect(sheet.getByTestId('cart-total')).toHaveText(formatInr(4800));
  await expect(minus).toBeDisabled();

  await sheet.getByRole('button', { name: `Remove ${product.title}` }).click();
  await expect(page.getByText('Cart item is deleted successfully')).toBeVisible();
  await expect(sheet.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Browse Our Collection' }).click();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.listing()));
  await expect(sheet).toBeHidden();
});

test('the stock limit stops adding beyond what is left', async ({ page, request }) => {
  const product = await createProductAsAdmin(request, page, { title: `Last Flacons ${Date.now()}`, price: 3900, totalStock: 2 });
  await registerShopper(page);
  await addToCartViaApi(page, product._id, 2);

  await page.goto(paths.shop.product(product._id));
  await addToCartButton(page, product.title).click();
  await expect(page.getByText('Only 2 items available in stock')).toBeVisible();
  await dismissToasts(page);

  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  await sheet.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
  await expect(page.getByText('Only 2 items available in stock')).toBeVisible();
  await expect(sheet.getByTestId('cart-total')).toHaveText(formatInr(7800));

  // The server has the last word, whatever the page believes.
  const refused = await page.request.post('/api/shop/cart/add', { data: { productId: product._id, quantity: 1 } });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(((await refused.json()) as { message: string }).message).toBe('Only 2 items available in stock');
});
