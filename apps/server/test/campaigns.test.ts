import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignListResponseSchema,
  campaignResponseSchema,
  campaignUsersResponseSchema,
  previewTemplateResponseSchema,
} from '@aurelle/contract';
import { emailCampaigns } from '../src/db/schema/index.ts';
import { createAccount } from './backoffice-factories.ts';
import { createTestApp, json, readOutbox, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let customer: Awaited<ReturnType<typeof createAccount>>;
let inactiveAdmin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin', userName: 'Campaign Admin' });
  customer = await createAccount(t, { userName: 'Plain Customer' });
  inactiveAdmin = await createAccount(t, { role: 'admin', isActive: false });
});
afterAll(async () => {
  await t.close();
});

const base = '/api/admin/email-campaigns';
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url: `${base}${url}`, headers, ...(payload ? { payload } : {}) });

const welcome = {
  subject: 'Welcome to the house',
  templateType: 'welcome',
  templateData: { welcomeMessage: 'We are delighted.\n\nDiscover our new oud.', userName: 'Dear friend' },
  targetAudience: 'all',
};

async function create(body: object) {
  const res = await call('POST', '/add', admin.auth, body);
  expect(res.statusCode, res.body).toBe(201);
  return campaignResponseSchema.parse(res.json()).data;
}

describe('access to the campaign routes', () => {
  it('answers 401 to anonymous callers, 403 to customers and 401 to an inactive admin', async () => {
    const campaign = await create(welcome);
    const routes: Array<{ method: 'GET' | 'POST'; url: string; payload?: object }> = [
      { method: 'GET', url: '/get' },
      { method: 'POST', url: '/add', payload: welcome },
      { method: 'POST', url: '/preview-template', payload: { templateType: 'welcome', templateData: welcome.templateData } },
      { method: 'POST', url: `/send/${campaign.id}`, payload: {} },
      { method: 'POST', url: `/resend-unknown/${campaign.id}` },
      { method: 'POST', url: `/delete/${campaign.id}`, payload: {} },
      { method: 'POST', url: '/get-users', payload: { searchTerm: '' } },
    ];
    for (const route of routes) {
      expect((await call(route.method, route.url, {}, route.payload)).statusCode, `${route.url} anonymous`).toBe(401);
      expect((await call(route.method, route.url, customer.auth, route.payload)).statusCode, `${route.url} customer`).toBe(403);
      expect((await call(route.method, route.url, inactiveAdmin.auth, route.payload)).statusCode, `${route.url} inactive`).toBe(401);
    }
    const [stillDraft] = await t.ctx.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaign.id));
    expect(stillDraft?.status).toBe('draft');
  });
});

