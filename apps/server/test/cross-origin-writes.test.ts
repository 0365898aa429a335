import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignResponseSchema } from '@aurelle/contract';
import { emailCampaigns } from '../src/db/schema/index.ts';
import { CROSS_ORIGIN_REFUSED_MESSAGE } from '../src/http/same-origin-writes.ts';
import { ACCOUNT_PASSWORD, createAccount } from './backoffice-factories.ts';
import { createTestApp, json, type TestApp } from './helpers.ts';

/**
 * Same-site CSRF (finding 3): a page on a sibling port or sub-domain shares the SameSite=Lax cookie, so
 * every cookie-authenticated write must prove its origin. The shop runs at http://shop.test (helpers.ts).
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let cookie: string;

const SHOP = 'http://shop.test';
const SIBLING_PORT = 'http://shop.test:8080';
const base = '/api/admin/email-campaigns';
const welcome = {
  subject: 'Welcome to the house',
  templateType: 'welcome',
  templateData: { welcomeMessage: 'We are delighted.', userName: 'Dear friend' },
  targetAudience: 'all',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin', userName: 'Origin Admin' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: admin.user.email, password: ACCOUNT_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  cookie = login.cookies.find((c) => c.name === 'token')?.value ?? '';
  expect(cookie).not.toBe('');
});
afterAll(async () => {
  await t.close();
});

async function draftCampaign() {
  const res = await t.app.inject({ method: 'POST', url: `${base}/add`, headers: admin.auth, payload: welcome });
  expect(res.statusCode, res.body).toBe(201);
  return campaignResponseSchema.parse(res.json()).data;
}

async function statusOf(id: string) {
  const [row] = await t.ctx.db.select({ status: emailCampaigns.status }).from(emailCampaigns).where(eq(emailCampaigns.id, id));
  return row?.status;
}

const checkAuth = () => t.app.inject({ method: 'GET', url: '/api/auth/check-auth', cookies: { token: cookie } });

describe('writes authenticated by the cookie', () => {
  it('refuses the text/plain form a sibling port auto-posts to send a campaign, and sends nothing', async () => {
    const campaign = await draftCampaign();
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/send/${campaign.id}`,
      cookies: { token: cookie },
      headers: { origin: SIBLING_PORT, 'sec-fetch-site': 'same-site', 'content-type': 'text/plain' },
      payload: 'x=1',
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ success: false, message: CROSS_ORIGIN_REFUSED_MESSAGE });
    expect(await statusOf(campaign.id)).toBe('draft');
  });

  it('refuses a no-cors delete and a logout from another origin, and from a browser that hides its origin', async () => {
    const campaign = await draftCampaign();
    const attempts = [
      { url: `${base}/delete/${campaign.id}`, headers: { origin: SIBLING_PORT, 'sec-fetch-site': 'same-site' } },
      { url: `${base}/delete/${campaign.id}`, headers: { origin: 'https://evil.example' } },
      { url: `${base}/delete/${campaign.id}`, headers: { origin: 'null' } },
      { url: `${base}/delete/${campaign.id}`, headers: {} },
      { url: '/api/auth/logout', headers: { origin: SIBLING_PORT, 'sec-fetch-site': 'same-site' } },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ method: 'POST', url: attempt.url, cookies: { token: cookie }, headers: attempt.headers });
      expect(res.statusCode, `${attempt.url} ${JSON.stringify(attempt.headers)}`).toBe(403);
    }
    expect(await statusOf(campaign.id)).toBe('draft');
    expect((await checkAuth()).statusCode).toBe(200);
  });

  it('lets the same actions through from the shop itself', async () => {
    const campaign = await draftCampaign();
    const fromShop = { origin: SHOP, 'sec-fetch-site': 'same-origin' };
    const sent = await t.app.inject({ method: 'POST', url: `${base}/send/${campaign.id}`, cookies: { token: cookie }, headers: fromShop });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(await statusOf(campaign.id)).not.toBe('draft');

    const other = await draftCampaign();
    // An older browser without Sec-Fetch-Site, whose Origin is the shop's.
    const deleted = await t.app.inject({
      method: 'POST',
      url: `${base}/delete/${other.id}`,
      cookies: { token: cookie },
      headers: { origin: SHOP },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await statusOf(other.id)).toBeUndefined();
  });

  it('refuses form content types on body-less and JSON endpoints even from the shop', async () => {
    const campaign = await draftCampaign();
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${base}/send/${campaign.id}`,
        cookies: { token: cookie },
        headers: { origin: SHOP, 'content-type': contentType },
        payload: '--x--\r\n',
      });
      expect(res.statusCode, contentType).toBe(415);
      expect(json(res).success).toBe(false);
    }
    expect(await statusOf(campaign.id)).toBe('draft');
  });

  it('leaves Bearer-token API clients alone, whatever their origin headers', async () => {
    const campaign = await draftCampaign();
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/delete/${campaign.id}`,
      headers: { ...admin.auth, origin: 'https://integrator.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('keeps anonymous server-to-server calls and the one-click unsubscribe working', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.user.email, password: ACCOUNT_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe/not-a-real-token',
      headers: { origin: 'https://mail.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(400); // the link is invalid, but the request was read, not refused
    expect(unsubscribe.headers['content-type']).toContain('text/html');
  });
});
