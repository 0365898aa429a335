import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { categoryValues, fragranceTypeValues, priceBandValues, sortByValues } from '@aurelle/contract';

/**
 * The virtual shoppers of the peak bench: each one a client of its own (its own keep-alive connection from its own
 * loopback address 127.x.y.z, so nginx forwards a distinct client address and every per-IP rate limit counts that
 * shopper alone, as it would count real shoppers on their own networks), driven along a journey with think times, all
 * of them through one gate that bounds the requests in flight. Each request's latency is its time on the wire once
 * through the gate (the wait for the gate is kept apart).
 */
export type RequestClass = 'browse' | 'checkout' | 'account';
export type Outcome = 'ok' | 'sold-out' | 'cut' | 'expected' | 'error';

export interface Sample {
  cls: RequestClass;
  name: string;
  status: number;
  /** On the wire: from sending to the last byte of the body. */
  ms: number;
  /** Waiting for the gate before sending. */
  waitMs: number;
  /** Since the run's start. */
  startMs: number;
  endMs: number;
  upstream: string;
  outcome: Outcome;
  hot: boolean;
  detail?: string;
}

/** A bound on the requests in flight: the scheduler every shopper's request goes through. */
export class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly max: number) {}

  async enter(): Promise<void> {
    if (this.active < this.max) {
      this.active += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}

export interface SaleSize {
  productId: string;
  variantId: string;
  pricePaise: number;
  salePricePaise: number;
}

export interface RunPlan {
  proxyPort: number;
  fakeUrl: string;
  keySecret: string;
  /** performance.now() of the run's start. */
  t0: number;
  durationMs: number;
  saleAtMs: number;
  /** When an instance is to be killed (kill phase). */
  killAtMs?: number;
  /** When it was killed: requests in flight then (or sent within a second after) that fail are "cut", not errors. */
  killedAtMs?: number;
  shoppers: number;
  hotBuyers: number;
  gate: Gate;
  saleSizes: SaleSize[];
  hot: SaleSize;
  searchWords: string[];
  phase: string;
}

/** What the run saw, for the checks after it. */
export interface RunRecord {
  samples: Sample[];
  /** Our order ids whose verify answered 200: the shopper saw them paid. */
  sawPaid: Set<string>;
  /** Provider order id → our order id, for every create-order answered. */
  providerOrders: Map<string, string>;
  /** Payments made at the fake whose verify the shopper never sent (the browser closed). */
  paidWithoutVerify: Set<string>;
  hotOutcomes: Map<string, number>;
  /** Hot buyers whose look at the product after the start showed the sale price, and those who did not. */
  hotSaleSeen: { sale: number; regular: number };
  journeysFailed: Array<{ shopper: number; error: string }>;
}

const ADDRESS = {
  fullName: 'Peak Shopper',
  addressLine1: '12 Festival Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  postalCode: '600001',
};

function now(plan: RunPlan): number {
  return performance.now() - plan.t0;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

const loopbackAddress = (index: number) => `127.${20 + Math.floor(index / 62_500)}.${Math.floor(index / 250) % 250}.${(index % 250) + 2}`;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

function isSoldOut(status: number, body: Record<string, unknown>): boolean {
  if (status !== 400 && status !== 409) return false;
  const reason = body.reason as { code?: string } | undefined;
  if (reason?.code === 'OUT_OF_STOCK' || reason?.code === 'STOCK_LIMIT') return true;
  const message = typeof body.message === 'string' ? body.message : '';
  return /is out of stock$|^Only \d+ items? available in stock$/.test(message);
}

class ShopperClient {
  private readonly agent: http.Agent;
  token: string | undefined;
  constructor(
    private readonly plan: RunPlan,
    private readonly record: RunRecord,
    readonly index: number,
    readonly hot: boolean,
  ) {
    // An idle kept-alive socket is closed here before nginx's keepalive_timeout (75 s) closes it: a request sent on a
    // socket nginx is closing at that moment is cut with no answer ("socket hang up"), which a browser would send
    // again by itself. Hot buyers wait for the sale's start, past 75 s, with their sockets open.
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 2, timeout: 60_000, localAddress: loopbackAddress(index) });
  }

  close(): void {
    this.agent.destroy();
  }

  /**
   * One request through nginx. A request cut by the kill (no answer, 502 or 504 while an instance died under it) is
   * tried once more after a second, as a shopper would click again; the retry's own answer is what counts then, and
   * `expected` says which refusals of the retry are the cut attempt's doing.
   */
  async call(
    cls: RequestClass,
    name: string,
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; html?: boolean; expected?: (status: number, body: Record<string, unknown>) => boolean } = {},
  ): Promise<Answer> {
    const { expected, ...firstOptions } = options;
    const first = await this.once(cls, name, method, path, firstOptions);
    if (first.outcome !== 'cut') return first;
    await sleep(1000);
    // Only a retry may meet what the cut attempt did (`expected`): e.g. the account it made before the answer was lost.
    return this.once(cls, `${name} (retry)`, method, path, { ...firstOptions, ...(expected ? { expected } : {}) });
  }

  private async once(
    cls: RequestClass,
    name: string,
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; html?: boolean; expected?: (status: number, body: Record<string, unknown>) => boolean },
  ): Promise<Answer & { outcome: Outcome }> {
    const queued = performance.now();
    await this.plan.gate.enter();
    const sent = performance.now();
    let status = 0;
    let upstream = '';
    let text = '';
    let failure = '';
    try {
      ({ status, upstream, text } = await this.send(method, path, options.body, options.html === true));
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    } finally {
      this.plan.gate.leave();
    }
    const done = performance.now();
    let body: Record<string, unknown> = {};
    if (!options.html && text) {
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = { message: text.slice(0, 200) };
      }
    }
    const startMs = sent - this.plan.t0;
    const endMs = done - this.plan.t0;
    const killAt = this.plan.killedAtMs;
    let outcome: Outcome;
    if (status >= 200 && status < 300) outcome = 'ok';
    else if (isSoldOut(status, body)) outcome = 'sold-out';
    else if (options.expected?.(status, body)) outcome = 'expected';
    else if (killAt !== undefined && (status === 0 || status === 502 || status === 504) && startMs <= killAt + 1000 && endMs >= killAt)
      outcome = 'cut';
    else outcome = 'error';
    const sample: Sample = {
      cls,
      name,
      status,
      ms: done - sent,
      waitMs: sent - queued,
      startMs,
      endMs,
      upstream,
      outcome,
      hot: this.hot,
    };
    if (outcome === 'error' || outcome === 'cut')
      sample.detail = `${method} ${path.slice(0, 120)} → ${status || failure} ${typeof body.message === 'string' ? body.message.slice(0, 160) : ''}`;
    this.record.samples.push(sample);
    return { status, body, outcome };
  }

  private send(method: string, path: string, body: unknown, html: boolean): Promise<{ status: number; upstream: string; text: string }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.plan.proxyPort,
          method,
          path,
          agent: this.agent,
          timeout: 30_000,
          headers: {
            'user-agent': 'Mozilla/5.0 (Linux; Android 14) AurelleBench/peak',
            accept: html ? 'text/html' : 'application/json',
            'accept-encoding': 'br, gzip',
            ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
            ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            try {
              const raw = Buffer.concat(chunks);
              const encoding = response.headers['content-encoding'];
              const decoded = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
              resolve({
                status: response.statusCode ?? 0,
                upstream: String(response.headers['x-bench-upstream'] ?? ''),
                text: decoded.toString('utf8'),
              });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out after 30 s')));
      request.on('error', reject);
      request.end(payload);
    });
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// What shoppers ask for: listing combinations that are all different (each one a cache miss), search words.

