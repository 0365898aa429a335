import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, GIFT_CARD_MESSAGES, GIFT_CARD_VALIDITY_DAYS, type GiftCardStatus } from '@aurelle/contract';
import { queryRows } from '../src/db/client.ts';
import { giftCardLedger, giftCards } from '../src/db/schema/index.ts';
import { giveBackToGiftCard, redeemGiftCard } from '../src/domain/gift-cards/spend-gift-card.ts';
import { createAccount, createOrder } from './backoffice-factories.ts';
import { bodyOf, call, createTestApp, type TestApp } from './helpers.ts';

/*
 * Gift cards (decision 103): the back office issues, finds and voids them; the balance is the sum of an append-only
 * ledger; spending takes the card's row lock, so racing spenders never take more than the card holds.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let shopper: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin' });
  shopper = await createAccount(t);
});
afterAll(async () => {
  await t.close();
});

async function issue(amount: number, extra: Record<string, string> = {}) {
  const res = await call(t, endpoints.issueGiftCard, { headers: admin.auth, body: { amount, ...extra } });
  return bodyOf(res, 201);
}
const check = (code: string) => call(t, endpoints.checkGiftCard, { headers: shopper.auth, body: { code } });
const ledgerSum = async (id: string) =>
  (
    await queryRows<{ sum: number }>(
      t.ctx.db,
      sql`SELECT coalesce(sum(amount_paise), 0)::int AS sum FROM gift_card_ledger WHERE gift_card_id = ${id}`,
    )
  )[0]?.sum;

describe('the back office issues gift cards', () => {
  it('issues a card valid a year, shows its code once, keeps only its hash, and files an "issued" entry', async () => {
    const before = Date.now();
    const issued = await issue(2500, { recipientName: 'Meera Iyer', recipientEmail: 'Meera@Example.com', message: 'Happy Diwali' });
    expect(issued.message).toBe(GIFT_CARD_MESSAGES.issued);
    expect(issued.code).toMatch(/^AURL-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(issued.data).toMatchObject({
      maskedCode: `AURL-••••-••••-${issued.code.slice(-4)}`,
      status: 'active',
      initialAmount: 2500,
      balance: 2500,
      recipientName: 'Meera Iyer',
      recipientEmail: 'meera@example.com',
      message: 'Happy Diwali',
    });
    const validDays = (Date.parse(issued.data.expiresAt) - before) / 86_400_000;
    expect(validDays).toBeGreaterThanOrEqual(GIFT_CARD_VALIDITY_DAYS - 0.01);
    const [row] = await t.ctx.db.select().from(giftCards).where(eq(giftCards.id, issued.data.id));
    expect(JSON.stringify(row)).not.toContain(issued.code.replaceAll('-', ''));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const detail = bodyOf(await call(t, endpoints.getGiftCard, { headers: admin.auth, params: { id: issued.data.id } }), 200).data;
    expect(detail.ledger).toEqual([expect.objectContaining({ kind: 'issued', amount: 2500, balanceAfter: 2500, orderId: null })]);
    expect(JSON.stringify(detail)).not.toContain(issued.code);
  });

  it('refuses a bad amount, e-mail or message with the field named, and writes nothing', async () => {
    const [{ count: before }] = (await queryRows<{ count: number }>(t.ctx.db, sql`SELECT count(*)::int AS count FROM gift_cards`)) as [
      { count: number },
    ];
    for (const body of [
      { amount: 0 },
      { amount: -5 },
      { amount: 'lots' },
      { amount: 100.005 },
      { amount: 10_000_000 },
      { amount: 500, recipientEmail: 'not-an-email' },
      { amount: 500, message: 'x'.repeat(301) },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/gift-cards', headers: admin.auth, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
    const [{ count: after }] = (await queryRows<{ count: number }>(t.ctx.db, sql`SELECT count(*)::int AS count FROM gift_cards`)) as [
      { count: number },
    ];
    expect(after).toBe(before);
  });

  it('finds a card by its whole code (typed any way), its last four or the recipient, and by status', async () => {
    const issued = await issue(700, { recipientEmail: 'finder@example.com' });
    const find = async (search: string, status?: GiftCardStatus) =>
      bodyOf(
        await call(t, endpoints.listGiftCards, { headers: admin.auth, query: { search, ...(status ? { status } : {}) } }),
        200,
      ).data.map((card) => card.id);
    expect(await find(issued.code.toLowerCase().replaceAll('-', ' '))).toEqual([issued.data.id]);
    expect(await find(issued.code.slice(-4))).toContain(issued.data.id);
    expect(await find('finder@example')).toEqual([issued.data.id]);
    expect(await find('finder@example', 'voided')).toEqual([]);
    expect(await find('AURL-2222-3333-4444')).toEqual([]);
  });

  it('voids a card: what it held leaves as one entry, it cannot be spent or voided again', async () => {
    const issued = await issue(1200);
    const voided = await call(t, endpoints.voidGiftCard, {
      headers: admin.auth,
      params: { id: issued.data.id },
      body: { reason: 'Sold by mistake' },
    });
    expect(bodyOf(voided, 200).data).toMatchObject({ status: 'voided', balance: 0, voidReason: 'Sold by mistake' });
    expect(await ledgerSum(issued.data.id)).toBe(0);
    const again = await call(t, endpoints.voidGiftCard, { headers: admin.auth, params: { id: issued.data.id }, body: { reason: 'Twice' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: GIFT_CARD_MESSAGES.alreadyVoided });
    const checked = await check(issued.code);
    expect(bodyOf(checked, 200).data).toMatchObject({ status: 'voided', balance: 0 });
    const order = await createOrder(t, { userId: shopper.user.id });
    await expect(
      t.ctx.db.transaction((tx) => redeemGiftCard(tx, { code: issued.code, orderId: order.id, wantedPaise: 10_000 })),
    ).rejects.toThrow(GIFT_CARD_MESSAGES.voided);
  });

  it('is the back office’s alone: a shopper is refused, and a void needs a reason', async () => {
    const issued = await issue(300);
    expect((await call(t, endpoints.listGiftCards, { headers: shopper.auth })).status).toBe(403);
    const asShopper = await t.app.inject({ method: 'POST', url: '/api/admin/gift-cards', headers: shopper.auth, payload: { amount: 500 } });
    expect(asShopper.statusCode).toBe(403);
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/gift-cards/${issued.data.id}/void`,
      headers: admin.auth,
      payload: { reason: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(bodyOf(await check(issued.code), 200).data.status).toBe('active');
  });
});

describe('a shopper checks a code', () => {
  it('tells what a code holds and until when; an unknown code is simply not valid', async () => {
    const issued = await issue(1500);
    const checked = bodyOf(await check(` ${issued.code.toLowerCase()} `), 200).data;
    expect(checked).toEqual({
      maskedCode: issued.data.maskedCode,
      status: 'active',
      balance: 1500,
      activeFrom: issued.data.activeFrom,
      expiresAt: issued.data.expiresAt,
    });
    const unknown = await check('AURL-2345-6789-ABCD');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: GIFT_CARD_MESSAGES.notFound });
    expect((await check('')).status).toBe(400);
    const guest = await t.app.inject({ method: 'POST', url: '/api/shop/gift-cards/check', payload: { code: issued.code } });
    expect(guest.statusCode).toBe(401);
  });

  it('says an expired card has expired', async () => {
    const issued = await issue(900);
    await t.ctx.db
      .update(giftCards)
      .set({ activeFrom: new Date(Date.now() - 400 * 86_400_000), expiresAt: new Date(Date.now() - 35 * 86_400_000) })
      .where(eq(giftCards.id, issued.data.id));
    expect(bodyOf(await check(issued.code), 200).data).toMatchObject({ status: 'expired', balance: 900 });
    const order = await createOrder(t, { userId: shopper.user.id });
    await expect(
      t.ctx.db.transaction((tx) => redeemGiftCard(tx, { code: issued.code, orderId: order.id, wantedPaise: 100 })),
    ).rejects.toThrow(GIFT_CARD_MESSAGES.expired);
  });
});

describe('spending a card', () => {
  it('never spends more than the card holds when 50 orders race for it', async () => {
    const issued = await issue(1000);
    const orders = await Promise.all(Array.from({ length: 50 }, () => createOrder(t, { userId: shopper.user.id })));
    const outcomes = await Promise.allSettled(
      orders.map((order) =>
        t.ctx.db.transaction((tx) => redeemGiftCard(tx, { code: issued.code, orderId: order.id, wantedPaise: 10_000 })),
      ),
    );
    const spent = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.spentPaise] : []));
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []));
    expect(spent).toEqual(Array.from({ length: 10 }, () => 10_000));
    expect(refused).toHaveLength(40);
    for (const reason of refused) expect(reason).toContain(GIFT_CARD_MESSAGES.empty);
    expect(await ledgerSum(issued.data.id)).toBe(0);
    expect(bodyOf(await check(issued.code), 200).data).toMatchObject({ status: 'spent', balance: 0 });
  });

  it('spends what is left when an order wants more, and gives back at most what an order spent', async () => {
    const issued = await issue(800);
    const order = await createOrder(t, { userId: shopper.user.id });
    const spent = await t.ctx.db.transaction((tx) => redeemGiftCard(tx, { code: issued.code, orderId: order.id, wantedPaise: 250_000 }));
    expect(spent).toMatchObject({ spentPaise: 80_000, balanceLeftPaise: 0 });
    const note = 'Order cancelled';
    const first = await t.ctx.db.transaction((tx) =>
      giveBackToGiftCard(tx, { giftCardId: issued.data.id, orderId: order.id, amountPaise: 30_000, note }),
    );
    const second = await t.ctx.db.transaction((tx) =>
      giveBackToGiftCard(tx, { giftCardId: issued.data.id, orderId: order.id, amountPaise: 90_000, note }),
    );
    const third = await t.ctx.db.transaction((tx) =>
      giveBackToGiftCard(tx, { giftCardId: issued.data.id, orderId: order.id, amountPaise: 10_000, note }),
    );
    expect([first, second, third]).toEqual([30_000, 50_000, 0]);
    expect(await ledgerSum(issued.data.id)).toBe(80_000);
    const kinds = (await t.ctx.db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, issued.data.id))).map((entry) => [
      entry.kind,
      entry.amountPaise,
    ]);
    expect(kinds).toHaveLength(4);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['issued', 80_000],
        ['redeemed', -80_000],
        ['refunded', 30_000],
        ['refunded', 50_000],
      ]),
    );
  });

  it('refuses an entry with the wrong sign at the database', async () => {
    const issued = await issue(100);
    await expect(
      t.ctx.db.insert(giftCardLedger).values({ giftCardId: issued.data.id, kind: 'redeemed', amountPaise: 500 }),
    ).rejects.toThrow();
    expect(await ledgerSum(issued.data.id)).toBe(10_000);
  });
});
