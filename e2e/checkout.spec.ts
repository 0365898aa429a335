import { computeOrderTotals, formatInr, paiseToRupees, rupeesToPaise } from '@aurelle/contract';
import type { Page } from '@playwright/test';
import { chooseOption, expect, expectAccessible, registerShopper, test, urlEndingWith } from './fixtures';
import {
  addAddressViaApi,
  addToCartButton,
  addToCartViaApi,
  dismissToasts,
  expectAccessibleOverlay,
  firstListedProduct,
  myOrders,
  sampleAddress,
  screenshotBothWidths,
  unitPrice,
} from './commerce-helpers';
import { paths } from '../apps/web/src/lib/paths';

// Journeys through several screens on a machine shared with other runs: give each room to breathe.
test.describe.configure({ timeout: 120_000 });

function totalFor(price: number, quantity: number, isFirstOrder: boolean): string {
  const totals = computeOrderTotals([{ unitPricePaise: rupeesToPaise(price), quantity }], isFirstOrder);
  return formatInr(paiseToRupees(totals.totalPaise));
}

test('a shopper buys with the simulated provider and finds the order as Processing', async ({ page, request }, testInfo) => {
  // The longest journey: four screens, each checked with axe and photographed at two widths.
  test.setTimeout(180_000);
  const product = await firstListedProduct(page, request);
  const account = await registerShopper(page);

  await page.goto(paths.shop.listing());
  await addToCartButton(page, product.title).click();
  await expect(page.getByText(`${product.title} has been added to your cart`)).toBeVisible();

  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(sheet.getByRole('heading', { name: product.title })).toBeVisible();
  await expect(sheet.getByTestId('cart-total')).toHaveText(formatInr(unitPrice(product)));
  await expectAccessibleOverlay(page);
  await screenshotBothWidths(page, 'cart-sheet', (name) => testInfo.outputPath(name), { fullPage: false });
  await sheet.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expect(page).toHaveURL(urlEndingWith(paths.shop.checkout));
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByText('Please select a delivery address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeDisabled();

  const address = sampleAddress();
  await page.getByLabel('Full name').fill(address.fullName);
  await page.getByLabel('Phone number').fill(address.phoneNumber);
  await page.getByLabel('Address line 1').fill(address.addressLine1);
  await page.getByLabel('Address line 2').fill(address.addressLine2 ?? '');
  await page.getByLabel('City').fill(address.city);
  await chooseOption(page, page.getByRole('combobox', { name: 'State' }), address.state);
  await page.getByLabel('Postal code').fill(address.postalCode);
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('radio', { name: `Deliver to ${address.fullName}, ${address.addressLine1}` })).toBeChecked();

  const expectedTotal = totalFor(unitPrice(product), 1, true);
  await expect(page.getByText('First-order discount (15%)')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(expectedTotal);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'checkout', (name) => testInfo.outputPath(name));

  await page.getByRole('button', { name: 'Pay now' }).click();
  const paymentWindow = page.getByRole('dialog', { name: 'Aurelle' });
  await expect(paymentWindow.getByTestId('simulated-amount')).toHaveText(expectedTotal);
  await expect(paymentWindow.getByText(account.email)).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'simulated-checkout', (name) => testInfo.outputPath(name), { fullPage: false });
  await paymentWindow.getByRole('button', { name: `Pay ${expectedTotal}` }).click();

  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.account({ tab: 'orders' })));
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(page.getByTestId('order-count')).toHaveText('1 Order');
  const card = page.getByTestId('order-card').first();
  await expect(card.getByTestId('order-status')).toHaveText('Processing');
  await expect(card.getByTestId('payment-status')).toHaveText('completed');
  await expect(card.getByText(expectedTotal)).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'order-history', (name) => testInfo.outputPath(name));

  await card.getByRole('button', { name: /View Details/ }).click();
  const details = page.getByRole('dialog', { name: 'Your order' });
  await expect(details.getByTestId('order-item')).toContainText(product.title);
  await expect(details.getByTestId('order-item')).toContainText(formatInr(unitPrice(product)));
  await expect(details.getByText(address.addressLine1)).toBeVisible();
  await expect(details.getByText(address.postalCode)).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'order-details', (name) => testInfo.outputPath(name), { fullPage: false });
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  const [order] = await myOrders(page);
  expect(order?.paymentStatus).toBe('completed');
  expect(order?.orderStatus).toBe('confirmed');
});