const genders = ['', 'gender=male', 'gender=female', 'car=true'];
const categories = ['', ...categoryValues, 'luxury,niche', 'designer,celebrity'];
const families = ['', ...fragranceTypeValues, 'floral,woody', 'oud,oriental,warm'];
const prices = ['', ...priceBandValues];
const listingSpace = genders.length * categories.length * families.length * prices.length * sortByValues.length;

/**
 * The k-th listing filter and sort: a walk through every combination with a prime stride, so no two in a run are the
 * same (4,320 of them; the page a shopper then turns to makes more).
 */
export function listingQuery(k: number): string {
  let n = (k * 7919 + 13) % listingSpace;
  const take = <T>(values: readonly T[]): T => {
    const value = values[n % values.length] as T;
    n = Math.floor(n / values.length);
    return value;
  };
  const parts = [
    take(genders),
    ((c) => (c ? `category=${c}` : ''))(take(categories)),
    ((f) => (f ? `fragranceType=${f}` : ''))(take(families)),
    ((p) => (p ? `price=${p}` : ''))(take(prices)),
    `sortBy=${take(sortByValues)}`,
  ].filter(Boolean);
  return parts.join('&');
}

interface ListedProduct {
  _id: string;
  variants?: Array<{ id: string; stock: number; isHidden: boolean; salePrice: number; price: number }>;
}

