import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, parseIstInstant, type ShopSettings } from '@aurelle/contract';
import { jobs, lowStockDigests, productVariants } from '../src/db/schema/index.ts';
import { runLowStockDigest } from '../src/domain/catalog/low-stock/run-low-stock-digest.ts';
import {
  istDayOf,
  LOW_STOCK_DIGEST_JOB,
  LOW_STOCK_DIGEST_MAIL_JOB,
  nextLowStockDigestRun,
  scheduleLowStockDigest,
} from '../src/domain/catalog/low-stock/schedule-low-stock-digest.ts';
import { enqueueJob } from '../src/infra/jobs/queue.ts';
import { createAccount } from './backoffice-factories.ts';
import { createProduct } from './factories.ts';
import { bodyOf, call, createTestApp, readOutbox, type TestApp } from './helpers.ts';
import { parseMail, type ParsedMail } from './mail-parser.ts';

/*
 * The daily low-stock e-mail: every active admin gets, once per IST day at the set hour, the sizes at or below
 * their threshold (their own, else the shop's default from Settings), never hidden sizes or archived products, and
 * nothing when no size is low. Two runs at the same moment send it once; each run queues the next day's.
 */

let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccount>>;
let partner: Awaited<ReturnType<typeof createAccount>>;
let formerAdmin: Awaited<ReturnType<typeof createAccount>>;
let customer: Awaited<ReturnType<typeof createAccount>>;
let packer: Awaited<ReturnType<typeof createAccount>>;
let accountant: Awaited<ReturnType<typeof createAccount>>;
const HOUR = 9;