test('a failed payment leaves the order unpaid and the cart as it was', async ({ page, request }) => {
  const product = await firstListedProduct(page, request);
  await registerShopper(page);
  await addToCartViaApi(page, product._id);
  await addAddressViaApi(page);

  await page.goto(paths.shop.checkout);
  await page.getByRole('button', { name: 'Pay now' }).click();
  const paymentWindow = page.getByRole('dialog', { name: 'Aurelle' });
  await paymentWindow.getByRole('button', { name: 'Fail payment' }).click();

  await expect(page.getByText('Payment failed')).toBeVisible();
  await expect(paymentWindow).toBeHidden();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.checkout));
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  const orders = await myOrders(page);
  expect(orders.length).toBeGreaterThan(0);
  for (const order of orders) expect(order.paymentStatus).not.toBe('completed');
});

test('the first-order discount shows on the first order only', async ({ page, request }) => {
  const product = await firstListedProduct(page, request);
  await registerShopper(page);
  await addToCartViaApi(page, product._id);
  await addAddressViaApi(page);

  await page.goto(paths.shop.checkout);
  await expect(page.getByText('First-order discount (15%)')).toBeVisible();
  const firstTotal = totalFor(unitPrice(product), 1, true);
  await expect(page.getByTestId('checkout-total')).toHaveText(firstTotal);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page
    .getByRole('dialog', { name: 'Aurelle' })
    .getByRole('button', { name: `Pay ${firstTotal}` })
    .click();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.account({ tab: 'orders' })));

  await addToCartViaApi(page, product._id);
  await page.goto(paths.shop.checkout);
  await expect(page.getByTestId('checkout-total')).toHaveText(totalFor(unitPrice(product), 1, false));
  await expect(page.getByText('First-order discount (15%)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('dialog', { name: 'Aurelle' }).getByTestId('simulated-amount')).toHaveText(
    totalFor(unitPrice(product), 1, false),
  );
});

test('the legacy redirect flow ends on the payment success page', async ({ page, request }) => {
  const product = await firstListedProduct(page, request);
  await registerShopper(page);
  await addToCartViaApi(page, product._id);
  const address = await addAddressViaApi(page);

  const created = await page.request.post('/api/shop/order/create', { data: { addressId: address._id } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { approvalURL, orderId } = (await created.json()) as { approvalURL: string; orderId: string };

  await page.goto(paths.shop.home);
  await page.evaluate((id) => window.sessionStorage.setItem('currentOrderId', id), orderId);
  await page.goto(approvalURL);
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await expect(page.getByRole('heading', { name: 'Payment is successful!' })).toBeVisible();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.paymentSuccess));
  expect(await page.evaluate(() => window.sessionStorage.getItem('currentOrderId'))).toBeNull();
  await page.getByRole('link', { name: 'View Orders' }).click();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.account({ tab: 'orders' })));
  await expect(page.getByTestId('order-card').first().getByTestId('payment-status')).toHaveText('completed');
});

test('the return page explains a refused capture and leads back to checkout', async ({ page }) => {
  await registerShopper(page);
  await page.goto(paths.shop.home);
  await page.evaluate(() => window.sessionStorage.setItem('currentOrderId', '00000000-0000-4000-8000-000000000000'));
  await page.goto(paths.shop.paypalReturn({ paymentId: 'PAYID-FORGED', PayerID: 'NOBODY' }));
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to checkout' }).click();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.checkout));
});

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * A stand-in for Razorpay's checkout.js: it records the options it was opened with and settles the
 * payment through the simulated provider, which signs exactly as Razorpay does.
 */