function productsOf(body: Record<string, unknown>): ListedProduct[] {
  return Array.isArray(body.data) ? (body.data as ListedProduct[]) : [];
}

// ---------------------------------------------------------------------------------------------------------------------
// Journeys.

interface Journey {
  plan: RunPlan;
  record: RunRecord;
  client: ShopperClient;
  random: () => number;
  counters: { listing: number; search: number };
  thinkScale: number;
}

function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const think = (j: Journey, min = 0.5, max = 3) => sleep((min + j.random() * (max - min)) * 1000 * j.thinkScale);
const pick = <T>(j: Journey, values: readonly T[]): T => values[Math.floor(j.random() * values.length)] as T;

/** A listing's first page, and (a third of the time, when there is one) its next page. */
async function browseListing(j: Journey): Promise<ListedProduct[]> {
  const query = listingQuery(j.counters.listing++);
  const first = await j.client.call('browse', 'listing', 'GET', `/api/shop/products/get?${query}`);
  const found = productsOf(first.body);
  if (Number(first.body.totalPages) >= 2 && j.random() < 0.35) {
    await think(j, 0.3, 1.5);
    const next = await j.client.call('browse', 'listing', 'GET', `/api/shop/products/get?${query}&page=2`);
    found.push(...productsOf(next.body));
  }
  return found;
}

async function search(j: Journey): Promise<ListedProduct[]> {
  const n = j.counters.search++;
  const words = j.plan.searchWords;
  // One or two words; every few a typo, which the search corrects ("Did you mean").
  let keyword = words[(n * 31) % words.length] ?? 'oud';
  if (n % 3 === 1) keyword = `${keyword} ${words[(n * 17 + 5) % words.length] ?? ''}`.trim();
  if (n % 5 === 2 && keyword.length > 4) keyword = keyword.slice(0, 2) + keyword.slice(3);
  const answer = await j.client.call('browse', 'search', 'GET', `/api/shop/search/${encodeURIComponent(keyword)}`);
  return productsOf(answer.body);
}

async function openProduct(j: Journey, productId: string, page: boolean): Promise<ListedProduct | undefined> {
  const answer = await j.client.call('browse', 'product API', 'GET', `/api/shop/products/get/${productId}`);
  if (page) await j.client.call('browse', 'product page (SSR)', 'GET', `/shop/product/${productId}`, { html: true });
  return answer.status === 200 ? (answer.body.data as ListedProduct | undefined) : undefined;
}

