import { randomUUID } from 'node:crypto';
import { expect, chooseOption, expectAccessible, signInAsAdmin, test } from './fixtures';
import { createProductAsAdmin, screenshotBothWidths } from './commerce-helpers';
import { paths } from '../apps/web/src/lib/paths';

test.describe.configure({ timeout: 120_000 });

test('the admin describes a perfume, adding a new note; the product page shows its pyramid and search finds the note', async ({
  page,
  request,
}, testInfo) => {
  const product = await createProductAsAdmin(request, page, { title: `Kesar Study ${Date.now()}` });
  // A note the vocabulary does not know yet, letters only.
  const newNote = `Zafran${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 5)}`;

  await signInAsAdmin(page);
  await page.goto(paths.admin.products);
  await page.getByRole('button', { name: `Edit ${product.title}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Edit Product' });
  const perfume = sheet.getByRole('region', { name: 'The perfume' });
  await chooseOption(page, perfume.getByLabel('Concentration'), 'Extrait de Parfum');
  await perfume.getByLabel('Top notes', { exact: true }).fill('saffron');
  await perfume.getByRole('button', { name: /^Add to top notes/ }).click();
  await perfume.getByLabel('Heart notes', { exact: true }).fill(newNote.toLowerCase());
  await expect(perfume.getByRole('button', { name: /^New note to heart notes/ })).toBeVisible();
  await perfume.getByRole('button', { name: /^New note to heart notes/ }).click();
  await expect(page.getByText(`${newNote} was added to the notes`)).toBeVisible();
  await perfume.getByLabel('Base notes', { exact: true }).fill('Oud');
  await perfume.getByLabel('Base notes', { exact: true }).press('Enter');
  await expect(perfume.getByRole('list', { name: 'Base notes chosen' }).getByText('Oud')).toBeVisible();
  await perfume.getByRole('button', { name: 'Oud', exact: true }).click();
  await perfume.getByRole('button', { name: 'Monsoon', exact: true }).click();
  await chooseOption(page, perfume.getByLabel('Longevity'), '5 · All day and beyond');
  await perfume.getByLabel('Country of origin').fill('India');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'admin-perfume', (name) => testInfo.outputPath(name), { fullPage: false });
  await sheet.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully').first()).toBeVisible();

  await page.goto(paths.shop.product(product._id));
  const pyramid = page.getByRole('list', { name: 'Notes pyramid' });
  await expect(pyramid.getByText('Saffron')).toBeVisible();
  await expect(pyramid.getByText(newNote)).toBeVisible();
  await expect(pyramid.getByText('Oud')).toBeVisible();
  await expect(page.getByText('Extrait de Parfum')).toBeVisible();
  await expect(page.getByText('All day and beyond')).toBeVisible();
  await expectAccessible(page);

  const found = await page.request.get(`/api/shop/search/${newNote.toLowerCase()}`);
  expect(((await found.json()) as { data: Array<{ id: string }> }).data.map((p) => p.id)).toContain(product._id);
});
