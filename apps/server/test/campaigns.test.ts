import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type CreateCampaignRequest } from '@aurelle/contract';
import { emailCampaigns } from '../src/db/schema/index.ts';
import { createAccount } from './backoffice-factories.ts';
import { bodyOf, call, createTestApp, expectStatus, malformed, readOutbox, type TestApp } from './helpers.ts';

/** A promotion's end date that stays in the future (a past one is refused). */
const OFFER_END_YEAR = new Date().getUTCFullYear() + 1;
const OFFER_END = `${OFFER_END_YEAR}-12-31`;

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

type Headers = Record<string, string>;
const welcome = {
  subject: 'Welcome to the house',
  templateType: 'welcome',
  templateData: { welcomeMessage: 'We are delighted.\n\nDiscover our new oud.', userName: 'Dear friend' },
  targetAudience: 'all',
} satisfies CreateCampaignRequest;

const add = (body: CreateCampaignRequest, headers: Headers = admin.auth) => call(t, endpoints.createCampaign, { headers, body });
const list = async () => bodyOf(await call(t, endpoints.listCampaigns, { headers: admin.auth }), 200).data;
const send = (id: string) => call(t, endpoints.sendCampaign, { params: { id }, headers: admin.auth });
const remove = (id: string) => call(t, endpoints.deleteCampaign, { params: { id }, headers: admin.auth });
const findUsers = (body: { searchTerm?: string } | undefined) => call(t, endpoints.findCampaignUsers, { headers: admin.auth, body });

async function create(body: CreateCampaignRequest) {
  return bodyOf(await add(body), 201).data;
}

