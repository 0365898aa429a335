import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { formatInr, GIFT_CARD_MESSAGES } from '@aurelle/contract';
import { createStockedProduct, placePaidOrder, uniqueTag } from './backoffice-helpers';
import { addToCartViaApi, myOrders, screenshotBothWidths } from './commerce-helpers';
import { ADMIN, expect, expectAccessible, registerShopper, shopOriginHeaders, test, urlEndingWith } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

/*
 * A gift card at checkout (decision 104): the shopper applies a card the back office issued, the summary shows its
 * share and what is left, the simulated provider takes only the rest, the order shows the card, and the card's balance
 * has gone down; a code that is not a card is refused at its field in the server's words.
 */

test.describe.configure({ timeout: 150_000 });

async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: shopOriginHeaders(baseURL) });
  const login = await admin.post('/api/auth/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  return admin;
}

test('a shopper pays part of an order with a gift card and the rest online; the order and the card show it', async ({
  page,
  baseURL,
}, testInfo) => {
  const admin = await adminApi(baseURL ?? '');
  const issued = await admin.post('/api/admin/gift-cards', { data: { amount: 1000 } });
  expect(issued.status(), await issued.text()).toBe(201);
  const { code } = (await issued.json()) as { code: string };
  const masked = `AURL-••••-••••-${code.slice(-4)}`;
  const product = await createStockedProduct(baseURL ?? '', `Amber Silk ${uniqueTag()}`, { price: 4250 });

  // A returning shopper (no first-order discount): ₹4,250 of goods, the card pays ₹1,000, ₹3,250 is left.
  const account = await registerShopper(page);
  await placePaidOrder({ request: page.request, ...account }, { _id: product._id });
  await addToCartViaApi(page, product._id);
  const before = await page.request.post('/api/shop/gift-cards/check', { data: { code } });
  expect(((await before.json()) as { data: { balance: number } }).data.balance).toBe(1000);

  await page.goto(paths.shop.checkout);
  await expect(page.getByTestId('checkout-total')).toHaveText(formatInr(4250));
  await page.getByRole('button', { name: 'Pay with a gift card' }).click();
  const field = page.getByLabel('Gift card code');

  // A code that is no card: the server's words under the field, and nothing taken off.
  await field.fill('AURL-2222-3333-4444');
  await page.getByRole('button', { name: 'Apply' }).last().click();
  await expect(page.getByText(GIFT_CARD_MESSAGES.notFound)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('gift-card-payment')).toHaveCount(0);

  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).last().click();
  const applied = page.getByTestId('applied-gift-card');
  await expect(applied).toContainText(masked);
  await expect(applied).toContainText(`${GIFT_CARD_MESSAGES.applied}: ${formatInr(1000)} of this order`);
  await expect(applied).toContainText(`Balance after this order: ${formatInr(0)}`);
  await expect(page.getByTestId('gift-card-payment')).toContainText(`−${formatInr(1000)}`);
  await expect(page.getByTestId('checkout-total')).toHaveText(formatInr(4250));
  await expect(page.getByTestId('amount-to-pay')).toHaveText(formatInr(3250));
  await expectAccessible(page);
  await screenshotBothWidths(page, 'checkout-with-gift-card', (name) => testInfo.outputPath(name));

  await page.getByRole('button', { name: 'Pay now' }).click();
  const paymentWindow = page.getByRole('dialog', { name: 'Aurelle' });
  await expect(paymentWindow.getByTestId('simulated-amount')).toHaveText(formatInr(3250));
  await paymentWindow.getByRole('button', { name: `Pay ${formatInr(3250)}` }).click();
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.account({ tab: 'orders' })));

  const card = page.getByTestId('order-card').first();
  await card.getByRole('button', { name: /View Details/ }).click();
  const details = page.getByRole('dialog', { name: 'Your order' });
  await expect(details.getByText(masked)).toBeVisible();
  await expect(details.getByTestId('order-gift-card')).toHaveText(`−${formatInr(1000)}`);
  await expect(details.getByTestId('order-amount-to-pay')).toHaveText(formatInr(3250));
  await expectAccessible(page);
  await screenshotBothWidths(page, 'order-details-gift-card', (name) => testInfo.outputPath(name), { fullPage: false });

  const [order] = await myOrders(page);
  expect(order).toMatchObject({
    paymentStatus: 'completed',
    totalAmount: 4250,
    amountToPay: 3250,
    giftCard: { maskedCode: masked, amount: 1000 },
  });
  // The second check of the card: what the order took is gone.
  const after = await page.request.post('/api/shop/gift-cards/check', { data: { code } });
  expect(((await after.json()) as { data: { balance: number; status: string } }).data).toMatchObject({ balance: 0, status: 'spent' });
  await admin.dispose();
});
