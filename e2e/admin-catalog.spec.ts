import { randomUUID } from 'node:crypto';
import { formatInr } from '@aurelle/contract';
import { chooseOption, expect, expectAccessible, signInAsAdmin, test } from './fixtures';
import { featureImages, samplePng } from './catalog-helpers';
import { paths } from '../apps/web/src/lib/paths';

test.describe('admin catalog', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('adds a product with an uploaded image, edits it and deletes it; the shop follows', async ({ page }) => {
    test.slow();
    const title = `Saffron Reverie ${randomUUID().slice(0, 6)}`;
    await page.goto(paths.admin.products);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Product' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add New Product' });
    const submit = sheet.getByRole('button', { name: 'Add Product' });
    await expect(sheet.getByText('Please upload an image')).toBeVisible();
    await expect(submit).toBeDisabled();

    // A file that is not an image never leaves the browser.
    await sheet
      .getByLabel('Product image', { exact: true })
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Failed to upload image')).toBeVisible();

    await sheet.getByLabel('Title').fill(title);
    await sheet.getByLabel('Description').fill('Eau de parfum. Saffron, rose and a whisper of oud over warm amber.');
    await chooseOption(page, sheet.getByLabel('Category'), 'Niche');
    await chooseOption(page, sheet.getByLabel('Brand', { exact: true }), 'Custom');
    await sheet.getByLabel('Custom brand').fill('Maison Test');
    await sheet.getByLabel('Price (₹)', { exact: true }).fill('12345');
    await sheet.getByLabel('Sale price (₹)').fill('9999');
    await sheet.getByLabel('Total stock').fill('7');
    await sheet.getByRole('radio', { name: 'For Her' }).click();
    await chooseOption(page, sheet.getByLabel('Fragrance type'), 'Floral');
    await sheet.getByRole('radio', { name: 'Yes' }).click();
    // Everything but the image: still not submittable.
    await expect(submit).toBeDisabled();

    await sheet
      .getByLabel('Product image', { exact: true })
      .setInputFiles({ name: 'reverie.png', mimeType: 'image/png', buffer: await samplePng() });
    await expect(page.getByText('Image uploaded successfully')).toBeVisible();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('Product added successfully')).toBeVisible();
    await expect(sheet).toBeHidden();

    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText(formatInr(12345))).toBeVisible();
    await expect(card.getByText(formatInr(9999))).toBeVisible();
    await expect(card.getByText('Maison Test')).toBeVisible();
    await expect(card.getByText('Featured')).toBeVisible();

    // On the storefront: found by search, with its sale price and the struck-out original.
    await page.goto(paths.shop.search({ keyword: title }));
    const result = page.getByRole('list', { name: 'Search results' }).getByRole('article').filter({ hasText: title });
    await expect(result).toBeVisible();
    await expect(result.getByText(formatInr(9999))).toBeVisible();
    await expect(result.locator('s')).toHaveText(`Original price ${formatInr(12345)}`);
    await expect(result.getByRole('img', { name: title })).toHaveAttribute('src', /\/uploads\/images\/.+-800\.webp$/);
    // For her, floral: counted in the listing filter.
    await page.goto(paths.shop.listing({ gender: 'female', fragranceType: 'floral', category: 'niche' }));
    await expect(page.getByRole('list', { name: 'Product results' }).getByRole('heading', { name: title })).toBeVisible();

    // Edit.
    await page.goto(paths.admin.products);
    await page.getByRole('article', { name: title }).getByRole('button', { name: /^Edit/ }).click();
    const editSheet = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(editSheet.getByLabel('Title')).toHaveValue(title);
    await expect(editSheet.getByLabel('Custom brand')).toHaveValue('Maison Test');
    await expect(editSheet.getByRole('radio', { name: 'For Her' })).toBeChecked();
    const renamed = `${title} Intense`;
    await editSheet.getByLabel('Title').fill(renamed);
    await editSheet.getByLabel('Sale price (₹)').fill('');
    await editSheet.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Product updated successfully')).toBeVisible();
    const edited = page.getByRole('article', { name: renamed });
    await expect(edited).toBeVisible();
    await expect(edited.getByText(formatInr(12345))).toBeVisible();
    await expect(edited.getByText(/Sale price/)).toHaveCount(0);

    const productId = await page.evaluate(async (name) => {
      const response = await fetch('/api/admin/products/get');
      const body = (await response.json()) as { data: Array<{ _id: string; title: string }> };
      return body.data.find((product) => product.title === name)?._id ?? '';
    }, renamed);
    expect(productId).not.toBe('');

    // Delete, after confirming.
    await edited.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this product?' });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(edited).toBeVisible();
    await edited.getByRole('button', { name: /^Delete/ }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Product deleted successfully')).toBeVisible();
    await expect(page.getByRole('article', { name: renamed })).toHaveCount(0);

    await page.goto(paths.shop.product(productId));
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  });

  test('a custom category needs its name', async ({ page }) => {
    await page.goto(paths.admin.products);
    await page.getByRole('button', { name: 'Add Product' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add New Product' });
    await sheet
      .getByLabel('Product image', { exact: true })
      .setInputFiles({ name: 'bottle.png', mimeType: 'image/png', buffer: await samplePng(600, 750) });
    await expect(page.getByText('Image uploaded successfully')).toBeVisible();
    await sheet.getByLabel('Title').fill('Nameless Attar');
    await sheet.getByLabel('Description').fill('A test attar.');
    await chooseOption(page, sheet.getByLabel('Category'), 'Custom');
    await chooseOption(page, sheet.getByLabel('Brand', { exact: true }), 'Maison Veyra');
    await sheet.getByLabel('Price (₹)', { exact: true }).fill('2999');
    await sheet.getByLabel('Total stock').fill('3');
    await chooseOption(page, sheet.getByLabel('Fragrance type'), 'Oud');
    await sheet.getByRole('button', { name: 'Add Product' }).click();
    await expect(sheet.getByText('Custom category is required')).toBeVisible();
    await expect(sheet).toBeVisible();
  });

  test('a feature image uploaded by the admin joins the home hero, and can be deleted', async ({ page }) => {
    const before = await featureImages(page);
    await page.goto(paths.admin.features);
    await expect(page.getByRole('heading', { level: 1, name: 'Feature Images' })).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Feature images' }).getByRole('listitem');
    await expect(tiles).toHaveCount(before.length);
    const uploadButton = page.getByRole('button', { name: 'Upload', exact: true });
    await expect(uploadButton).toBeDisabled();
    await expectAccessible(page);

    await page
      .getByLabel('Feature image', { exact: true })
      .setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: await samplePng(1800, 900) });
    await expect(page.getByText('slide.png · ready to upload')).toBeVisible();
    await expect(uploadButton).toBeEnabled();
    await uploadButton.click();
    await expect(page.getByText('Image uploaded successfully')).toBeVisible();
    await expect(tiles).toHaveCount(before.length + 1);
    await expect(uploadButton).toBeDisabled();

    const after = await featureImages(page);
    const added = after.find((feature) => !before.some((old) => old._id === feature._id));
    if (!added) throw new Error('the new feature image is listed');
    // Hero slides are stored at their widest size.
    expect(added.image).toMatch(/-1600\.webp$/);

    await page.goto(paths.shop.home);
    const hero = page.getByTestId('hero');
    await expect(hero.getByRole('button', { name: /Go to slide/ })).toHaveCount(after.length);
    await expect(hero.getByTestId('hero-image').and(page.locator(`[src="${added.image}"]`))).toHaveCount(1);
    await hero.getByRole('button', { name: `Go to slide ${after.findIndex((f) => f._id === added._id) + 1}` }).click();
    await expect(hero.locator(`[aria-roledescription="slide"][aria-hidden="false"] img[src="${added.image}"]`)).toBeVisible();

    // Delete shows on hover or keyboard focus.
    await page.goto(paths.admin.features);
    const newest = tiles.filter({ has: page.locator(`img[src="${added.image}"]`) });
    await newest.hover();
    await newest.getByRole('button', { name: /Delete/ }).click();
    await expect(page.getByText('Feature image deleted successfully')).toBeVisible();
    await expect(tiles).toHaveCount(before.length);
  });
});