describe('access to the campaign routes', () => {
  it('answers 401 to anonymous callers, 403 to customers and 401 to an inactive admin', async () => {
    const campaign = await create(welcome);
    const params = { id: campaign.id };
    const routes: Array<{ name: string; as: (headers: Headers) => Promise<{ status: number }> }> = [
      { name: 'get', as: (headers) => call(t, endpoints.listCampaigns, { headers }) },
      { name: 'add', as: (headers) => add(welcome, headers) },
      {
        name: 'preview-template',
        as: (headers) =>
          call(t, endpoints.previewTemplate, { headers, body: { templateType: 'welcome', templateData: welcome.templateData } }),
      },
      { name: 'send', as: (headers) => call(t, endpoints.sendCampaign, { params, headers }) },
      { name: 'resend-unknown', as: (headers) => call(t, endpoints.resendUnknown, { params, headers }) },
      { name: 'delete', as: (headers) => call(t, endpoints.deleteCampaign, { params, headers }) },
      { name: 'get-users', as: (headers) => call(t, endpoints.findCampaignUsers, { headers, body: { searchTerm: '' } }) },
    ];
    for (const route of routes) {
      expect((await route.as({})).status, `${route.name} anonymous`).toBe(401);
      expect((await route.as(customer.auth)).status, `${route.name} customer`).toBe(403);
      expect((await route.as(inactiveAdmin.auth)).status, `${route.name} inactive`).toBe(401);
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
        templateData: { promotionTitle: 'Sale', productName: 'Oud', discount: 101, endDate: OFFER_END },
      },
      { 'templateData.discount': 'Discount must be between 1 and 100' },
    ],
    [
      'promotion with a discount that is not a number',
      {
        ...welcome,
        templateType: 'promotion',
        templateData: { promotionTitle: 'Sale', productName: 'Oud', discount: 'lots', endDate: OFFER_END },
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
    const res = await add(malformed(body));
    expectStatus(res, 400);
    expect(res.body.success).toBe(false);
    for (const [field, message] of Object.entries(expected)) expect(res.body.errors?.[field], field).toContain(message);
  });

  it('refuses selected users that do not exist', async () => {
    const res = await add({ ...welcome, targetAudience: 'selected', selectedUsers: [randomUUID()] });
    expectStatus(res, 400);
    expect(res.body.message).toBe('Some selected users no longer exist');
  });

  it('saves each template type as a draft with its data normalised and selected users resolved', async () => {
    const picked = await createAccount(t, { userName: 'Picked Shopper' });
    const promotion = await create({
      subject: ' Winter sale ',
      templateType: 'promotion',
      templateData: { promotionTitle: ' Winter Sale ', productName: 'Oud Royale', discount: '25', endDate: OFFER_END },
      targetAudience: 'selected',
      selectedUsers: [{ _id: picked.user.id, name: 'ignored', email: 'ignored' }, picked.user.id],
    });
    expect(promotion).toMatchObject({
      subject: 'Winter sale',
      templateType: 'promotion',
      templateData: { promotionTitle: 'Winter Sale', productName: 'Oud Royale', discount: 25, endDate: OFFER_END },
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
    const data = await list();
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
    call(t, endpoints.previewTemplate, { headers: admin.auth, body: malformed({ templateType, templateData }) });

  it('renders every type but custom as a complete e-mail', async () => {
    const cases: Array<[string, object, string[]]> = [
      [
        'welcome',
        welcome.templateData,
        ['Welcome to Aurelle', 'Dear friend', '<p style="margin:0 0 16px">We are delighted.</p>', 'Discover our new oud.'],
      ],
      [
        'promotion',
        { promotionTitle: 'Winter Sale', productName: 'Oud Royale', discount: 30, endDate: OFFER_END },
        ['Winter Sale', '30% off', 'Oud Royale', `Offer ends 31 December ${OFFER_END_YEAR}.`, 'http://shop.test/shop/listing'],
      ],
      [
        'newsletter',
        { title: 'The journal', content: 'Line one\nline two', imageUrl: 'https://images.example.com/iris.jpg' },
        ['The journal', 'Line one<br>line two', '<img src="https://images.example.com/iris.jpg" alt="The journal"'],
      ],
    ];
    for (const [type, data, fragments] of cases) {
      const res = await preview(type, data);
      expectStatus(res, 200);
      const html = res.body.data;
      expect(html.startsWith('<!doctype html>')).toBe(true);
      for (const fragment of fragments) expect(html, `${type}: ${fragment}`).toContain(fragment);
      expect(html).toContain('Unsubscribe');
    }
  });

  it('refuses custom templates and invalid data with 400', async () => {
    const custom = await preview('custom', {});
    expectStatus(custom, 400);
    expect(custom.body.message).toBe('Preview is not available for custom templates');
    const missing = await preview('promotion', { promotionTitle: 'x' });
    expectStatus(missing, 400);
    expect(missing.body.message).toBe('Product name is required');
  });

  it('escapes hostile data everywhere (tags, quotes, attributes) and drops unsafe image URLs', async () => {
    const attack = `<script>alert("pwned")</script>"><img src=x onerror=alert('x')>`;
    const welcomeHtml = bodyOf(await preview('welcome', { welcomeMessage: attack, userName: attack }), 200).data;
    const promotionHtml = bodyOf(
      await preview('promotion', { promotionTitle: attack, productName: attack, discount: 10, endDate: OFFER_END }),
      200,
    ).data;
    const newsletterHtml = bodyOf(
      await preview('newsletter', { title: attack, content: attack, imageUrl: `https://x.test/a.png" onerror="alert(1)` }),
      200,
    ).data;
    for (const html of [welcomeHtml, promotionHtml, newsletterHtml]) {
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img src=x');
      // No real tag carries an event handler (escaped text may mention one, harmlessly).
      expect(html).not.toMatch(/<[a-z]+(\s+[a-z-]+(=("[^"]*"|'[^']*'|[^\s"'>]+))?)*\s+on[a-z]+=/i);
      expect(html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(&#39;x&#39;)&gt;');
    }
    expect(promotionHtml).toContain(`Offer ends 31 December ${OFFER_END_YEAR}.`);
    expect(newsletterHtml).toContain('src="https://x.test/a.png%22%20onerror=%22alert(1)"');
    const dataUrl = await preview('newsletter', { title: 't', content: 'c', imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>' });
    expect(dataUrl.status).toBe(400);
  });
});

describe('POST /get-users', () => {
  it('finds active, subscribed users by name or e-mail, at most 20, as {_id, name, email}', async () => {
    const tag = randomUUID().slice(0, 6);
    for (let index = 0; index < 24; index += 1) await createAccount(t, { userName: `Picker ${tag} ${index}` });
    const hidden = await createAccount(t, { userName: `Picker ${tag} inactive`, isActive: false });
    const gone = await createAccount(t, { userName: `Picker ${tag} unsubscribed`, unsubscribedAt: new Date() });
    const byNameRes = await findUsers({ searchTerm: `PICKER ${tag}` });
    const byName = bodyOf(byNameRes, 200);
    expect(byName.data).toHaveLength(20);
    expect(byName.data.map((user) => user._id)).not.toContain(hidden.user.id);
    expect(byName.data.map((user) => user._id)).not.toContain(gone.user.id);
    // Checked on the answer as sent, not as the contract parses it.
    expect(Object.keys((byNameRes.response.json() as { data: object[] }).data[0] ?? {}).sort()).toEqual(['_id', 'email', 'name']);

    const byEmail = bodyOf(await findUsers({ searchTerm: customer.user.email }), 200);
    expect(byEmail.data).toEqual([{ _id: customer.user.id, name: 'Plain Customer', email: customer.user.email }]);

    const empty = await findUsers({});
    expect(bodyOf(empty, 200).data.length).toBeGreaterThan(0);
    const noBody = await findUsers(undefined);
    expect(noBody.status).toBe(200);
  });
});

describe('POST /send and /delete', () => {
  it('sends once (a second click is a 409), refuses delete while sending, then deletes', async () => {
    const target = await createAccount(t, { userName: 'Send Target' });
    const campaign = await create({ ...welcome, subject: 'Only for one', targetAudience: 'selected', selectedUsers: [target.user.id] });

    const sent = await send(campaign.id);
    expect(bodyOf(sent, 202).data.status).toBe('sending');

    const again = await send(campaign.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: 'This campaign is already being sent' });
    const deleteWhileSending = await remove(campaign.id);
    expect(deleteWhileSending.status).toBe(409);

    await t.runtime.worker.drain();
    const done = (await list()).find((entry) => entry.id === campaign.id);
    expect(done).toMatchObject({ status: 'sent', recipientCount: 1, sentCount: 1, failedCount: 0, pendingCount: 0 });
    expect(done?.sentAt).not.toBeNull();
    const mails = (await readOutbox(t.dataDir)).filter((mail) => mail.includes(target.user.email));
    expect(mails).toHaveLength(1);

    const afterSent = await send(campaign.id);
    expect(afterSent.status).toBe(409);
    expect(afterSent.body.message).toBe('This campaign has already been sent');

    const deleted = await remove(campaign.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Campaign deleted successfully' });
    const after = await list();
    expect(after.map((entry) => entry.id)).not.toContain(campaign.id);
  });

  it('answers 404 to unknown campaigns and 400 to malformed ids', async () => {
    expect((await send(randomUUID())).status).toBe(404);
    expect((await remove(randomUUID())).status).toBe(404);
    expect((await send('42')).status).toBe(400);
  });
});

describe('campaigns that cannot be sent', () => {
  const promotionData = { promotionTitle: 'Winter Sale', productName: 'Oud Royale', discount: 20 };
  const create = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: endpoints.createCampaign.path,
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: body,
    });

  it('refuses a promotion end date that is not a date or is in the past', async () => {
    for (const [endDate, message] of [
      ['next Friday', 'End date must be a date such as 2026-12-31'],
      ['2026-02-31', 'End date must be a date such as 2026-12-31'],
      ['2020-01-01', 'The end date must not be in the past'],
    ] as const) {
      const res = await create({
        subject: 'Sale',
        templateType: 'promotion',
        templateData: { ...promotionData, endDate },
        targetAudience: 'all',
      });
      expect(res.statusCode, endDate).toBe(400);
      expect((res.json() as { errors?: Record<string, string[]> }).errors?.['templateData.endDate'], endDate).toEqual([message]);
    }
  });

  it('refuses to send to nobody (every chosen user deactivated or unsubscribed), and a promotion that has ended since', async () => {
    const gone = await createAccount(t, { isActive: false });
    const created = await create({
      subject: 'For one',
      templateType: 'promotion',
      templateData: { ...promotionData, endDate: '2099-12-31' },
      targetAudience: 'selected',
      selectedUsers: [gone.user.id],
    });
    const campaign = (created.json() as { data: { _id: string } }).data;
    const send = await call(t, endpoints.sendCampaign, { headers: admin.auth, params: { id: campaign._id } });
    expect(send.status).toBe(409);
    expect((send.body as { message: string }).message).toBe(
      'Nobody can receive this campaign: the chosen users are deactivated or have unsubscribed',
    );

    const forAll = await create({
      subject: 'All',
      templateType: 'promotion',
      templateData: { ...promotionData, endDate: '2099-12-31' },
      targetAudience: 'all',
    });
    const allId = (forAll.json() as { data: { _id: string } }).data._id;
    await t.ctx.db
      .update(emailCampaigns)
      .set({ templateData: { ...promotionData, endDate: '2020-01-01' } })
      .where(eq(emailCampaigns.id, allId));
    const late = await call(t, endpoints.sendCampaign, { headers: admin.auth, params: { id: allId } });
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toBe(
      'This promotion’s end date has passed: create it again with a new end date before sending',
    );
    const [stillDraft] = await t.ctx.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, allId));
    expect(stillDraft?.status).toBe('draft');
  });
});
