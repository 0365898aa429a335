import { readFileSync } from 'node:fs';
import { GIFT_CARD_MESSAGES, GIFT_CARD_PURCHASE_MESSAGES } from '@aurelle/contract';
import { uniqueTag } from './backoffice-helpers';
import { screenshotBothWidths } from './commerce-helpers';
import { expect, expectAccessible, registerShopper, signInAsAdmin, test, urlEndingWith } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

/*
 * Buying a gift card (decision 105): a guest is sent to sign in first; a shopper chooses an amount, a recipient, a
 * message and a day, pays in the simulated provider's dialog, is thanked and finds the card in their account. The admin
 * sets the amounts the shop offers and is told why a preset is refused.
 */

test.describe.configure({ timeout: 120_000 });

test('a shopper buys a card for a recipient with a message, pays, and finds it in their account', async ({ page }, testInfo) => {
  const tag = uniqueTag();
  // A guest sees the page from the shop's navigation, and paying asks them to sign in first.
  await page.goto(paths.shop.home);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gift Cards' }).click();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.giftCards));
  await expect(page.getByRole('heading', { level: 1, name: 'The gift of fragrance' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹2,500.00' }).click();
  await expect(page).toHaveURL(urlEndingWith(paths.auth.login({ returnUrl: paths.shop.giftCards })));

  await registerShopper(page, { userName: 'Kavya Menon' });
  await page.goto(paths.shop.giftCards);
  const form = page.getByRole('form', { name: 'Buy a gift card' });
  await form.getByRole('radio', { name: '₹5,000.00' }).click();
  await form.getByLabel('Recipient’s name').fill(`Meera ${tag}`);
  await form.getByLabel('Recipient’s e-mail').fill('not-an-email');
  await form.getByLabel('Message (optional)').fill('Happy birthday, with love');
  await form.getByLabel('Recipient’s WhatsApp number (optional)').fill('12345');
  await form.getByRole('button', { name: 'Pay ₹5,000.00' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText(GIFT_CARD_PURCHASE_MESSAGES.whatsappNumber)).toBeVisible();
  await form.getByLabel('Recipient’s e-mail').fill(`meera-${tag}@example.com`);
  await form.getByLabel('Recipient’s WhatsApp number (optional)').fill('98765 43210');
  await expect(page.getByTestId('gift-card-preview-amount')).toHaveText('₹5,000.00');
  await expect(page.getByRole('figure', { name: 'Your gift card' })).toContainText(`For Meera ${tag}`);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'gift-card-purchase', (name) => testInfo.outputPath(name));

  await form.getByRole('button', { name: 'Pay ₹5,000.00' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('simulated-amount')).toHaveText('₹5,000.00');
  await dialog.getByRole('button', { name: 'Pay ₹5,000.00' }).click();

  await expect(page.getByRole('heading', { level: 1, name: GIFT_CARD_MESSAGES.paid })).toBeVisible();
  await expect(page.getByText(`meera-${tag}@example.com`)).toBeVisible();
  await expect(page.getByText('9876543210')).toBeVisible();
  await expect(page.getByTestId('bought-gift-card-code')).toHaveText(/^AURL-••••-••••-[2-9A-HJKMNP-Z]{4}$/);
  const masked = (await page.getByTestId('bought-gift-card-code').textContent()) ?? '';
  await expectAccessible(page);
  await screenshotBothWidths(page, 'gift-card-thanks', (name) => testInfo.outputPath(name));

  await page.getByRole('link', { name: 'See your gift cards' }).click();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.account({ tab: 'gift-cards' })));
  const bought = page.getByTestId('my-gift-card');
  await expect(bought).toHaveCount(1);
  await expect(bought.first()).toContainText('₹5,000.00');
  await expect(bought.first()).toContainText(`For Meera ${tag}`);
  await expect(bought.first()).toContainText(masked);
  await expect(bought.first()).toContainText('Happy birthday, with love');
  await expect(bought.first()).toContainText('not a tax invoice');
  // The receipt is drawn in the built server's PDF thread (decision 123).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    bought.first().getByRole('link', { name: 'Download receipt' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/G-\d{2}-\d{2}-\d{5}\.pdf$/);
  const receipt = readFileSync(await download.path());
  expect(receipt.subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'gift-card-account', (name) => testInfo.outputPath(name));
});

test('the admin is told why a preset amount is refused', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto(paths.admin.giftCards);
  const form = page.getByRole('form', { name: 'Gift card amounts' });
  await expect(form.getByLabel('Preset amounts (₹)')).toHaveValue('1000, 2500, 5000, 10000');
  await form.getByLabel('Preset amounts (₹)').fill('1000, 2500, 90000');
  await form.getByRole('button', { name: 'Save amounts' }).click();
  await expect(form.getByText(GIFT_CARD_MESSAGES.presetsOutsideLimits)).toBeVisible();
  await expect(form.getByLabel('Preset amounts (₹)')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Preset amounts (₹)').fill('1000, 2500');
  await form.getByLabel('Lowest custom (₹)').fill('60000');
  await form.getByRole('button', { name: 'Save amounts' }).click();
  await expect(form.getByText(GIFT_CARD_MESSAGES.minAboveMax)).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'admin-gift-card-settings', (name) => testInfo.outputPath(name));
  // Nothing was saved: the shop still offers its defaults.
  const options = await page.request.get('/api/shop/gift-cards/options');
  expect(((await options.json()) as { data: { presets: number[] } }).data.presets).toEqual([1000, 2500, 5000, 10000]);
});