beforeAll(async () => {
  t = await createTestApp({ LOW_STOCK_DIGEST_HOUR_IST: String(HOUR) });
  owner = await createAccount(t, { role: 'admin', userName: 'Anaya Owner' });
  partner = await createAccount(t, { role: 'admin', teamRole: 'manager', userName: 'Kabir Partner' });
  formerAdmin = await createAccount(t, { role: 'admin', userName: 'Gone Admin', isActive: false });
  customer = await createAccount(t, { userName: 'Just Shopping' });
  packer = await createAccount(t, { role: 'admin', teamRole: 'packer', userName: 'Pia Packer' });
  accountant = await createAccount(t, { role: 'admin', teamRole: 'accountant', userName: 'Arjun Accounts' });
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;
/**
 * An IST day `days` from today. The runs below use days ahead: each run queues the next day's job, which the worker
 * would run at once (with today's date) if that day were already past.
 */
const dayAhead = (days: number) => istDayOf(new Date(Date.now() + days * DAY_MS));
/** A wall-clock time in India on a day. */
const istAt = (day: string, time: string) => new Date(parseIstInstant(`${day} ${time}`) ?? Number.NaN);
/** 09:00 in India on a day: 03:30 UTC. */
const istMorning = (day: string) => istAt(day, '09:00');

async function mailsTo(email: string): Promise<ParsedMail[]> {
  return (await readOutbox(t.dataDir)).map(parseMail).filter((mail) => mail.to.includes(email));
}

async function setThreshold(sku: string, lowStockThreshold: number | null) {
  await t.ctx.db.update(productVariants).set({ lowStockThreshold }).where(eq(productVariants.sku, sku));
}

async function queuedDigestJobs() {
  return t.ctx.db
    .select({ runAt: jobs.runAt, dedupeKey: jobs.dedupeKey })
    .from(jobs)
    .where(and(eq(jobs.type, LOW_STOCK_DIGEST_JOB), eq(jobs.status, 'queued')));
}

async function saveSettings(changes: Record<string, unknown>) {
  const { settings } = bodyOf(await call(t, endpoints.getShopSettings, { headers: owner.auth }), 200);
  const { stateCode: _code, updatedAt: _at, ...editable } = settings satisfies ShopSettings;
  return call(t, endpoints.updateShopSettings, { headers: owner.auth, body: { ...editable, ...changes } as never });
}

describe('the shop-default low-stock threshold', () => {
  it('is 5 until set in Settings, a whole number from 0; bad input is refused and changes nothing', async () => {
    expect(bodyOf(await call(t, endpoints.getShopSettings, { headers: owner.auth }), 200).settings.lowStockThreshold).toBe(5);
    for (const [value, message] of [
      ['', 'Low-stock threshold must be a number'],
      ['many', 'Low-stock threshold must be a number'],
      [true, 'Low-stock threshold must be a number'],
      [2.5, 'Low-stock threshold must be a whole number'],
      [-1, 'Low-stock threshold must not be negative'],
      [100_001, 'Low-stock threshold must be at most 1,00,000'],
    ] as const) {
      const refused = await saveSettings({ lowStockThreshold: value });
      expect(bodyOf(refused, 400).errors?.lowStockThreshold, String(value)).toEqual([message]);
    }
    expect(bodyOf(await call(t, endpoints.getShopSettings, { headers: owner.auth }), 200).settings.lowStockThreshold).toBe(5);
    expect(bodyOf(await saveSettings({ lowStockThreshold: '4' }), 200).settings.lowStockThreshold).toBe(4);
    expect(bodyOf(await saveSettings({ lowStockThreshold: 5 }), 200).settings.lowStockThreshold).toBe(5);
  });
});

describe('the daily low-stock e-mail', () => {
  it('sends nothing and claims no day when no size is low', async () => {
    await createProduct(t, { title: 'Plenty Of Neroli', variants: [{ sku: 'NEROLI-100', pricePaise: 300_000, stock: 40 }] });
    expect(await runLowStockDigest(t.ctx.db, { hourIst: HOUR, now: istMorning(dayAhead(30)) })).toBe('empty');
    expect(await t.ctx.db.select().from(lowStockDigests)).toEqual([]);
    await t.runtime.worker.drain();
    expect(await readOutbox(t.dataDir)).toEqual([]);
  });

  it('lists the sizes at or below their own threshold or the default, to every active admin who looks after the catalog, once when two runs race', async () => {
    await createProduct(t, {
      title: 'Oud Royale',
      variants: [
        { sku: 'OUD-100', sizeMl: 100, pricePaise: 900_000, stock: 5 }, // default 5: at it, low
        { sku: 'OUD-50', sizeMl: 50, pricePaise: 600_000, stock: 6 }, // default 5: above it
        { sku: 'OUD-10', sizeMl: 10, kind: 'sample', pricePaise: 90_000, stock: 0 }, // sold out, low
        { sku: 'OUD-HIDDEN', sizeMl: 30, pricePaise: 400_000, stock: 0, isHidden: true }, // hidden: never listed
      ],
    });
    await createProduct(t, {
      title: 'Amber Nuit',
      variants: [
        { sku: 'AMBER-100', pricePaise: 700_000, stock: 9 }, // own threshold 10: low
        { sku: 'AMBER-50', sizeMl: 50, pricePaise: 450_000, stock: 2 }, // own threshold 1: not low
      ],
    });
    await setThreshold('AMBER-100', 10);
    await setThreshold('AMBER-50', 1);
    const archived = await createProduct(t, {
      title: 'Retired Vetiver',
      variants: [{ sku: 'VETIVER-100', pricePaise: 500_000, stock: 0 }],
    });
    expect((await call(t, endpoints.archiveProduct, { headers: owner.auth, params: { id: archived.id } })).status).toBe(200);

    const now = istMorning(dayAhead(31));
    const outcomes = await Promise.all([
      runLowStockDigest(t.ctx.db, { hourIst: HOUR, now }),
      runLowStockDigest(t.ctx.db, { hourIst: HOUR, now }),
    ]);
    expect(outcomes.sort()).toEqual(['already-sent', 'sent']);
    expect(await t.ctx.db.select({ istDay: lowStockDigests.istDay, count: lowStockDigests.variantCount }).from(lowStockDigests)).toEqual([
      { istDay: dayAhead(31), count: 3 },
    ]);
    await t.runtime.worker.drain();

    const [mail, ...more] = await mailsTo(owner.user.email);
    expect(more).toHaveLength(0);
    expect(await mailsTo(partner.user.email)).toHaveLength(1);
    expect(await mailsTo(formerAdmin.user.email)).toHaveLength(0);
    expect(await mailsTo(customer.user.email)).toHaveLength(0);
    // A packer or an accountant cannot restock (their role has no catalog): the list is not theirs.
    expect(await mailsTo(packer.user.email)).toHaveLength(0);
    expect(await mailsTo(accountant.user.email)).toHaveLength(0);
    expect(mail?.subject).toBe('Low stock: 3 sizes to restock · Aurelle');
    const listed = mail?.text.split('\n').filter((line) => line.startsWith('- ')) ?? [];
    expect(listed).toEqual([
      '- Oud Royale, 10 ml sample (SKU OUD-10): sold out, low at 5 · http://shop.test/admin/products/table?q=OUD-10',
      '- Oud Royale, 100 ml (SKU OUD-100): 5 left, low at 5 · http://shop.test/admin/products/table?q=OUD-100',
      '- Amber Nuit, 100 ml (SKU AMBER-100): 9 left, low at 10 · http://shop.test/admin/products/table?q=AMBER-100',
    ]);
    expect(mail?.text).toContain('Dear Anaya Owner,');
    expect(mail?.html).toContain('href="http://shop.test/admin/products/table?q=AMBER-100"');
    expect(mail?.html).toContain('href="http://shop.test/admin/products/table?stock=low"');

    // Later the same day, nothing goes again.
    expect(await runLowStockDigest(t.ctx.db, { hourIst: HOUR, now: new Date(now.getTime() + 3 * 3_600_000) })).toBe('already-sent');
    await t.runtime.worker.drain();
    expect(await mailsTo(owner.user.email)).toHaveLength(1);
  });

  it('follows the default set in Settings', async () => {
    expect((await saveSettings({ lowStockThreshold: 6 })).status).toBe(200);
    expect(await runLowStockDigest(t.ctx.db, { hourIst: HOUR, now: istMorning(dayAhead(32)) })).toBe('sent');
    await t.runtime.worker.drain();
    const mail = (await mailsTo(owner.user.email)).find((found) => found.subject.startsWith('Low stock: 4 sizes'));
    expect(mail?.text).toContain('(SKU OUD-50): 6 left, low at 6');
    expect(mail?.text).not.toContain('AMBER-50');
    expect((await saveSettings({ lowStockThreshold: 5 })).status).toBe(200);
  });

  it("queues the next day's run at the set hour in India, one job however often it is asked", async () => {
    await t.ctx.db.delete(jobs).where(eq(jobs.type, LOW_STOCK_DIGEST_JOB));
    // 10:00 in India on 12 March: today's hour has passed, so the next run is 13 March, 09:00 IST (03:30 UTC).
    expect(nextLowStockDigestRun(new Date('2026-03-12T04:30:00.000Z'), HOUR).toISOString()).toBe('2026-03-13T03:30:00.000Z');
    // 08:00 in India: today's run is still ahead, unless it is the day's own run asking for the next.
    const eightAm = new Date('2026-03-12T02:30:00.000Z');
    expect(nextLowStockDigestRun(eightAm, HOUR).toISOString()).toBe('2026-03-12T03:30:00.000Z');
    expect(nextLowStockDigestRun(eightAm, HOUR, { afterToday: true }).toISOString()).toBe('2026-03-13T03:30:00.000Z');
    // 23:00 UTC is 04:30 the next morning in India: that morning's run is still ahead.
    expect(nextLowStockDigestRun(new Date('2026-03-12T23:00:00.000Z'), HOUR).toISOString()).toBe('2026-03-13T03:30:00.000Z');

    // At start (every instance) and by the day's own run: one job for the next day.
    const tenAm = istAt(dayAhead(33), '10:00');
    await scheduleLowStockDigest(t.ctx.db, { hourIst: HOUR, now: tenAm });
    await scheduleLowStockDigest(t.ctx.db, { hourIst: HOUR, now: tenAm });
    expect(await runLowStockDigest(t.ctx.db, { hourIst: HOUR, now: istMorning(dayAhead(33)) })).toBe('sent');
    expect(await queuedDigestJobs()).toEqual([{ runAt: istMorning(dayAhead(34)), dedupeKey: `${LOW_STOCK_DIGEST_JOB}:${dayAhead(34)}` }]);
    // A day that sent nothing still queues the next.
    await t.ctx.db.delete(jobs).where(eq(jobs.type, LOW_STOCK_DIGEST_JOB));
    await t.ctx.db
      .update(productVariants)
      .set({ stock: 50 })
      .where(inArray(productVariants.sku, ['OUD-100', 'OUD-10', 'AMBER-100']));
    expect(await runLowStockDigest(t.ctx.db, { hourIst: HOUR, now: istMorning(dayAhead(34)) })).toBe('empty');
    expect((await queuedDigestJobs()).map((job) => job.runAt)).toEqual([istMorning(dayAhead(35))]);
  });

  it('runs from the job queue: the due job sends the day’s e-mails and queues the next day’s', async () => {
    await t.ctx.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.sku, 'OUD-100'));
    await t.ctx.db.delete(jobs).where(eq(jobs.type, LOW_STOCK_DIGEST_JOB));
    await t.ctx.db.delete(lowStockDigests);
    await t.runtime.worker.drain(); // the earlier days' e-mails
    const before = (await mailsTo(partner.user.email)).length;
    await enqueueJob(t.ctx.db, LOW_STOCK_DIGEST_JOB, {});
    await t.runtime.worker.drain();
    const received = await mailsTo(partner.user.email);
    expect(received).toHaveLength(before + 1);
    expect(received.at(-1)?.subject).toBe('Low stock: 1 size to restock · Aurelle');
    const queued = await queuedDigestJobs();
    expect(queued).toHaveLength(1);
    expect(queued[0]?.runAt.getTime()).toBeGreaterThan(Date.now());
    const mailJobs = await t.ctx.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.type, LOW_STOCK_DIGEST_MAIL_JOB));
    expect(mailJobs.every((job) => job.status === 'done')).toBe(true);
  });
});
