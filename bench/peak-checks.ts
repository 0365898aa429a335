import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../apps/server/src/db/client.ts';
import type { FakeRazorpay } from './peak-razorpay.ts';
import type { MemorySample } from './peak-stack.ts';
import type { RequestClass, RunRecord, Sample, SaleSize } from './peak-shoppers.ts';

/** One line of the bench's verdict: PASS/FAIL (or INFO, which never fails the run). */
export interface Check {
  name: string;
  verdict: 'PASS' | 'FAIL' | 'INFO';
  detail: string;
}

export const BROWSE_P99_LIMIT_MS = 200;
export const CHECKOUT_P99_LIMIT_MS = 1000;

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** Latencies of the answered requests of a class (a request cut by the kill has no latency worth counting). */
export function latencies(samples: readonly Sample[], filter: (sample: Sample) => boolean): number[] {
  return samples
    .filter((sample) => sample.outcome !== 'cut' && filter(sample))
    .map((sample) => sample.ms)
    .sort((a, b) => a - b);
}

const verdict = (pass: boolean): 'PASS' | 'FAIL' => (pass ? 'PASS' : 'FAIL');
const ms = (value: number) => `${value.toFixed(0)} ms`;

export interface CheckInput {
  db: Db;
  record: RunRecord;
  fake: FakeRazorpay;
  hot: SaleSize;
  hotStock: number;
  saleSizes: readonly SaleSize[];
  saleStartsAt: Date;
  initialStock: ReadonlyMap<string, number>;
  memory: readonly MemorySample[];
  /** RSS must be flat (steady phase); in the kill phase the survivor takes the whole load, so it is only reported. */
  memoryIsChecked: boolean;
  instanceNames: readonly string[];
  killAtSeconds?: number;
}