async function signUp(j: Journey): Promise<string | undefined> {
  const email = `peak.${j.plan.phase}.${j.client.index}@example.com`;
  const password = `Peak-${randomBytes(6).toString('hex')}`;
  const registered = await j.client.call('account', 'register', 'POST', '/api/auth/register', {
    body: { userName: `Peak Shopper ${j.client.index}`, email, password },
    // A registration cut by the kill may have been made: its retry finds the address taken, and signs in instead.
    expected: (status) => status === 400 || status === 409,
  });
  let token = typeof registered.body.token === 'string' ? registered.body.token : undefined;
  if (!token && (registered.status === 400 || registered.status === 409)) {
    const signedIn = await j.client.call('account', 'login', 'POST', '/api/auth/login', { body: { email, password } });
    token = typeof signedIn.body.token === 'string' ? signedIn.body.token : undefined;
  }
  if (!token) return undefined;
  j.client.token = token;
  const phone = `9${String(800_000_000 + j.client.index).padStart(9, '0')}`;
  const added = await j.client.call('account', 'add address', 'POST', '/api/shop/address/add', {
    body: { ...ADDRESS, phoneNumber: phone },
  });
  const address = added.body.address as { id?: string } | undefined;
  return address?.id;
}

async function addToCart(j: Journey, productId: string, variantId: string): Promise<'ok' | 'sold-out' | 'failed'> {
  const answer = await j.client.call('checkout', 'add to cart', 'POST', '/api/shop/cart/add', {
    body: { productId, variantId, quantity: 1 },
  });
  if (answer.status === 200) return 'ok';
  return isSoldOut(answer.status, answer.body) ? 'sold-out' : 'failed';
}

type CheckoutEnd = 'paid' | 'sold-out' | 'abandoned' | 'closed-after-paying' | 'failed';

