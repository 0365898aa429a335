import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, listEndpoints, type AuditEvent, type EndpointInput } from '@aurelle/contract';
import Fastify from 'fastify';
import { auditDeclarationsOf, recordAdminWrites } from '../src/http/audit-trail.ts';
import { createAccount, createOrder } from './backoffice-factories.ts';
import { productInput } from './catalog-helpers.ts';
import { bodyOf, call, createTestApp, type TestApp } from './helpers.ts';

/*
 * Every admin write is filed in the audit log with who, when and what changed, and the back office can
 * search it. The log is read through its own endpoint, as the Audit page reads it.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let otherAdmin: Awaited<ReturnType<typeof createAccount>>;
let customer: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin', userName: 'Meera Admin' });
  otherAdmin = await createAccount(t, { role: 'admin', userName: 'Ravi Admin' });
  customer = await createAccount(t, { userName: 'Asha Customer' });
});
afterAll(async () => {
  await t.close();
});

type AuditQuery = EndpointInput<typeof endpoints.listAuditEvents>['query'];
async function auditLog(query: AuditQuery = {}) {
  return bodyOf(await call(t, endpoints.listAuditEvents, { headers: admin.auth, query }), 200);
}
async function latestEventFor(entityId: string): Promise<AuditEvent> {
  const [event] = (await auditLog({ entityId })).events;
  if (!event) throw new Error(`no audit event for ${entityId}`);
  return event;
}
const change = (event: AuditEvent, field: string) => event.changes.find((entry) => entry.field === field);

describe('the audit log records admin writes', () => {
  it('files a product’s creation, edit (price and stock) and deletion with who, when and before/after', async () => {
    const startedAt = Date.now();
    const created = bodyOf(
      await call(t, endpoints.addProduct, {
        headers: admin.auth,
        body: productInput({ title: 'Audit Oud Royale', price: 4500, totalStock: 12 }),
      }),
      201,
    ).data;

    const creation = await latestEventFor(created.id);
    expect(creation).toMatchObject({
      action: 'product.create',
      entityType: 'product',
      entityLabel: 'Audit Oud Royale',
      actor: { id: admin.user.id, email: admin.user.email },
      before: null,
    });
    expect(Date.parse(creation.occurredAt)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(change(creation, 'title')).toEqual({ field: 'title', before: null, after: 'Audit Oud Royale' });

    const edited = await call(t, endpoints.editProduct, {
      headers: otherAdmin.auth,
      params: { id: created.id },
      body: productInput({ title: 'Audit Oud Royale', price: 4200, totalStock: 7 }),
    });
    expect(edited.status).toBe(200);
    const edit = await latestEventFor(created.id);
    expect(edit).toMatchObject({ action: 'product.update', actor: { email: otherAdmin.user.email } });
    expect(change(edit, 'pricePaise')).toEqual({ field: 'pricePaise', before: 450000, after: 420000 });
    expect(change(edit, 'totalStock')).toEqual({ field: 'totalStock', before: 12, after: 7 });
    // Only what changed: the title and the description were sent again unchanged.
    expect(change(edit, 'title')).toBeUndefined();
    expect(change(edit, 'description')).toBeUndefined();

    expect((await call(t, endpoints.deleteProduct, { headers: admin.auth, params: { id: created.id } })).status).toBe(200);
    const deletion = await latestEventFor(created.id);
    expect(deletion).toMatchObject({ action: 'product.delete', after: null, entityLabel: 'Audit Oud Royale' });
    expect(deletion.before).toMatchObject({ title: 'Audit Oud Royale', pricePaise: 420000, totalStock: 7 });
  });

  it('files user status changes without ever holding a password hash', async () => {
    const target = await createAccount(t, { userName: 'Nikhil Shopper' });
    const toggled = await call(t, endpoints.toggleUserStatus, {
      headers: admin.auth,
      params: { id: target.user.id },
      body: { isActive: false },
    });
    expect(toggled.status).toBe(200);
    const event = await latestEventFor(target.user.id);
    expect(event).toMatchObject({ action: 'user.set-status', entityLabel: target.user.email });
    expect(event.changes).toEqual([{ field: 'isActive', before: true, after: false }]);
    expect(JSON.stringify(event)).not.toMatch(/passwordHash|argon2/i);
  });

  it('files order status changes and shop settings updates', async () => {
    const order = await createOrder(t, { userId: customer.user.id, status: 'confirmed' });
    expect(
      (await call(t, endpoints.updateOrderStatus, { headers: admin.auth, params: { id: order.id }, body: { status: 'inProcess' } })).status,
    ).toBe(200);
    const orderEvent = await latestEventFor(order.id);
    expect(orderEvent).toMatchObject({ action: 'order.set-status', entityType: 'order' });
    expect(orderEvent.entityLabel).toContain(customer.user.email);
    expect(change(orderEvent, 'status')).toEqual({ field: 'status', before: 'confirmed', after: 'inProcess' });

    const settings = bodyOf(await call(t, endpoints.getShopSettings, { headers: admin.auth }), 200).settings;
    const updated = await call(t, endpoints.updateShopSettings, {
      headers: admin.auth,
      body: { ...settings, legalName: 'Aurelle Audit LLP' },
    });
    expect(updated.status).toBe(200);
    const settingsEvent = await latestEventFor('1');
    expect(settingsEvent).toMatchObject({ action: 'settings.update', entityType: 'settings', entityLabel: 'Shop settings' });
    expect(change(settingsEvent, 'legalName')).toEqual({ field: 'legalName', before: settings.legalName, after: 'Aurelle Audit LLP' });
  });

  it('files campaigns created and deleted', async () => {
    const created = await call(t, endpoints.createCampaign, {
      headers: admin.auth,
      body: { subject: 'Audit Diwali edit', content: 'Our Diwali edit is here.', templateType: 'custom', targetAudience: 'all' },
    });
    const campaign = bodyOf(created, 201).data;
    expect((await latestEventFor(campaign._id)).action).toBe('campaign.create');
    expect((await call(t, endpoints.deleteCampaign, { headers: admin.auth, params: { id: campaign._id } })).status).toBe(200);
    const deletion = await latestEventFor(campaign._id);
    expect(deletion).toMatchObject({ action: 'campaign.delete', entityLabel: 'Audit Diwali edit', after: null });
  });

  it('records nothing for a refused write, nor for reads and previews', async () => {
    const { total: before } = await auditLog();
    const refused = await call(t, endpoints.addProduct, { headers: admin.auth, body: productInput({ title: '' }) });
    expect(refused.status).toBe(400);
    const missing = await call(t, endpoints.editProduct, {
      headers: admin.auth,
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: productInput(),
    });
    expect(missing.status).toBe(404);
    expect((await call(t, endpoints.listAdminProducts, { headers: admin.auth })).status).toBe(200);
    expect(
      (
        await call(t, endpoints.previewTemplate, {
          headers: admin.auth,
          body: { templateType: 'welcome', templateData: { welcomeMessage: 'Hello', userName: 'Friend' } },
        })
      ).status,
    ).toBe(200);
    expect((await auditLog()).total).toBe(before);
  });

  it('covers every admin write of the contract: each route says what it files (a new one must, or the server does not start)', () => {
    const adminWrites = listEndpoints()
      .filter(({ endpoint }) => endpoint.auth === 'admin' && endpoint.method !== 'GET')
      .map(({ name }) => name)
      .sort();
    const declared = auditDeclarationsOf(t.app);
    expect([...declared.keys()].sort()).toEqual(adminWrites);
    const notWrites = [...declared.entries()].filter(([, write]) => write === null).map(([name]) => name);
    expect(notWrites.sort()).toEqual(['findCampaignUsers', 'previewTemplate']);
  });

  it('a server whose admin write says nothing of the audit log does not start', async () => {
    const bare = Fastify();
    recordAdminWrites(bare, t.ctx);
    await expect(bare.ready()).rejects.toThrow(/admin writes without an audit declaration on their route: .*addProduct/);
    await bare.close();
  });
});

describe('searching the audit log', () => {
  it('finds events by words of the actor, the action and the record’s name, by kind and by IST day', async () => {
    await call(t, endpoints.addProduct, { headers: otherAdmin.auth, body: productInput({ title: 'Searchable Vetiver Noir' }) });

    const byWords = await auditLog({ search: 'vetiver NOIR' });
    expect(byWords.events.map((event) => event.entityLabel)).toEqual(['Searchable Vetiver Noir']);
    const byActorAndAction = await auditLog({ search: `${otherAdmin.user.email} product.create` });
    expect(byActorAndAction.events.every((event) => event.actor.email === otherAdmin.user.email && event.action === 'product.create')).toBe(
      true,
    );
    expect(byActorAndAction.total).toBeGreaterThanOrEqual(1);
    // Wildcards a person types are literal.
    expect((await auditLog({ search: '%' })).total).toBe(0);

    const users = await auditLog({ entityType: 'user' });
    expect(users.total).toBeGreaterThanOrEqual(1);
    expect(users.events.every((event) => event.entityType === 'user')).toBe(true);

    const todayInIndia = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const all = await auditLog();
    expect((await auditLog({ from: todayInIndia, to: todayInIndia })).total).toBe(all.total);
    expect((await auditLog({ to: '2020-01-01' })).total).toBe(0);
  });

  it('pages newest first', async () => {
    const all = await auditLog({ limit: 100 });
    const firstPage = await auditLog({ limit: 2, page: 1 });
    const secondPage = await auditLog({ limit: 2, page: 2 });
    expect([...firstPage.events, ...secondPage.events].map((event) => event.id)).toEqual(all.events.slice(0, 4).map((event) => event.id));
    expect(firstPage.totalPages).toBe(Math.ceil(all.total / 2));
    const times = all.events.map((event) => Date.parse(event.occurredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('refuses bad filters with a clear message, and is for admins only', async () => {
    for (const [query, field, message] of [
      ['page=0', 'page', 'page must be a whole number from 1 to 100000'],
      ['page=1.5', 'page', 'page must be a whole number from 1 to 100000'],
      ['limit=0', 'limit', 'limit must be a whole number from 1 to 100'],
      ['from=yesterday', 'from', 'from must be a date (YYYY-MM-DD)'],
      ['from=2026-02-02&to=2026-01-01', 'to', 'from must not be after to'],
      ['entityType=wallet', 'entityType', 'Choose a kind of record from the list'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `${endpoints.listAuditEvents.path}?${query}`, headers: admin.auth });
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as { errors?: Record<string, string[]> }).errors?.[field], query).toContain(message);
    }
    expect((await call(t, endpoints.listAuditEvents, { headers: customer.auth, query: {} })).status).toBe(403);
    expect((await call(t, endpoints.listAuditEvents, { headers: {}, query: {} })).status).toBe(401);
  });
});
