import type { Product } from '@aurelle/contract';
import { formatInr } from '@aurelle/contract';
import { firstProduct, listing } from './catalog-helpers';
import { createStockedProduct, newShopper, uniqueTag } from './backoffice-helpers';
import { ADMIN, expect, shopOriginHeaders, test } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

/** The text a shopper would read in the HTML as it arrives, before any script runs. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/<!-- -->/g, '')
    .replace(/\s+/g, ' ');
}

function priceShown(product: Pick<Product, 'price' | 'salePrice'>): string {
  return formatInr(product.salePrice > 0 && product.salePrice < product.price ? product.salePrice : product.price);
}

/**
 * The storefront arrives as HTML with its content (part 1): React Router's static handler runs the route
 * loaders on the server and the page is rendered with their data, then hydrated from the same state.
 */
test.describe('server-rendered storefront', () => {
  test('home, listing, product, search and the auth pages carry their content in the HTML', async ({ page, request }) => {
    const listed = await listing(page);
    const product = await firstProduct(page);
    const pages: Array<{ path: string; expected: string[] }> = [
      { path: paths.shop.home, expected: ['Featured fragrances', 'Shop by category'] },
      {
        path: paths.shop.listing(),
        expected: [`${listed.total} products`, ...listed.data.slice(0, 4).flatMap((each) => [each.title, priceShown(each)])],
      },
      { path: paths.shop.product(product.id), expected: [product.title, priceShown(product)] },
      { path: paths.shop.search({ keyword: product.title.split(' ')[0] ?? product.title }), expected: [product.title] },
      { path: paths.shop.about, expected: ['The House of Aurelle'] },
      { path: paths.auth.login(), expected: ['Sign in to your account', 'Forgot Password?'] },
    ];
    for (const { path, expected } of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('private, no-cache');
      const text = visibleText(await response.text());
      for (const snippet of expected) expect(text, `${path} shows "${snippet}"`).toContain(snippet);
    }
  });

  test('with scripts turned off, a shopper still reads the listing and a product', async ({ browser, page }) => {
    const product = await firstProduct(page);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(paths.shop.listing());
    await expect(noScript.getByRole('heading', { name: 'All Products', level: 1 })).toBeVisible();
    await expect(noScript.getByTestId('product-count')).toHaveText(/\d+ products/);
    await noScript.goto(paths.shop.product(product.id));
    await expect(noScript.getByRole('heading', { name: product.title, level: 1 })).toBeVisible();
    await expect(noScript.getByText(priceShown(product)).first()).toBeVisible();
    await expect(noScript).toHaveTitle(new RegExp(product.title));
    await context.close();
  });

  test("a signed-in shopper's header is rendered signed in, with the cart's count, before any script runs", async ({ page, baseURL }) => {
    const shopper = await newShopper(baseURL!, 'Vetiver Sen');
    const product = await firstProduct(page);
    const added = await shopper.request.post('/api/shop/cart/add', { data: { productId: product.id, quantity: 1 } });
    expect(added.status()).toBe(200);
    const html = await (await shopper.request.get(paths.shop.home)).text();
    expect(html).toContain('aria-label="Account menu for Vetiver Sen"');
    expect(html).toContain('aria-label="Cart, 1 item"');
    expect(visibleText(html)).not.toContain('Sign In');
    // The guest's page is the guest's: nothing of the shopper's is cached for anyone else.
    const guestHtml = await (await page.request.get(paths.shop.home)).text();
    expect(guestHtml).not.toContain('Vetiver Sen');
    // Nor does a page rendered fresh right after (an address no one asked for yet): the server reuses its renderers.
    const freshGuestHtml = await (await page.request.get(`${paths.shop.home}?from=${uniqueTag()}`)).text();
    expect(freshGuestHtml).not.toContain('Vetiver Sen');
    expect(freshGuestHtml).not.toContain('Cart, 1 item');
    expect(visibleText(freshGuestHtml)).toContain('Sign In');
    await shopper.request.dispose();
  });

  test("a guest's page is kept until the catalog changes, then shows the change", async ({ playwright, request, baseURL }) => {
    const tag = uniqueTag();
    const product = await createStockedProduct(baseURL!, `Oud Lumière ${tag}`);
    const first = visibleText(await (await request.get(paths.shop.product(product.id))).text());
    expect(first).toContain(`Oud Lumière ${tag}`);
    const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: shopOriginHeaders(baseURL!) });
    expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
    const edited = await admin.put(`/api/admin/products/edit/${product.id}`, {
      data: {
        image: product.image,
        title: `Oud Minuit ${tag}`,
        description: product.description,
        category: 'niche',
        brand: 'Aurelle',
        price: product.price,
        salePrice: 0,
        totalStock: product.totalStock,
        gender: 'female',
        fragranceType: 'floral',
        isFeatured: false,
      },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    await admin.dispose();
    const after = visibleText(await (await request.get(paths.shop.product(product.id))).text());
    expect(after).toContain(`Oud Minuit ${tag}`);
    expect(after).not.toContain(`Oud Lumière ${tag}`);
  });

  test('a rendered page hydrates without a mismatch and then works as an app', async ({ page }) => {
    const product = await firstProduct(page);
    await page.goto(paths.shop.listing());
    // The server's markup answers clicks once hydrated: the quick view opens over the listing.
    await page
      .getByRole('button', { name: `${product.title} — quick view` })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: product.title })).toBeVisible();
    // A move inside the app needs no new document: the router's loader fetches the next page's data.
    await page.goto(paths.shop.home);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'All Products', level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-count')).toHaveText(/\d+ products/);
    // The fixture fails the test on any console error, which is where React reports a hydration mismatch.
  });
});