/** create-order, then Razorpay's Checkout at the fake, then verify-payment with the signature Checkout hands back. */
async function checkout(j: Journey, addressId: string, behaviour: 'pay' | 'abandon' | 'close-after-paying'): Promise<CheckoutEnd> {
  const created = await j.client.call('checkout', 'create order', 'POST', '/api/shop/payment/razorpay/create-order', {
    body: { addressId },
  });
  if (created.status !== 200) return isSoldOut(created.status, created.body) ? 'sold-out' : 'failed';
  const providerOrderId = String(created.body.id);
  const orderId = String(created.body.orderId);
  j.record.providerOrders.set(providerOrderId, orderId);
  if (behaviour === 'abandon') return 'abandoned';
  await think(j, 2, 6);
  const paid = await fetch(`${j.plan.fakeUrl}/bench/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: providerOrderId }),
  });
  const payment = (await paid.json()) as { razorpay_payment_id?: string };
  if (!paid.ok || !payment.razorpay_payment_id) return 'failed';
  if (behaviour === 'close-after-paying') {
    j.record.paidWithoutVerify.add(orderId);
    return 'closed-after-paying';
  }
  const signature = createHmac('sha256', j.plan.keySecret).update(`${providerOrderId}|${payment.razorpay_payment_id}`).digest('hex');
  const verified = await j.client.call('checkout', 'verify payment', 'POST', '/api/shop/payment/razorpay/verify-payment', {
    body: { razorpay_order_id: providerOrderId, razorpay_payment_id: payment.razorpay_payment_id, razorpay_signature: signature },
  });
  if (verified.status !== 200) return 'failed';
  j.record.sawPaid.add(orderId);
  return 'paid';
}

/** Browses, searches, opens products; 70% then sign up and buy (after the sale starts, half of them a size on sale). */
async function regularJourney(j: Journey): Promise<void> {
  const seen: ListedProduct[] = [];
  const listings = 2 + Math.floor(j.random() * 3);
  for (let i = 0; i < listings; i += 1) {
    seen.push(...(await browseListing(j)));
    await think(j);
  }
  const searches = 1 + Math.floor(j.random() * 2);
  for (let i = 0; i < searches; i += 1) {
    seen.push(...(await search(j)));
    await think(j);
  }
  const opened: ListedProduct[] = [];
  const looks = 2 + Math.floor(j.random() * 2);
  for (let i = 0; i < looks && seen.length > 0; i += 1) {
    const product = await openProduct(j, pick(j, seen)._id, true);
    if (product) opened.push(product);
    await think(j);
  }
  if (j.random() >= 0.7) return;

  const addressId = await signUp(j);
  if (!addressId) return;
  await think(j);
  let added = 0;
  if (now(j.plan) >= j.plan.saleAtMs && j.random() < 0.5) {
    const size = pick(j, j.plan.saleSizes);
    await openProduct(j, size.productId, j.random() < 0.5);
    if ((await addToCart(j, size.productId, size.variantId)) === 'ok') added += 1;
    await think(j);
  }
  if (added === 0 || j.random() < 0.5) {
    const inStock = opened.flatMap((product) =>
      (product.variants ?? []).filter((v) => !v.isHidden && v.stock > 0).map((v) => ({ productId: product._id, variantId: v.id })),
    );
    if (inStock.length > 0) {
      const size = pick(j, inStock);
      if ((await addToCart(j, size.productId, size.variantId)) === 'ok') added += 1;
      await think(j);
    }
  }
  if (added === 0) return;
  const roll = j.random();
  await checkout(j, addressId, roll < 0.08 ? 'abandon' : roll < 0.14 ? 'close-after-paying' : 'pay');
}

/**
 * A buyer of the hot size: signs up and looks at it before the sale, then at the start, with every other hot buyer at
 * once, reloads it, adds it and pays.
 */
async function hotJourney(j: Journey): Promise<void> {
  const addressId = await signUp(j);
  if (!addressId) {
    j.record.hotOutcomes.set('sign-up failed', (j.record.hotOutcomes.get('sign-up failed') ?? 0) + 1);
    return;
  }
  await think(j);
  await browseListing(j);
  await think(j);
  await openProduct(j, j.plan.hot.productId, true);
  await sleep(j.plan.saleAtMs - now(j.plan) + j.random() * 250);
  const product = await openProduct(j, j.plan.hot.productId, false);
  const size = product?.variants?.find((v) => v.id === j.plan.hot.variantId);
  if (size && size.salePrice > 0) j.record.hotSaleSeen.sale += 1;
  else j.record.hotSaleSeen.regular += 1;
  let end: CheckoutEnd | 'sold-out at add' = 'failed';
  const added = await addToCart(j, j.plan.hot.productId, j.plan.hot.variantId);
  if (added === 'sold-out') end = 'sold-out at add';
  else if (added === 'ok') end = await checkout(j, addressId, 'pay');
  j.record.hotOutcomes.set(end, (j.record.hotOutcomes.get(end) ?? 0) + 1);
}

/**
 * Runs every shopper to the end of their journey: the hot buyers arrive over the first 30% of the timeline (and buy at
 * the sale's start), the others over the first 80%; think times scale with the timeline (0.5–3 s at 5 minutes).
 */
export async function runShoppers(plan: RunPlan, minutes: number): Promise<RunRecord> {
  const record: RunRecord = {
    samples: [],
    sawPaid: new Set(),
    providerOrders: new Map(),
    paidWithoutVerify: new Set(),
    hotOutcomes: new Map(),
    hotSaleSeen: { sale: 0, regular: 0 },
    journeysFailed: [],
  };
  const counters = { listing: 0, search: 0 };
  const thinkScale = Math.min(1, minutes / 5);
  const journeys = Array.from({ length: plan.shoppers }, async (_, index) => {
    // The first `hotBuyers` shoppers want the hot size; arrivals are drawn per shopper, so they are spread all the same.
    const hot = index < plan.hotBuyers;
    const random = seeded(index * 2_654_435_761 + 97);
    const arrival = (hot ? 0.3 : 0.8) * plan.durationMs * random();
    await sleep(arrival - now(plan));
    const client = new ShopperClient(plan, record, index, hot);
    const journey: Journey = { plan, record, client, random, counters, thinkScale };
    try {
      await (hot ? hotJourney(journey) : regularJourney(journey));
    } catch (error) {
      record.journeysFailed.push({ shopper: index, error: error instanceof Error ? error.message : String(error) });
    } finally {
      client.close();
    }
  });
  await Promise.all(journeys);
  return record;
}
