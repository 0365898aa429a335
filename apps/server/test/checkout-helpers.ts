import { eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import {
  cardPaymentOrderSchema,
  endpoints,
  type CardPaymentOrder,
  type CreatePaymentOrderRequest,
  type VerifyPaymentRequest,
} from '@aurelle/contract';
import { products } from '../src/db/schema/index.ts';
import { bodyOf, call, createUser, type TestApp } from './helpers.ts';
import { createAddress, createProduct, type ProductOverrides } from './factories.ts';

export type Shopper = Awaited<ReturnType<typeof createUser>>;
/** Whoever calls the API: only the auth header matters. */
export type Caller = { auth: Record<string, string> };

export type CreateOrderAnswer = CardPaymentOrder;

/** create-order where there is something to pay: the answer is a provider order (a ₹0 order is tested on its own). */
export const cardCheckoutEndpoint = { ...endpoints.createPaymentOrder, response: { 200: cardPaymentOrderSchema } } as const;

export async function addToCart(t: TestApp, shopper: Caller, productId: string, quantity: number) {
  return call(t, endpoints.addToCart, { headers: shopper.auth, body: { productId, quantity } });
}

export async function createPaymentOrder(t: TestApp, shopper: Caller, body: CreatePaymentOrderRequest) {
  return call(t, cardCheckoutEndpoint, { headers: shopper.auth, body });
}

/** A shopper with an address and the given product in the cart. */
export async function shopperWithCart(t: TestApp, product: { id: string }, quantity = 1) {
  const shopper = await createUser(t);
  const address = await createAddress(t, shopper.user.id);
  const added = await addToCart(t, shopper, product.id, quantity);
  if (added.status !== 200) throw new Error(`add to cart failed: ${JSON.stringify(added.body)}`);
  return { shopper, address };
}

/** Cart → create-order, expecting success. */
export async function checkout(t: TestApp, productOverrides: ProductOverrides = {}, quantity = 1) {
  const product = await createProduct(t, productOverrides);
  const { shopper, address } = await shopperWithCart(t, product, quantity);
  const res = await createPaymentOrder(t, shopper, { addressId: address.id });
  if (res.status !== 200) throw new Error(`create-order failed: ${JSON.stringify(res.body)}`);
  return { product, shopper, address, order: res.body };
}

export function sign(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.ctx.db.select({ totalStock: products.totalStock }).from(products).where(eq(products.id, productId));
  if (!row) throw new Error('product not found');
  return row.totalStock;
}

export async function verify(t: TestApp, shopper: Caller, body: VerifyPaymentRequest) {
  return call(t, endpoints.verifyPayment, { headers: shopper.auth, body });
}

export async function simulatedCheckout(t: TestApp, shopper: Caller, providerOrderId: string, outcome: 'success' | 'failure') {
  return call(t, endpoints.simulatedCheckout, { headers: shopper.auth, body: { providerOrderId, outcome } });
}

/** Simulated dialog success → verify-payment; returns the verify answer. */
export async function payWithSimulatedProvider(t: TestApp, shopper: Caller, providerOrderId: string) {
  const dialog = await simulatedCheckout(t, shopper, providerOrderId, 'success');
  if (dialog.status !== 200) throw new Error(`simulated checkout failed: ${JSON.stringify(dialog.body)}`);
  const answer = dialog.body;
  if (answer.outcome !== 'success') throw new Error('simulated checkout did not succeed');
  const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = answer;
  return verify(t, shopper, { razorpay_payment_id, razorpay_order_id, razorpay_signature });
}

/** The outbox keeps raw MIME; HTML parts are quoted-printable. */
export function decodeQuotedPrintable(mail: string): string {
  const joined = mail.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/**
 * Free standard delivery everywhere, no express, no COD fee, a COD limit of ₹50,000 and this gift wrap fee: the
 * charges a test of discounts and payments sets so every figure is the goods' own.
 */
export async function useFlatCharges(t: TestApp, admin: Caller, giftWrapFee: number): Promise<void> {
  const current = bodyOf(await call(t, endpoints.getShopSettings, { headers: admin.auth }), 200).settings;
  bodyOf(
    await call(t, endpoints.updateShopSettings, { headers: admin.auth, body: { ...current, codLimit: 50_000, codFee: 0, giftWrapFee } }),
    200,
  );
  bodyOf(
    await call(t, endpoints.updateDeliverySettings, {
      headers: admin.auth,
      body: {
        standardFee: 0,
        freeFrom: null,
        expressEnabled: false,
        expressFee: 0,
        standardDaysMin: 2,
        standardDaysMax: 4,
        expressDaysMin: 1,
        expressDaysMax: 2,
        cutoff: '14:00',
        workingDays: [1, 2, 3, 4, 5, 6],
        unservedPins: '',
        noCodPins: '',
      },
    }),
    200,
  );
}
