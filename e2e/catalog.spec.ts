import { formatInr, HERO_SLIDE_INTERVAL_MS, SHOP_SEARCH_DEBOUNCE_MS } from '@aurelle/contract';
import { expect, expectAccessible, registerShopper, test, urlEndingWith } from './fixtures';
import { featureImages, firstProduct, listing, productCountText } from './catalog-helpers';
import { paths } from '../apps/web/src/lib/paths';

test.describe('home', () => {
  test('shows every section and the featured grid', async ({ page }) => {
    test.slow();
    const featured = await listing(page, 'featured=true&limit=8');
    await page.goto(paths.shop.home);

    await expect(page.getByRole('heading', { level: 1, name: /Scent, composed/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop Now' }).first()).toHaveAttribute('href', paths.shop.listing({ category: 'all' }));
    await expect(page.getByRole('link', { name: 'Learn More' }).first()).toHaveAttribute('href', paths.shop.about);
    for (const badge of ['IFRA certified', 'Cruelty free', 'Vegan', 'Premium quality', 'Long-lasting']) {
      await expect(page.getByRole('region', { name: 'Our promises' }).getByText(badge, { exact: true })).toBeVisible();
    }
    const categories = page.getByRole('region', { name: 'Find your family' });
    for (const family of ['Floral', 'Woody', 'Citrus', 'Oud', 'Oriental', 'Aromatic', 'Spicy', 'Warm', 'Green', 'Car']) {
      await expect(categories.getByRole('button', { name: new RegExp(`^${family}`) })).toBeVisible();
    }
    for (const tile of ['For Him', 'For Her', 'For Car']) {
      await expect(
        page.getByRole('region', { name: 'Collections', exact: true }).getByRole('button', { name: new RegExp(tile) }),
      ).toBeVisible();
    }

    const grid = page.getByRole('list', { name: 'Featured products' });
    await expect(grid.getByRole('listitem')).toHaveCount(featured.data.length);
    const first = featured.data[0];
    if (!first) throw new Error('the demo catalog has featured products');
    await expect(grid.getByRole('heading', { name: first.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Products' })).toBeVisible();

    await expect(page.getByRole('heading', { name: /15% off/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Worn and loved' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Worn and loved' }).getByRole('figure')).toHaveCount(3);
    const shipping = page.getByRole('region', { name: 'Shipping, considered' });
    for (const [speed, time] of [
      ['Standard', '5-7 business days'],
      ['Fast', '3-7 business days'],
      ['Express', '2-5 business days'],
      ['Across India', 'Every state and union territory'],
    ] as const) {
      await expect(shipping.getByRole('listitem').filter({ hasText: speed }).getByText(time)).toBeVisible();
    }
    for (const service of ['Order tracking', '30-day return policy', '24/7 support']) {
      await expect(shipping.getByRole('heading', { name: service })).toBeVisible();
    }
    const why = page.getByRole('region', { name: 'A house built on trust' });
    await expect(why.getByRole('link', { name: 'Shop Now' })).toBeVisible();
    await expect(why.getByRole('link', { name: 'Learn More' })).toBeVisible();

    await expectAccessible(page);
  });

  test('the hero advances every 15 s, jumps with the dots and pauses under the pointer', async ({ page }) => {
    const slides = await featureImages(page);
    expect(slides.length).toBeGreaterThan(1);
    await page.clock.install();
    await page.goto(paths.shop.home);
    const hero = page.getByTestId('hero');
    await expect(hero.getByRole('button', { name: /Go to slide/ })).toHaveCount(slides.length);
    await expect(hero).toHaveAttribute('data-current-slide', '0');

    // Time keeps flowing (React Query schedules with timers), so only the jump is asserted.
    await page.clock.runFor(HERO_SLIDE_INTERVAL_MS + 500);
    await expect(hero).toHaveAttribute('data-current-slide', '1');
    await expect(hero.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');

    // The pointer is over the hero after clicking a dot: it stays put.
    await hero.getByRole('button', { name: `Go to slide ${slides.length}` }).click();
    await expect(hero).toHaveAttribute('data-current-slide', String(slides.length - 1));
    await page.clock.runFor(HERO_SLIDE_INTERVAL_MS * 2);
    await expect(hero).toHaveAttribute('data-current-slide', String(slides.length - 1));

    // Pointer and focus gone: it moves on, wrapping to the first slide.
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(HERO_SLIDE_INTERVAL_MS + 500);
    await expect(hero).toHaveAttribute('data-current-slide', '0');

    await hero.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(HERO_SLIDE_INTERVAL_MS * 2);
    await expect(hero).toHaveAttribute('data-current-slide', '0');
  });

  test('with reduced motion the hero stays on its slide until the shopper picks another', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(paths.shop.home);
    const hero = page.getByTestId('hero');
    await expect(hero.getByRole('button', { name: 'Go to slide 2' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
    await page.clock.runFor(HERO_SLIDE_INTERVAL_MS * 2);
    await expect(hero).toHaveAttribute('data-current-slide', '0');
    await hero.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(hero).toHaveAttribute('data-current-slide', '1');
  });

  test('a category card remembers its filter and opens the filtered listing', async ({ page, isMobile }) => {
    const expected = await productCountText(page, 'fragranceType=woody');
    await page.goto(paths.shop.home);
    await page
      .getByRole('region', { name: 'Find your family' })
      .getByRole('button', { name: /^Woody/ })
      .click();
    await expect(page).toHaveURL(urlEndingWith(paths.shop.listing({ fragranceType: 'woody' })));
    await expect(page.getByTestId('product-count')).toHaveText(expected);
    // On a phone the filters wait in a closed sheet: its button counts the one chosen.
    if (isMobile) await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('1');
    else await expect(page.getByRole('checkbox', { name: /Woody/ })).toBeChecked();
    expect(await page.evaluate(() => sessionStorage.getItem('filters'))).toBe('{"fragranceType":["woody"]}');

    // The For Car tile filters on car=true.
    await page.goto(paths.shop.home);
    await page
      .getByRole('region', { name: 'Collections', exact: true })
      .getByRole('button', { name: /For Car/ })
      .click();
    await expect(page).toHaveURL(urlEndingWith(paths.shop.listing({ car: 'true' })));
    await expect(page.getByTestId('product-count')).toHaveText(await productCountText(page, 'car=true'));
  });
});

test.describe('listing', () => {
  // The side panel of a wide screen; a phone's bottom sheet has its own test below.
  test('filters, sorts, clears and remembers the choice in the session', { tag: '@desktop' }, async ({ page }) => {
    test.slow();
    await page.goto(paths.shop.listing({ category: 'all' }));
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.getByTestId('product-count')).toHaveText(await productCountText(page));
    const panel = page.getByRole('region', { name: 'Filters' });
    for (const group of ['Gender', 'Category', 'Car Fragrances', 'Fragrance family']) {
      await expect(panel.getByRole('button', { name: new RegExp(`^${group}`) })).toHaveAttribute('aria-expanded', 'true');
    }
    // Counts beside the options come from the facets.
    const all = await listing(page);
    await expect(panel.getByRole('checkbox', { name: `For Her (${all.facets.gender?.female} products)` })).toBeVisible();
    await expectAccessible(page);

    await panel.getByRole('checkbox', { name: /For Her/ }).click();
    await expect(page).toHaveURL(/gender=female/);
    await expect(page.getByTestId('product-count')).toHaveText(await productCountText(page, 'gender=female'));
    await panel.getByRole('checkbox', { name: /^Niche/ }).click();
    await expect(page).toHaveURL(/gender=female&category=niche/);
    await expect(page.getByTestId('product-count')).toHaveText(await productCountText(page, 'gender=female&category=niche'));
    await expect(panel.getByRole('heading', { name: /Filters/ })).toContainText('2');

    await page.getByRole('button', { name: /Sort by/ }).click();
    const options = page.getByRole('menuitemradio');
    await expect(options).toHaveText(['Price: Low to High', 'Price: High to Low', 'Title: A to Z', 'Title: Z to A']);
    await expect(page.getByRole('menuitemradio', { name: 'Price: Low to High' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'Price: High to Low' }).click();
    await expect(page).toHaveURL(/sortBy=price-hightolow/);
    const dearest = (await listing(page, 'gender=female&category=niche&sortBy=price-hightolow')).data[0];
    if (!dearest) throw new Error('expected niche perfumes for her');
    await expect(page.getByRole('list', { name: 'Product results' }).getByRole('heading').first()).toContainText(dearest.title);

    // A bare listing URL restores what the session remembers.
    await page.goto(paths.shop.listing());
    await expect(page).toHaveURL(/gender=female&category=niche&sortBy=price-hightolow/);
    await expect(panel.getByRole('checkbox', { name: /For Her/ })).toBeChecked();

    await panel.getByRole('button', { name: 'Clear All' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.shop.listing({ sortBy: 'price-hightolow' })));
    await expect(page.getByTestId('product-count')).toHaveText(await productCountText(page));
    expect(await page.evaluate(() => sessionStorage.getItem('filters'))).toBe('{}');
  });

  test('shows the empty state and clears all filters from it', async ({ page }) => {
    const none = await listing(page, 'gender=male&car=true');
    expect(none.total).toBe(0);
    await page.goto(paths.shop.listing({ gender: 'male', car: 'true' }));
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByText("We couldn't find any products matching your selected filters")).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page.getByTestId('product-count')).toHaveText(await productCountText(page));
  });

  test('loads more as the shopper scrolls, and with the Load more button', async ({ page }) => {
    const { total, data } = await listing(page);
    expect(total).toBeGreaterThan(data.length);
    await page.goto(paths.shop.listing({ category: 'all' }));
    const results = page.getByRole('list', { name: 'Product results' }).getByRole('listitem');
    await expect(results).toHaveCount(data.length);
    await expect(page.getByText(`Showing ${data.length} of ${total}`)).toBeVisible();

    await page.getByRole('button', { name: 'Load more' }).dispatchEvent('click');
    await expect(results).toHaveCount(Math.min(total, data.length * 2));
    await expect(async () => {
      await page.mouse.wheel(0, 6000);
      await expect(results).toHaveCount(total, { timeout: 1000 });
    }).toPass();
    await expect(page.getByText(`Showing ${total} of ${total}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('on a phone, filters open in a bottom sheet with a live "Show N results"', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const forHim = await listing(page, 'gender=male');
    await page.goto(paths.shop.listing({ category: 'all' }));
    await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('checkbox', { name: /For Him/ }).click();
    await expect(sheet.getByRole('button', { name: `Show ${forHim.total} results` })).toBeVisible();
    await sheet.getByRole('button', { name: `Show ${forHim.total} results` }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/gender=male/);
    await expect(page.getByTestId('product-count')).toHaveText(`${forHim.total} products`);
    await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('1');
    await expectAccessible(page);
  });
});

test.describe('product', () => {
  test('a card opens the quick view, which links to the shareable page and closes on the way', async ({ page }) => {
    const product = await firstProduct(page);
    await page.goto(paths.shop.listing({ category: 'all' }));
    await page.getByRole('button', { name: `${product.title} — quick view` }).click();
    const dialog = page.getByRole('dialog', { name: product.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(formatInr(product.salePrice > 0 ? product.salePrice : product.price)).first()).toBeVisible();
    // A sold-out size also disables the button as "Out of Stock": the stock line is the first match.
    await expect(dialog.getByText(/in stock|Out of stock/i).first()).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Add to Cart|Out of Stock/ })).toBeVisible();

    await dialog.getByRole('link', { name: 'View full details' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.shop.product(product._id)));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  });

  test('the product page has its details, title, description and structured data; unknown ids get a 404 state', async ({ page }) => {
    const product = await firstProduct(page, 'sortBy=price-hightolow');
    await page.goto(paths.shop.product(product._id));
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByText(formatInr(product.salePrice > 0 ? product.salePrice : product.price)).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(product.title));
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain(product.description.slice(0, 40));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => (JSON.parse(text) as { name?: string }).name)).toContain(product.title);
    await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();

    await page.goto(paths.shop.product('00000000-0000-4000-8000-000000000000'));
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await page.goto(paths.shop.product('not-an-id'));
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  });

  test('a signed-in shopper who has not bought the product sees the server say so', async ({ page }) => {
    await registerShopper(page);
    const product = await firstProduct(page);
    await page.goto(paths.shop.product(product._id));
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByText('Choose between 1 and 5 stars')).toBeVisible();
    await form.getByLabel('4 stars').check({ force: true });
    await form.getByLabel('Your review').fill('Warm and long-lasting.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByRole('alert')).toHaveText('You can review a product only after buying it');
  });
});

test.describe('search', () => {
  test('waits for 4 characters and a pause, keeps the keyword in the URL, tolerates a typo', async ({ page }) => {
    test.slow();
    await page.clock.install();
    await page.goto(paths.shop.search());
    const box = page.getByPlaceholder('Search Products...');
    await expect(page.getByRole('heading', { name: 'Start Searching' })).toBeVisible();
    await expect(page.getByText('Type in the search box to find amazing products')).toBeVisible();
    await expectAccessible(page);

    // Three characters: the keyword reaches the URL but no search is made.
    const searched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/shop/search/')) searched.push(decodeURIComponent(request.url().split('/').pop() ?? ''));
    });
    await box.fill('van');
    await page.clock.runFor(SHOP_SEARCH_DEBOUNCE_MS + 100);
    await expect(page).toHaveURL(/keyword=van$/);
    await expect(page.getByRole('heading', { name: 'Start Searching' })).toBeVisible();
    expect(searched).toEqual([]);

    // Hold the answer so the searching state can be seen. Keystrokes in quick succession make one request.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/shop/search/**', async (route) => {
      await held;
      await route.continue();
    });
    await box.pressSequentially('ila');
    await page.clock.runFor(SHOP_SEARCH_DEBOUNCE_MS + 100);
    await expect(page).toHaveURL(/keyword=vanila$/);
    await expect(page.getByRole('heading', { name: 'Searching...' })).toBeVisible();
    await expect(page.getByText('Finding the best products for you')).toBeVisible();
    release();
    await page.unrouteAll({ behavior: 'wait' });
    // The request event reaches the test on its own schedule: polled, not read once.
    await expect.poll(() => searched).toEqual(['vanila']);

    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('heading', { name: 'Velvet Vanilla' })).toBeVisible();
    await expect(results.getByRole('button', { name: /Add to Cart/ }).first()).toBeVisible();
    await expectAccessible(page);
    await results.getByRole('button', { name: 'Velvet Vanilla — quick view' }).click();
    await expect(page.getByRole('dialog', { name: 'Velvet Vanilla' })).toBeVisible();
    await page.keyboard.press('Escape');

    await box.fill('qqqzzzxxy');
    await page.clock.runFor(SHOP_SEARCH_DEBOUNCE_MS + 100);
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(page.getByText('Try different keywords or check the spelling')).toBeVisible();

    // Opening a search link runs it at once.
    await page.goto(paths.shop.search({ keyword: 'vanila' }));
    await expect(page.getByPlaceholder('Search Products...')).toHaveValue('vanila');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('heading', { name: 'Velvet Vanilla' })).toBeVisible();
  });

  test('a misspelt word finds its perfume and offers "Did you mean …?"', async ({ page }) => {
    await page.goto(paths.shop.search({ keyword: 'Jasmne' }));
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('heading', { name: 'Jasmine Sambac Nights' })).toBeVisible();
    await expect(page.getByText('Did you mean')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'jasmine', exact: true }).click();
    await expect(page.getByPlaceholder('Search Products...')).toHaveValue('jasmine');
    await expect(page).toHaveURL(/keyword=jasmine$/);
    await expect(results.getByRole('heading', { name: 'Jasmine Sambac Nights' })).toBeVisible();
    await expect(page.getByText('Did you mean')).toHaveCount(0);
  });
});