const fakeRazorpayScript = `
window.Razorpay = class {
  constructor(options) {
    this.options = options;
    this.handlers = {};
    window.__razorpayOpenedWith = {
      key: options.key, amount: options.amount, currency: options.currency, order_id: options.order_id,
      name: options.name, prefill: options.prefill,
    };
  }
  on(event, callback) { this.handlers[event] = callback; }
  open() {
    fetch('/api/shop/payment/simulated/checkout', {
      method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ providerOrderId: this.options.order_id, outcome: window.__razorpayOutcome || 'success' }),
    }).then((response) => response.json()).then((body) => {
      if (body.outcome === 'success') {
        this.options.handler({ razorpay_payment_id: body.razorpay_payment_id, razorpay_order_id: body.razorpay_order_id, razorpay_signature: body.razorpay_signature });
      } else {
        this.handlers['payment.failed'](body);
        this.options.modal.ondismiss();
      }
    });
  }
};`;

async function pretendProviderIsRazorpay(page: Page, script: { status: number; body: string }) {
  await page.route('**/api/shop/payment/razorpay/create-order', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: response.ok() ? { ...body, provider: 'razorpay' } : body });
  });
  await page.route(RAZORPAY_SCRIPT, (route) => route.fulfill({ status: script.status, contentType: 'text/javascript', body: script.body }));
}

test('with Razorpay as the provider, its script opens with our order and the payment is verified', async ({ page, request }) => {
  const product = await firstListedProduct(page, request);
  const account = await registerShopper(page);
  await addToCartViaApi(page, product._id);
  const address = await addAddressViaApi(page);
  await pretendProviderIsRazorpay(page, { status: 200, body: fakeRazorpayScript });

  await page.goto(paths.shop.checkout);
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.account({ tab: 'orders' })));
  const openedWith = (await page.evaluate(() => (window as unknown as { __razorpayOpenedWith: unknown }).__razorpayOpenedWith)) as {
    amount: number;
    currency: string;
    order_id: string;
    name: string;
    prefill: { name: string; email: string; contact: string };
  };
  expect(openedWith.amount).toBe(computeOrderTotals([{ unitPricePaise: rupeesToPaise(unitPrice(product)), quantity: 1 }], true).totalPaise);
  expect(openedWith.currency).toBe('INR');
  expect(openedWith.order_id).toBeTruthy();
  expect(openedWith.name).toBe('Aurelle');
  expect(openedWith.prefill).toEqual({ name: account.userName, email: account.email, contact: address.phoneNumber });
  const [order] = await myOrders(page);
  expect(order?.paymentStatus).toBe('completed');
});

test('a Razorpay failure and a script that cannot load give the spec messages', async ({ page, request }) => {
  const product = await firstListedProduct(page, request);
  await registerShopper(page);
  await addToCartViaApi(page, product._id);
  await addAddressViaApi(page);
  await pretendProviderIsRazorpay(page, { status: 200, body: fakeRazorpayScript });

  await page.goto(paths.shop.checkout);
  await page.evaluate(() => Object.assign(window, { __razorpayOutcome: 'failure' }));
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Payment failed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  await dismissToasts(page);

  await page.unroute(RAZORPAY_SCRIPT);
  await page.route(RAZORPAY_SCRIPT, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.reload();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Razorpay SDK failed to load. Please try again later.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  for (const order of await myOrders(page)) expect(order.paymentStatus).not.toBe('completed');
});

test('PayPal, when the shop offers it: approved on the provider’s page, captured on return', async ({ page, request }) => {
  const product = await firstListedProduct(page, request);
  await registerShopper(page);
  await addToCartViaApi(page, product._id);
  const address = await addAddressViaApi(page);

  await page.goto(paths.shop.checkout);
  await page.getByRole('radio', { name: `Deliver to ${address.fullName}, ${address.addressLine1}` }).check();
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('button', { name: 'Continue to PayPal' }).click();
  // Outside production without PayPal's keys, the simulated provider's approval page stands in for PayPal's.
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(urlEndingWith(paths.shop.paymentSuccess));
  const [order] = await myOrders(page);
  expect(order).toMatchObject({ paymentMethod: 'paypal', paymentStatus: 'completed', orderStatus: 'confirmed' });
});