describe('POST /add validation per template type', () => {
  const invalid: Array<[string, object, Record<string, string>]> = [
    [
      'nothing at all',
      {},
      { subject: 'Subject is required', templateType: 'Template type is required', targetAudience: 'Target audience is required' },
    ],
    ['a blank subject', { ...welcome, subject: '   ' }, { subject: 'Subject is required' }],
    ['an unknown template type', { ...welcome, templateType: 'flyer' }, { templateType: 'Template type is required' }],
    ['custom without content', { ...welcome, templateType: 'custom', content: '  ' }, { content: 'Content is required' }],
    [
      'welcome without its fields',
      { ...welcome, templateData: {} },
      { 'templateData.welcomeMessage': 'Welcome message is required', 'templateData.userName': 'User name is required' },
    ],
    [
      'promotion without its fields',
      { ...welcome, templateType: 'promotion', templateData: {} },
      {
        'templateData.promotionTitle': 'Promotion title is required',
        'templateData.productName': 'Product name is required',
        'templateData.endDate': 'End date is required',
      },
    ],
    [
      'promotion with a discount above 100',
      {
        ...welcome,
        templateType: 'promotion',
        templateData: { promotionTitle: 'Sale', productName: 'Oud', discount: 101, endDate: '2026-12-31' },
      },
      { 'templateData.discount': 'Discount must be between 1 and 100' },
    ],
    [
      'promotion with a discount that is not a number',
      {
        ...welcome,
        templateType: 'promotion',
        templateData: { promotionTitle: 'Sale', productName: 'Oud', discount: 'lots', endDate: '2026-12-31' },
      },
      { 'templateData.discount': 'Discount must be a number' },
    ],
    [
      'newsletter without title and content',
      { ...welcome, templateType: 'newsletter', templateData: { imageUrl: '' } },
      { 'templateData.title': 'Title is required', 'templateData.content': 'Content is required' },
    ],
    [
      'newsletter with a javascript: image URL',
      { ...welcome, templateType: 'newsletter', templateData: { title: 'News', content: 'Body', imageUrl: 'javascript:alert(1)' } },
      { 'templateData.imageUrl': 'Image URL must be a valid http(s) URL' },
    ],
    [
      'selected audience without users',
      { ...welcome, targetAudience: 'selected', selectedUsers: [] },
      { selectedUsers: 'Select at least one user' },
    ],
    ['an unknown audience', { ...welcome, targetAudience: 'everyone' }, { targetAudience: 'Target audience is required' }],
  ];

  it.each(invalid)('refuses %s with per-field messages', async (_name, body, expected) => {
    const res = await call('POST', '/add', admin.auth, body);
    expect(res.statusCode).toBe(400);
    const errors = json<{ success: boolean; errors: Record<string, string[]> }>(res);
    expect(errors.success).toBe(false);
    for (const [field, message] of Object.entries(expected)) expect(errors.errors[field], field).toContain(message);
  });

  it('refuses selected users that do not exist', async () => {
    const res = await call('POST', '/add', admin.auth, { ...welcome, targetAudience: 'selected', selectedUsers: [randomUUID()] });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Some selected users no longer exist');
  });

  it('saves each template type as a draft with its data normalised and selected users resolved', async () => {
    const picked = await createAccount(t, { userName: 'Picked Shopper' });
    const promotion = await create({
      subject: ' Winter sale ',
      templateType: 'promotion',
      templateData: { promotionTitle: ' Winter Sale ', productName: 'Oud Royale', discount: '25', endDate: '2026-12-31' },
      targetAudience: 'selected',
      selectedUsers: [{ _id: picked.user.id, name: 'ignored', email: 'ignored' }, picked.user.id],
    });
    expect(promotion).toMatchObject({
      subject: 'Winter sale',
      templateType: 'promotion',
      templateData: { promotionTitle: 'Winter Sale', productName: 'Oud Royale', discount: 25, endDate: '2026-12-31' },
      targetAudience: 'selected',
      selectedUsers: [{ _id: picked.user.id, name: 'Picked Shopper', email: picked.user.email }],
      status: 'draft',
      recipientCount: 0,
      sentCount: 0,
      sentAt: null,
    });
    expect(promotion._id).toBe(promotion.id);

    const newsletter = await create({
      ...welcome,
      templateType: 'newsletter',
      templateData: { title: 'The journal', content: 'Notes of iris', imageUrl: 'https://images.example.com/iris.jpg' },
      selectedUsers: [picked.user.id],
    });
    // The 'all' audience keeps no selection.
    expect(newsletter.selectedUsers).toEqual([]);
    const custom = await create({ ...welcome, templateType: 'custom', content: 'Hello <b>there</b>', templateData: { anything: 1 } });
    expect(custom).toMatchObject({ templateType: 'custom', content: 'Hello <b>there</b>', templateData: {} });
  });
});

