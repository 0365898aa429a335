import { GIFT_CARD_MESSAGES } from '@aurelle/contract';
import { uniqueTag } from './backoffice-helpers';
import { screenshotBothWidths } from './commerce-helpers';
import { expect, expectAccessible, registerShopper, signInAsAdmin, test, urlEndingWith } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

/*
 * Gift cards in the back office (decision 103): the admin issues a card and sees its code once, finds it again by
 * what they have, reads its ledger and voids it; the card's holder then learns it is no longer valid.
 */

test.describe.configure({ timeout: 120_000 });

test('an admin issues a card, finds it by its code, reads its ledger and voids it; a bad amount is refused', async ({
  page,
  browser,
}, testInfo) => {
  const tag = uniqueTag();
  await signInAsAdmin(page);
  await page.goto(paths.admin.dashboard());
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Gift Cards' }).click();
  await expect(page).toHaveURL(urlEndingWith(paths.admin.giftCards));
  await expect(page.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
  await expect(page.getByText(/^(\d+ cards?|None issued yet)$/)).toBeVisible();

  await page.getByRole('button', { name: 'Issue a card' }).click();
  const sheet = page.getByRole('dialog', { name: 'Issue a gift card' });
  await sheet.getByLabel('Amount (₹)').fill('0');
  await sheet.getByRole('button', { name: 'Issue card' }).click();
  await expect(sheet.getByText('Amount must be greater than 0')).toBeVisible();

  await sheet.getByLabel('Amount (₹)').fill('2500');
  await sheet.getByLabel('Recipient name (optional)').fill(`Meera ${tag}`);
  await sheet.getByLabel('Recipient e-mail (optional)').fill(`meera-${tag}@example.com`);
  await sheet.getByLabel('Message (optional)').fill('Happy Diwali');
  await sheet.getByRole('button', { name: 'Issue card' }).click();
  const issued = page.getByRole('dialog', { name: 'Card issued' });
  const code = (await issued.getByTestId('issued-gift-card-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^AURL-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  await expect(issued.getByText('Gift card · ₹2,500.00')).toBeVisible();
  await expect(issued.getByText('it is shown only this once')).toBeVisible();
  // The success toast first, so the accessibility check waits for its entrance rather than catching it mid-fade.
  await expect(page.getByText(GIFT_CARD_MESSAGES.issued, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await issued.getByRole('button', { name: 'Done' }).click();

  // Found again by the whole code typed as a person would, never shown in full again.
  await page.getByLabel('Search gift cards').fill(code.toLowerCase().replaceAll('-', ' '));
  const rows = page.getByTestId('gift-card-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`AURL-••••-••••-${code.slice(-4)}`);
  await expect(rows.first()).toContainText(`Meera ${tag}`);
  await expect(rows.first()).toContainText('Active');
  await expect(page.getByText(code)).toHaveCount(0);
  await screenshotBothWidths(page, 'admin-gift-cards', (name) => testInfo.outputPath(name));

  await rows.first().click();
  const detail = page.getByRole('dialog', { name: `AURL-••••-••••-${code.slice(-4)}` });
  await expect(detail.getByTestId('gift-card-balance')).toHaveText('₹2,500.00');
  await expect(detail.getByTestId('gift-card-entry')).toHaveCount(1);
  await expect(detail.getByTestId('gift-card-entry').first()).toContainText('Issued');
  await expect(detail.getByTestId('gift-card-entry').first()).toContainText('+₹2,500.00');
  await expect(detail.getByText('Happy Diwali')).toBeVisible();

  await detail.getByRole('button', { name: 'Void card' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Void card' }).click();
  await expect(confirm.getByText('Say why the card is voided')).toBeVisible();
  await confirm.getByLabel('Reason').fill('Sold by mistake');
  await confirm.getByRole('button', { name: 'Void card' }).click();
  await expect(confirm).toBeHidden();
  await expect(detail.getByTestId('gift-card-balance')).toHaveText('₹0.00');
  await expect(detail.getByTestId('gift-card-status')).toHaveText('Voided');
  await expect(detail.getByTestId('gift-card-entry')).toHaveCount(2);
  await expect(detail.getByTestId('gift-card-entry').nth(1)).toContainText('−₹2,500.00');
  await expect(detail.getByTestId('gift-card-entry').nth(1)).toContainText('Sold by mistake');
  await expect(detail.getByRole('button', { name: 'Void card' })).toHaveCount(0);

  // The holder checks the code: it is no longer valid.
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await registerShopper(shopperPage);
  const checked = await shopperPage.request.post('/api/shop/gift-cards/check', { data: { code } });
  expect(checked.status()).toBe(200);
  expect(((await checked.json()) as { data: { status: string; balance: number } }).data).toMatchObject({ status: 'voided', balance: 0 });
  const unknown = await shopperPage.request.post('/api/shop/gift-cards/check', { data: { code: 'AURL-2345-6789-ABCD' } });
  expect(unknown.status()).toBe(404);
  expect(((await unknown.json()) as { message: string }).message).toBe(GIFT_CARD_MESSAGES.notFound);
  await shopperContext.close();
});

test('a search that matches no card says so, with what to try', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(paths.admin.giftCards);
  await page.getByLabel('Search gift cards').fill(`nobody-${uniqueTag()}@example.com`);
  await expect(page.getByText('No card matches').first()).toBeVisible();
  await expect(page.getByText('Try the whole code, its last four characters or the holder’s e-mail.')).toBeVisible();
  await expectAccessible(page);
});
