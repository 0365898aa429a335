import { computeOrderTotals, formatInr, paiseToRupees, rupeesToPaise, type DeliverySettingsInput } from '@aurelle/contract';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, expectAccessible, registerShopper, signInAsAdmin, test, urlEndingWith } from './fixtures';
import { addToCartViaApi, firstListedProduct, screenshotBothWidths, unitPrice } from './commerce-helpers';
import { paths } from '../apps/web/src/lib/paths';

// Journeys through several screens on a machine shared with other runs: give each room to breathe.
test.describe.configure({ timeout: 120_000 });

/** The shop's own terms (free standard delivery in 3–5 days, no express): what every other journey expects. */
const DEFAULT_TERMS: DeliverySettingsInput = {
  standardFee: 0,
  freeFrom: null,
  standardDaysMin: 3,
  standardDaysMax: 5,
  expressEnabled: false,
  expressFee: 0,
  expressDaysMin: 1,
  expressDaysMax: 2,
  cutoff: '14:00',
  workingDays: [1, 2, 3, 4, 5, 6],
  unservedPins: [],
  noCodPins: [],
};

async function saveDeliveryTerms(request: APIRequestContext, terms: DeliverySettingsInput): Promise<void> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const saved = await request.put('/api/admin/settings/delivery', { data: terms });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.afterEach(async ({ request }) => {
  await saveDeliveryTerms(request, DEFAULT_TERMS);
});

test('a guest checks a PIN code on a product page: where, by when, cash on delivery; or why not', async ({ page, request }, testInfo) => {
  const product = await firstListedProduct(page, request);
  await saveDeliveryTerms(request, { ...DEFAULT_TERMS, unservedPins: ['791'] });
  await page.goto(paths.shop.product(product._id));
  await expect(page.getByRole('heading', { name: product.title, level: 1 })).toBeVisible();

  const section = page.getByRole('region', { name: 'Check delivery' });
  const pin = section.getByLabel('PIN code');
  const result = section.getByTestId('pin-check-result');
  await pin.fill('12345');
  await section.getByRole('button', { name: 'Check' }).click();
  await expect(result).toHaveText('Enter a 6-digit PIN code');

  await pin.fill('999999');
  await section.getByRole('button', { name: 'Check' }).click();
  await expect(result).toHaveText('We could not find this PIN code');

  await pin.fill('791111');
  await section.getByRole('button', { name: 'Check' }).click();
  await expect(result).toHaveText('Sorry, we do not deliver to 791111 (Papum Pare, Arunachal Pradesh) yet');

  await pin.fill('781001');
  await section.getByRole('button', { name: 'Check' }).click();
  await expect(result).toContainText('Delivers to Kamrup, Assam');
  await expect(result).toContainText(
    /by (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} – (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}/,
  );
  await expect(result).toContainText('Free');
  await expect(result).toContainText('Cash on delivery available');
  await expectAccessible(page);
  await section.scrollIntoViewIfNeeded();
  await screenshotBothWidths(page, 'product-pin-check', (name) => testInfo.outputPath(name), { fullPage: false });
});

test('a shopper chooses express delivery at checkout: its fee is in the total, the order and its details', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const product = await firstListedProduct(page, request);
  await saveDeliveryTerms(request, { ...DEFAULT_TERMS, expressEnabled: true, expressFee: 249 });
  await registerShopper(page);
  await addToCartViaApi(page, product._id);

  await page.goto(paths.shop.checkout);
  // A new address: the PIN code fills the city and the state.
  await page.getByLabel('Full name').fill('Mira Das');
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('Address line 1').fill('4 Pan Bazar');
  await page.getByLabel('Postal code').fill('781001');
  await expect(page.getByLabel('City')).toHaveValue('Kamrup');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('Assam');
  await expect(page.getByText('Kamrup, Assam', { exact: true })).toBeVisible();
  await page.getByLabel('City').fill('Guwahati');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('radio', { name: 'Deliver to Mira Das, 4 Pan Bazar' })).toBeChecked();

  const delivery = page.getByRole('region', { name: 'Delivery', exact: true });
  await expect(delivery.getByText('To Kamrup, Assam 781001.', { exact: false })).toBeVisible();
  await expect(delivery.getByTestId('delivery-option-standard')).toContainText('Free');
  await expect(delivery.getByTestId('delivery-option-express')).toContainText('₹249');
  const goodsPaise = computeOrderTotals([{ unitPricePaise: rupeesToPaise(unitPrice(product)), quantity: 1 }], true).totalPaise;
  await expect(page.getByTestId('checkout-total')).toHaveText(formatInr(paiseToRupees(goodsPaise)));

  await delivery.getByRole('radio', { name: /Express delivery/ }).click();
  const withExpress = formatInr(paiseToRupees(goodsPaise + 24_900));
  await expect(page.getByTestId('delivery-fee')).toContainText(`Express delivery${formatInr(249)}`);
  await expect(page.getByTestId('checkout-total')).toHaveText(withExpress);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'checkout-delivery-options', (name) => testInfo.outputPath(name));

  await page.getByRole('button', { name: 'Pay now' }).click();
  const paymentWindow = page.getByRole('dialog', { name: 'Aurelle' });
  await expect(paymentWindow.getByTestId('simulated-amount')).toHaveText(withExpress);
  await paymentWindow.getByRole('button', { name: `Pay ${withExpress}` }).click();
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.account({ tab: 'orders' })));

  const card = page.getByTestId('order-card').first();
  await card.getByRole('button', { name: /View Details/ }).click();
  const details = page.getByRole('dialog', { name: 'Your order' });
  await expect(details.getByText('Express delivery')).toBeVisible();
  await expect(details.getByText(withExpress)).toBeVisible();

  // The admin's Settings page holds the terms the shopper was charged by.
  await signInAsAdmin(page);
  await page.goto(paths.admin.settings);
  await expect(page.getByRole('heading', { name: 'Delivery', level: 2, exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Offer express delivery' })).toBeChecked();
  await expect(page.getByLabel('Express fee (₹)')).toHaveValue('249');
  await expectAccessible(page);
});