describe('GET /get', () => {
  it('lists every campaign newest first with its progress counts', async () => {
    const older = await create({ ...welcome, subject: 'Older one' });
    const newer = await create({ ...welcome, subject: 'Newer one' });
    await t.ctx.db
      .update(emailCampaigns)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(emailCampaigns.id, older.id));
    const res = await call('GET', '/get', admin.auth);
    const { data } = campaignListResponseSchema.parse(res.json());
    const ids = data.map((campaign) => campaign.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(data.find((campaign) => campaign.id === newer.id)).toMatchObject({
      recipientCount: 0,
      sentCount: 0,
      failedCount: 0,
      skippedCount: 0,
      pendingCount: 0,
    });
    const createdAts = data.map((campaign) => campaign.createdAt);
    expect([...createdAts].sort().reverse()).toEqual(createdAts);
  });
});

describe('POST /preview-template', () => {
  const preview = (templateType: string, templateData: object) =>
    call('POST', '/preview-template', admin.auth, { templateType, templateData });

  it('renders every type but custom as a complete e-mail', async () => {
    const cases: Array<[string, object, string[]]> = [
      [
        'welcome',
        welcome.templateData,
        ['Welcome to Aurelle', 'Dear friend', '<p style="margin:0 0 16px">We are delighted.</p>', 'Discover our new oud.'],
      ],
      [
        'promotion',
        { promotionTitle: 'Winter Sale', productName: 'Oud Royale', discount: 30, endDate: '2026-12-31' },
        ['Winter Sale', '30% off', 'Oud Royale', 'Offer ends 31 December 2026.', 'http://shop.test/shop/listing'],
      ],
      [
        'newsletter',
        { title: 'The journal', content: 'Line one\nline two', imageUrl: 'https://images.example.com/iris.jpg' },
        ['The journal', 'Line one<br>line two', '<img src="https://images.example.com/iris.jpg" alt="The journal"'],
      ],
    ];
    for (const [type, data, fragments] of cases) {
      const res = await preview(type, data);
      expect(res.statusCode, type).toBe(200);
      const html = previewTemplateResponseSchema.parse(res.json()).data;
      expect(html.startsWith('<!doctype html>')).toBe(true);
      for (const fragment of fragments) expect(html, `${type}: ${fragment}`).toContain(fragment);
      expect(html).toContain('Unsubscribe');
    }
  });

  it('refuses custom templates and invalid data with 400', async () => {
    const custom = await preview('custom', {});
    expect(custom.statusCode).toBe(400);
    expect(json(custom).message).toBe('Preview is not available for custom templates');
    const missing = await preview('promotion', { promotionTitle: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe('Product name is required');
  });

  it('escapes hostile data everywhere (tags, quotes, attributes) and drops unsafe image URLs', async () => {
    const attack = `<script>alert("pwned")</script>"><img src=x onerror=alert('x')>`;
    const welcomeHtml = previewTemplateResponseSchema.parse(
      (await preview('welcome', { welcomeMessage: attack, userName: attack })).json(),
    ).data;
    const promotionHtml = previewTemplateResponseSchema.parse(
      (await preview('promotion', { promotionTitle: attack, productName: attack, discount: 10, endDate: `<b>"31"</b>` })).json(),
    ).data;
    const newsletterHtml = previewTemplateResponseSchema.parse(
      (await preview('newsletter', { title: attack, content: attack, imageUrl: `https://x.test/a.png" onerror="alert(1)` })).json(),
    ).data;
    for (const html of [welcomeHtml, promotionHtml, newsletterHtml]) {
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img src=x');
      // No real tag carries an event handler (escaped text may mention one, harmlessly).
      expect(html).not.toMatch(/<[a-z]+(\s+[a-z-]+(=("[^"]*"|'[^']*'|[^\s"'>]+))?)*\s+on[a-z]+=/i);
      expect(html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(&#39;x&#39;)&gt;');
    }
    expect(promotionHtml).toContain('Offer ends &lt;b&gt;&quot;31&quot;&lt;/b&gt;.');
    expect(newsletterHtml).toContain('src="https://x.test/a.png%22%20onerror=%22alert(1)"');
    const dataUrl = await preview('newsletter', { title: 't', content: 'c', imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>' });
    expect(dataUrl.statusCode).toBe(400);
  });
});

describe('POST /get-users', () => {
  it('finds active, subscribed users by name or e-mail, at most 20, as {_id, name, email}', async () => {
    const tag = randomUUID().slice(0, 6);
    for (let index = 0; index < 24; index += 1) await createAccount(t, { userName: `Picker ${tag} ${index}` });
    const hidden = await createAccount(t, { userName: `Picker ${tag} inactive`, isActive: false });
    const gone = await createAccount(t, { userName: `Picker ${tag} unsubscribed`, unsubscribedAt: new Date() });
    const byName = campaignUsersResponseSchema.parse(
      (await call('POST', '/get-users', admin.auth, { searchTerm: `PICKER ${tag}` })).json(),
    );
    expect(byName.data).toHaveLength(20);
    expect(byName.data.map((user) => user._id)).not.toContain(hidden.user.id);
    expect(byName.data.map((user) => user._id)).not.toContain(gone.user.id);
    expect(Object.keys(byName.data[0] ?? {}).sort()).toEqual(['_id', 'email', 'name']);

    const byEmail = campaignUsersResponseSchema.parse(
      (await call('POST', '/get-users', admin.auth, { searchTerm: customer.user.email })).json(),
    );
    expect(byEmail.data).toEqual([{ _id: customer.user.id, name: 'Plain Customer', email: customer.user.email }]);

    const empty = await call('POST', '/get-users', admin.auth, {});
    expect(campaignUsersResponseSchema.parse(empty.json()).data.length).toBeGreaterThan(0);
    const noBody = await t.app.inject({ method: 'POST', url: `${base}/get-users`, headers: admin.auth });
    expect(noBody.statusCode).toBe(200);
  });
});

describe('POST /send and /delete', () => {
  it('sends once (a second click is a 409), refuses delete while sending, then deletes', async () => {
    const target = await createAccount(t, { userName: 'Send Target' });
    const campaign = await create({ ...welcome, subject: 'Only for one', targetAudience: 'selected', selectedUsers: [target.user.id] });

    const sent = await call('POST', `/send/${campaign.id}`, admin.auth, {});
    expect(sent.statusCode).toBe(202);
    expect(campaignResponseSchema.parse(sent.json()).data.status).toBe('sending');

    const again = await call('POST', `/send/${campaign.id}`, admin.auth, {});
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ success: false, message: 'This campaign is already being sent' });
    const deleteWhileSending = await call('POST', `/delete/${campaign.id}`, admin.auth, {});
    expect(deleteWhileSending.statusCode).toBe(409);

    await t.runtime.worker.drain();
    const list = campaignListResponseSchema.parse((await call('GET', '/get', admin.auth)).json()).data;
    const done = list.find((entry) => entry.id === campaign.id);
    expect(done).toMatchObject({ status: 'sent', recipientCount: 1, sentCount: 1, failedCount: 0, pendingCount: 0 });
    expect(done?.sentAt).not.toBeNull();
    const mails = (await readOutbox(t.dataDir)).filter((mail) => mail.includes(target.user.email));
    expect(mails).toHaveLength(1);

    const afterSent = await call('POST', `/send/${campaign.id}`, admin.auth, {});
    expect(afterSent.statusCode).toBe(409);
    expect(json(afterSent).message).toBe('This campaign has already been sent');

    const deleted = await call('POST', `/delete/${campaign.id}`, admin.auth, {});
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toEqual({ success: true, message: 'Campaign deleted successfully' });
    const after = campaignListResponseSchema.parse((await call('GET', '/get', admin.auth)).json()).data;
    expect(after.map((entry) => entry.id)).not.toContain(campaign.id);
  });

  it('answers 404 to unknown campaigns and 400 to malformed ids', async () => {
    expect((await call('POST', `/send/${randomUUID()}`, admin.auth, {})).statusCode).toBe(404);
    expect((await call('POST', `/delete/${randomUUID()}`, admin.auth, {})).statusCode).toBe(404);
    expect((await call('POST', '/send/42', admin.auth, {})).statusCode).toBe(400);
  });
});
