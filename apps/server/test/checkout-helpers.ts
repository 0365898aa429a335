import { eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { simulatedCheckoutResponseSchema } from '@aurelle/contract';
import { products } from '../src/db/schema/index.ts';
import { createUser, json, type TestApp } from './helpers.ts';
import { createAddress, createProduct, type ProductOverrides } from './factories.ts';

export type Shopper = Awaited<ReturnType<typeof createUser>>;
/** Whoever calls the API: only the auth header matters. */
export type Caller = { auth: Record<string, string> };

export interface CreateOrderAnswer {
  success: boolean;
  amount: number;
  id: string;
  currency: string;
  keyId: string;
  orderId: string;
  provider: string;
  message?: string;
}

export async function addToCart(t: TestApp, shopper: Caller, productId: string, quantity: number) {
  return t.app.inject({ method: 'POST', url: '/api/shop/cart/add', headers: shopper.auth, payload: { productId, quantity } });
}

export async function createPaymentOrder(t: TestApp, shopper: Caller, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/shop/payment/razorpay/create-order', headers: shopper.auth, payload: body });
}

/** A shopper with an address and the given product in the cart. */
export async function shopperWithCart(t: TestApp, product: { id: string }, quantity = 1) {
  const shopper = await createUser(t);
  const address = await createAddress(t, shopper.user.id);
  const added = await addToCart(t, shopper, product.id, quantity);
  if (added.statusCode !== 200) throw new Error(`add to cart failed: ${added.body}`);
  return { shopper, address };
}

/** Cart → create-order, expecting success. */
export async function checkout(t: TestApp, productOverrides: ProductOverrides = {}, quantity = 1) {
  const product = await createProduct(t, productOverrides);
  const { shopper, address } = await shopperWithCart(t, product, quantity);
  const res = await createPaymentOrder(t, shopper, { addressId: address.id });
  if (res.statusCode !== 200) throw new Error(`create-order failed: ${res.body}`);
  return { product, shopper, address, order: json<CreateOrderAnswer>(res) };
}

export function sign(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.ctx.db.select({ totalStock: products.totalStock }).from(products).where(eq(products.id, productId));
  if (!row) throw new Error('product not found');
  return row.totalStock;
}

export async function verify(t: TestApp, shopper: Caller, payload: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/shop/payment/razorpay/verify-payment', headers: shopper.auth, payload });
}

export async function simulatedCheckout(t: TestApp, shopper: Caller, providerOrderId: string, outcome: 'success' | 'failure') {
  return t.app.inject({
    method: 'POST',
    url: '/api/shop/payment/simulated/checkout',
    headers: shopper.auth,
    payload: { providerOrderId, outcome },
  });
}

/** Simulated dialog success → verify-payment; returns the verify answer. */
export async function payWithSimulatedProvider(t: TestApp, shopper: Caller, providerOrderId: string) {
  const dialog = await simulatedCheckout(t, shopper, providerOrderId, 'success');
  if (dialog.statusCode !== 200) throw new Error(`simulated checkout failed: ${dialog.body}`);
  const answer = simulatedCheckoutResponseSchema.parse(json(dialog));
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
