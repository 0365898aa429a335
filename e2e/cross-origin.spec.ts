import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, shopOriginHeaders, signInAsAdmin, test } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

/**
 * Same-site CSRF (finding 3) in a real Chromium: a page on another port of the same host shares the admin's
 * SameSite=Lax cookie. Its auto-posted forms and no-cors fetches are refused; the same actions from the shop succeed.
 */

// This journey measures what the browser itself sends, so the set-up origin header of the other journeys is off.
test.use({ extraHTTPHeaders: {} });

let attacker: Server;
let attackerOrigin: string;
/** The attacker's pages by path, written by the test once it knows the campaign ids. */
const attackerPages = new Map<string, string>();

test.beforeAll(async () => {
  attacker = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(attackerPages.get(request.url ?? '/') ?? '<!doctype html><title>Nothing here</title>');
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

async function draftCampaign(page: Page, baseURL: string, subject: string): Promise<string> {
  const created = await page.request.post('/api/admin/email-campaigns/add', {
    headers: shopOriginHeaders(baseURL),
    data: { subject, templateType: 'custom', content: 'Never to be sent.', targetAudience: 'all' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { _id: string } }).data._id;
}

async function campaignStatus(page: Page, id: string): Promise<string | undefined> {
  const list = await page.request.get('/api/admin/email-campaigns/get');
  const campaigns = ((await list.json()) as { data: Array<{ _id: string; status: string }> }).data;
  return campaigns.find((campaign) => campaign._id === id)?.status;
}

test('a page on a sibling port cannot send, delete or log out with the admin cookie; the shop can', async ({ page, baseURL }) => {
  const shop = baseURL ?? '';
  await signInAsAdmin(page);
  const toSend = await draftCampaign(page, shop, `Forged send ${Date.now()}`);
  const toDelete = await draftCampaign(page, shop, `Forged delete ${Date.now()}`);

  const autoPost = (action: string, enctype = 'application/x-www-form-urlencoded') =>
    `<!doctype html><title>Win a perfume</title><form id="f" method="POST" enctype="${enctype}" action="${shop}${action}">` +
    `<input name="x" value="1"></form><script>document.getElementById('f').submit();</script>`;
  attackerPages.set('/send', autoPost(`/api/admin/email-campaigns/send/${toSend}`, 'text/plain'));
  attackerPages.set('/logout', autoPost('/api/auth/logout'));
  attackerPages.set(
    '/delete',
    `<!doctype html><title>Win a perfume</title><script>fetch('${shop}/api/admin/email-campaigns/delete/${toDelete}',` +
      ` { method: 'POST', mode: 'no-cors', credentials: 'include' }).catch(() => {});</script>`,
  );

  // The attacker's pages open in a tab of the admin's own browser, so the admin's cookie goes with every request.
  const attackerTab = await page.context().newPage();
  for (const [path, target] of [
    ['/send', '/send/'],
    ['/logout', '/auth/logout'],
    ['/delete', '/delete/'],
  ] as const) {
    const request = attackerTab.waitForRequest((candidate) => candidate.url().startsWith(shop) && candidate.url().includes(target));
    await attackerTab.goto(`${attackerOrigin}${path}`);
    const sent = await request;
    // The browser did attach the cookie and named the sibling page as the origin: the server refused on that ground.
    const headers = await sent.allHeaders();
    // Chromium reports the network-level headers of navigations only; a no-cors fetch shows just the page's own.
    if (path !== '/delete') {
      expect(headers['cookie'] ?? '', path).toContain('token=');
      expect(headers['origin'], path).toBe(attackerOrigin);
      expect(headers['sec-fetch-site'], path).toBe('same-site');
    }
    const response = await sent.response();
    if (response) expect(response.status(), path).toBe(403);
  }
  await attackerTab.close();

  expect(await campaignStatus(page, toSend)).toBe('draft');
  expect(await campaignStatus(page, toDelete)).toBe('draft');
  expect((await page.request.get('/api/auth/check-auth')).status()).toBe(200);

  // The same actions from the shop's own page go through.
  await page.goto(paths.admin.emailCampaigns);
  const statuses = await page.evaluate(
    async ({ send, remove }) => {
      const sent = await fetch(`/api/admin/email-campaigns/send/${send}`, { method: 'POST', credentials: 'include' });
      const deleted = await fetch(`/api/admin/email-campaigns/delete/${remove}`, { method: 'POST', credentials: 'include' });
      return [sent.status, deleted.status];
    },
    { send: toSend, remove: toDelete },
  );
  expect(statuses).toEqual([202, 200]);
  expect(await campaignStatus(page, toSend)).not.toBe('draft');
  expect(await campaignStatus(page, toDelete)).toBeUndefined();
});
