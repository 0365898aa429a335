import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@aurelle/contract';
import { createAccount } from './backoffice-factories.ts';
import { checkout, payWithSimulatedProvider } from './checkout-helpers.ts';
import { bodyOf, call, createTestApp, type TestApp } from './helpers.ts';

/* Internal notes on an order and a timeline of everything that happened to it. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin', userName: 'Nisha Admin' });
});
afterAll(async () => {
  await t.close();
});

describe('order timeline and notes', () => {
  it('lists the checkout, the payment, each status change with who made it, the e-mails sent and the notes, oldest first', async () => {
    const { shopper, order } = await checkout(t, { pricePaise: 250_000, totalStock: 5 });
    expect((await payWithSimulatedProvider(t, shopper, order.id)).status).toBe(200);
    expect(
      (await call(t, endpoints.updateOrderStatus, { headers: admin.auth, params: { id: order.orderId }, body: { status: 'inProcess' } }))
        .status,
    ).toBe(200);
    await t.runtime.worker.drain();

    const added = await call(t, endpoints.addOrderNote, {
      headers: admin.auth,
      params: { id: order.orderId },
      body: { body: '  Customer phoned: deliver after 6 pm.  ' },
    });
    expect(bodyOf(added, 201)).toMatchObject({
      message: 'Note added',
      event: { kind: 'note', detail: 'Customer phoned: deliver after 6 pm.', by: 'Nisha Admin' },
    });

    const events = bodyOf(await call(t, endpoints.getOrderTimeline, { headers: admin.auth, params: { id: order.orderId } }), 200).events;
    const titles = events.map((event) => `${event.kind}: ${event.title}${event.by ? ` (${event.by})` : ''}`);
    // Events of one moment (a payment and its status change) may come in either order; all are there, by time.
    expect(titles).toHaveLength(7);
    expect(titles).toEqual(
      expect.arrayContaining([
        'placed: Checkout started',
        'status: Pending (The shop)',
        'payment: Paid',
        'status: Pending → Confirmed (The shop)',
        'mail: Order confirmation e-mailed',
        'status: Confirmed → In Process (Nisha Admin)',
        'note: Note (Nisha Admin)',
      ]),
    );
    expect(titles[0]).toBe('placed: Checkout started');
    expect(titles.at(-1)).toBe('note: Note (Nisha Admin)');
    expect([...events].map((event) => event.at).sort()).toEqual(events.map((event) => event.at));
  });

  it('refuses an empty or overlong note, an unknown order, and anyone but an admin', async () => {
    const { order } = await checkout(t, { pricePaise: 100_000, totalStock: 5 });
    for (const [body, message] of [
      ['   ', 'Write the note'],
      ['x'.repeat(1001), 'A note is at most 1000 characters'],
    ] as const) {
      const res = await call(t, endpoints.addOrderNote, { headers: admin.auth, params: { id: order.orderId }, body: { body } });
      expect(res.status).toBe(400);
      expect(bodyOf(res, 400).errors?.body).toEqual([message]);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(t, endpoints.addOrderNote, { headers: admin.auth, params: { id: unknown }, body: { body: 'x' } })).status).toBe(404);
    expect((await call(t, endpoints.getOrderTimeline, { headers: admin.auth, params: { id: unknown } })).status).toBe(404);
    const customer = await createAccount(t, {});
    expect((await call(t, endpoints.getOrderTimeline, { headers: customer.auth, params: { id: order.orderId } })).status).toBe(403);
    const timeline = bodyOf(await call(t, endpoints.getOrderTimeline, { headers: admin.auth, params: { id: order.orderId } }), 200).events;
    expect(timeline.filter((event) => event.kind === 'note')).toHaveLength(0);
  });
});