export async function runChecks(input: CheckInput): Promise<Check[]> {
  const { db, record, fake } = input;
  const checks: Check[] = [];
  const samples = record.samples;

  // 1. Errors: every non-2xx but the sold-out refusals (and, in the kill phase, the requests the kill cut).
  const errors = samples.filter((s) => s.outcome === 'error');
  const soldOutHot = samples.filter((s) => s.outcome === 'sold-out' && s.hot).length;
  const soldOutOther = samples.filter((s) => s.outcome === 'sold-out' && !s.hot).length;
  const soldOutStatuses = [...new Set(samples.filter((s) => s.outcome === 'sold-out').map((s) => s.status))].join('/') || '-';
  const cut = samples.filter((s) => s.outcome === 'cut');
  const byStatus = new Map<string, number>();
  for (const error of errors)
    byStatus.set(error.detail ?? String(error.status), (byStatus.get(error.detail ?? String(error.status)) ?? 0) + 1);
  const worst = [...byStatus.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([detail, count]) => `${count}× ${detail}`)
    .join('; ');
  checks.push({
    name: '0 errors',
    verdict: verdict(errors.length === 0 && record.journeysFailed.length === 0),
    detail:
      `${errors.length} unexpected non-2xx of ${samples.length} requests` +
      (record.journeysFailed.length > 0 ? `, ${record.journeysFailed.length} journeys threw (${record.journeysFailed[0]?.error})` : '') +
      `; sold-out refusals (HTTP ${soldOutStatuses}): ${soldOutHot} for the hot size, ${soldOutOther} others` +
      (input.killAtSeconds === undefined ? '' : `; ${cut.length} cut by the kill (retried once)`) +
      (worst ? ` — ${worst}` : ''),
  });

  // 2. Oversold: no size below 0; every size's units add up (initial = on the shelf + held by orders not released).
  const [negative] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM product_variants WHERE stock < 0`);
  const stockRows = await queryRows<{ id: string; stock: number; held: number }>(
    db,
    sql`SELECT v.id, v.stock, coalesce(h.held, 0)::int AS held FROM product_variants v
        LEFT JOIN (SELECT oi.variant_id, sum(oi.quantity) AS held FROM order_items oi JOIN orders o ON o.id = oi.order_id
                   WHERE o.stock_released_at IS NULL GROUP BY oi.variant_id) h ON h.variant_id = v.id`,
  );
  const unbalanced = stockRows.filter((row) => input.initialStock.get(row.id) !== row.stock + row.held);
  const [hotRow] = await queryRows<{ paid: number; pending: number; stock: number }>(
    db,
    sql`SELECT coalesce(sum(oi.quantity) FILTER (WHERE o.payment_status = 'completed'), 0)::int AS paid,
               coalesce(sum(oi.quantity) FILTER (WHERE o.payment_status = 'pending' AND o.stock_released_at IS NULL), 0)::int AS pending,
               (SELECT stock FROM product_variants WHERE id = ${input.hot.variantId}) AS stock
        FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.variant_id = ${input.hot.variantId}`,
  );
  const hotPaid = hotRow?.paid ?? 0;
  checks.push({
    name: `0 oversold (hot size sold ≤ ${input.hotStock})`,
    verdict: verdict((negative?.n ?? 0) === 0 && unbalanced.length === 0 && hotPaid <= input.hotStock && (hotRow?.stock ?? 0) >= 0),
    detail:
      `${negative?.n ?? 0} sizes below 0; ${unbalanced.length} of ${stockRows.length} sizes whose units do not add up` +
      (unbalanced[0]
        ? ` (e.g. ${unbalanced[0].id}: ${input.initialStock.get(unbalanced[0].id)} ≠ ${unbalanced[0].stock} + ${unbalanced[0].held})`
        : '') +
      `; hot size: ${hotPaid} sold and paid, ${hotRow?.pending ?? 0} reserved unpaid, ${hotRow?.stock ?? '?'} left of ${input.hotStock}` +
      `; hot buyers: ${[...record.hotOutcomes.entries()].map(([end, n]) => `${n} ${end}`).join(', ')}`,
  });

  // 3. Every paid order invoiced exactly once, nothing else invoiced, numbers without gaps.
  const [invoices] = await queryRows<{ paid: number; wrong: number; unpaid: number; n: number; lo: number | null; hi: number | null }>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM orders WHERE payment_status = 'completed') AS paid,
          (SELECT count(*)::int FROM orders o WHERE o.payment_status = 'completed'
             AND (SELECT count(*) FROM tax_documents t WHERE t.order_id = o.id AND t.kind = 'invoice') <> 1) AS wrong,
          (SELECT count(*)::int FROM tax_documents t JOIN orders o ON o.id = t.order_id
             WHERE t.kind = 'invoice' AND o.payment_status <> 'completed') AS unpaid,
          (SELECT count(*)::int FROM tax_documents WHERE kind = 'invoice') AS n,
          (SELECT min(sequence) FROM tax_documents WHERE kind = 'invoice') AS lo,
          (SELECT max(sequence) FROM tax_documents WHERE kind = 'invoice') AS hi`,
  );
  const gapFree = !invoices || invoices.n === 0 || (invoices.hi ?? 0) - (invoices.lo ?? 0) + 1 === invoices.n;
  checks.push({
    name: 'every paid order invoiced exactly once',
    verdict: verdict(Boolean(invoices) && invoices?.wrong === 0 && invoices.unpaid === 0 && gapFree),
    detail: `${invoices?.paid ?? 0} paid orders, ${invoices?.n ?? 0} invoices; ${invoices?.wrong ?? '?'} paid orders without exactly one, ${invoices?.unpaid ?? '?'} invoices on unpaid orders; numbers ${invoices?.lo ?? '-'}…${invoices?.hi ?? '-'} ${gapFree ? 'without gaps' : 'WITH GAPS'}`,
  });

  // 4–5. Latency per class.
  const classP99 = (cls: RequestClass) => {
    const values = latencies(samples, (s) => s.cls === cls);
    return { n: values.length, p50: percentile(values, 50), p99: percentile(values, 99) };
  };
  const browse = classP99('browse');
  const checkout = classP99('checkout');
  checks.push({
    name: `browse p99 ≤ ${BROWSE_P99_LIMIT_MS} ms`,
    verdict: verdict(browse.p99 <= BROWSE_P99_LIMIT_MS),
    detail: `p99 ${ms(browse.p99)}, p50 ${ms(browse.p50)} over ${browse.n} requests (listing, search, product API, product page)`,
  });
  checks.push({
    name: `checkout p99 ≤ ${CHECKOUT_P99_LIMIT_MS} ms`,
    verdict: verdict(checkout.p99 <= CHECKOUT_P99_LIMIT_MS),
    detail: `p99 ${ms(checkout.p99)}, p50 ${ms(checkout.p50)} over ${checkout.n} requests (add to cart, create order, verify payment)`,
  });
  // Where checkout's tail is: each step, the hot size's buyers apart from everyone else's.
  const steps = [...new Set(samples.filter((s) => s.cls === 'checkout').map((s) => s.name))];
  const stepFigures = steps.flatMap((step) =>
    [true, false].map((hot) => {
      const values = latencies(samples, (s) => s.cls === 'checkout' && s.name === step && s.hot === hot);
      return values.length === 0 ? [] : [`${step} (${hot ? 'hot' : 'other'}): p99 ${ms(percentile(values, 99))} over ${values.length}`];
    }),
  );
  checks.push({ name: 'checkout by step', verdict: 'INFO', detail: stepFigures.flat().join('; ') });
  // Where browse's tail is: each kind of request, and the minutes its slowest 1% fell in (a stall, or spread out).
  const browseSteps = [...new Set(samples.filter((s) => s.cls === 'browse').map((s) => s.name))];
  const slowest = latencies(samples, (s) => s.cls === 'browse');
  const tailFrom = percentile(slowest, 99);
  const tailByMinute = new Map<number, number>();
  for (const s of samples)
    if (s.cls === 'browse' && s.ms >= tailFrom && s.outcome !== 'cut') {
      const minute = Math.floor(s.startMs / 60_000);
      tailByMinute.set(minute, (tailByMinute.get(minute) ?? 0) + 1);
    }
  checks.push({
    name: 'browse by step',
    verdict: 'INFO',
    detail:
      browseSteps
        .map((step) => {
          const values = latencies(samples, (s) => s.cls === 'browse' && s.name === step);
          return `${step}: p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))} over ${values.length}`;
        })
        .join('; ') +
      `; the slowest 1% by minute of the run: ${[...tailByMinute]
        .sort(([a], [b]) => a - b)
        .map(([minute, n]) => `${minute}: ${n}`)
        .join(', ')}`,
  });

  // 6. Memory: each instance's RSS every 10 s. Flat: over the second half of the run (warmed up, caches full, the
  // gate's requests in flight) the least-squares line through the samples rises by no more than 5% + 8 MB; a leak or
  // an unbounded cache keeps climbing there.
  for (const name of input.instanceNames) {
    const points = input.memory.flatMap((sample) => {
      const rss = sample.rssMb[name];
      return rss === undefined ? [] : [{ at: sample.atSeconds, rss }];
    });
    const values = points.map((point) => point.rss);
    if (points.length < 4) {
      checks.push({ name: `RSS of ${name} flat`, verdict: 'INFO', detail: `${values.length} samples: ${values.join(' ')} MB` });
      continue;
    }
    const half = points.slice(Math.floor(points.length / 2));
    const meanAt = half.reduce((sum, p) => sum + p.at, 0) / half.length;
    const meanRss = half.reduce((sum, p) => sum + p.rss, 0) / half.length;
    const slope =
      half.reduce((sum, p) => sum + (p.at - meanAt) * (p.rss - meanRss), 0) /
      Math.max(
        1e-9,
        half.reduce((sum, p) => sum + (p.at - meanAt) ** 2, 0),
      );
    const rise = slope * ((half.at(-1)?.at ?? 0) - (half[0]?.at ?? 0));
    const flat = rise <= meanRss * 0.05 + 8;
    checks.push({
      name: `RSS of ${name} flat`,
      verdict: input.memoryIsChecked ? verdict(flat) : 'INFO',
      detail:
        `first ${values[0]} MB, last ${values.at(-1)} MB, max ${Math.max(...values)} MB over ${values.length} samples (${values.join(' ')}); ` +
        `second half rises ${rise.toFixed(0)} MB (${(slope * 60).toFixed(1)} MB/min) around ${meanRss.toFixed(0)} MB`,
    });
  }

  // 7. Nothing paid is lost: what the shopper saw paid is paid; every capture at the provider belongs to a paid order
  // (with that payment); no order is paid without a capture.
  const paidRows = await queryRows<{
    id: string;
    provider_order_id: string | null;
    provider_payment_id: string | null;
    payment_status: string;
    status: string;
  }>(db, sql`SELECT id, provider_order_id, provider_payment_id, payment_status, status FROM orders`);
  const byId = new Map(paidRows.map((row) => [row.id, row]));
  const byProvider = new Map(paidRows.filter((row) => row.provider_order_id).map((row) => [row.provider_order_id as string, row]));
  const seenNotPaid = [...record.sawPaid].filter((id) => byId.get(id)?.payment_status !== 'completed');
  checks.push({
    name: 'every order the shopper saw paid is paid',
    verdict: verdict(seenNotPaid.length === 0),
    detail: `${record.sawPaid.size} orders answered paid by verify-payment; ${seenNotPaid.length} not paid in the database`,
  });
  const lostCaptures = [...fake.payments.values()].filter((payment) => {
    const order = byProvider.get(payment.orderId);
    return !order || order.payment_status !== 'completed' || order.provider_payment_id !== payment.id;
  });
  const captured = new Set([...fake.payments.values()].map((payment) => payment.orderId));
  const paidWithoutCapture = paidRows.filter((row) => row.payment_status === 'completed' && !captured.has(row.provider_order_id ?? ''));
  const closedPaid = [...record.paidWithoutVerify].filter((id) => byId.get(id)?.payment_status === 'completed').length;
  checks.push({
    name: 'every captured payment belongs to a paid order',
    verdict: verdict(lostCaptures.length === 0 && paidWithoutCapture.length === 0),
    detail:
      `${fake.payments.size} payments captured at the provider; ${lostCaptures.length} whose order is not paid with them` +
      (lostCaptures[0]
        ? ` (e.g. ${lostCaptures[0].orderId}: order ${byProvider.get(lostCaptures[0].orderId)?.status ?? 'missing'}/${byProvider.get(lostCaptures[0].orderId)?.payment_status ?? '-'})`
        : '') +
      `; ${paidWithoutCapture.length} orders paid without a capture; ${closedPaid} of ${record.paidWithoutVerify.size} paid by shoppers who closed the page before verify were confirmed by webhook`,
  });

  // 8. Webhooks: every event delivered (retried until then), and what the shop made of them.
  const outcomes = new Map<string, number>();
  for (const hook of fake.webhooks) {
    const key = hook.outcome ?? (hook.gaveUp ? 'gave up' : 'pending');
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  }
  const retried = fake.webhooks.filter((hook) => hook.failures.length > 0);
  const undelivered = fake.webhooks.filter((hook) => hook.deliveredAt === undefined).length;
  checks.push({
    name: 'every webhook delivered',
    verdict: verdict(undelivered === 0),
    detail:
      `${fake.webhooks.length} events: ${[...outcomes.entries()].map(([key, n]) => `${n} ${key}`).join(', ')}` +
      `; ${retried.length} needed a retry${retried[0] ? ` (first failures: ${retried[0].failures.join(',')})` : ''}`,
  });

  // 9. The sale: lines of sale sizes placed from its start are at the sale price, and before it at the regular price.
  const sale = new Map(input.saleSizes.map((size) => [size.variantId, size]));
  const saleLines = await queryRows<{ variant_id: string; unit_price_paise: number; created_at: Date }>(
    db,
    sql`SELECT oi.variant_id, oi.unit_price_paise, o.created_at FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE oi.variant_id IN (${sql.join(
          input.saleSizes.map((size) => sql`${size.variantId}::uuid`),
          sql`, `,
        )})`,
  );
  let wrongPrice = 0;
  let atSale = 0;
  for (const line of saleLines) {
    const size = sale.get(line.variant_id);
    if (!size) continue;
    const expected = new Date(line.created_at) >= input.saleStartsAt ? size.salePricePaise : size.pricePaise;
    if (line.unit_price_paise !== expected) wrongPrice += 1;
    if (line.unit_price_paise === size.salePricePaise) atSale += 1;
  }
  checks.push({
    name: 'sale prices from the start',
    verdict: verdict(wrongPrice === 0),
    detail: `${saleLines.length} order lines of the ${input.saleSizes.length} sale sizes, ${atSale} at the sale price; ${wrongPrice} at the wrong price for when they were placed; hot buyers who reloaded at the start saw the sale price ${record.hotSaleSeen.sale}×, the regular price ${record.hotSaleSeen.regular}×`,
  });

  return checks;
}
