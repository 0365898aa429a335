import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { screenshotBothWidths, uniqueTag } from './backoffice-helpers';
import { expect, expectAccessible, registerShopper, shopOriginHeaders, signInAsAdmin, test } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';
import { formatCampaignSchedule } from '../packages/contract/src/campaign/schedule-values';
import { toIstDateTimeInput } from '../packages/contract/src/ist-time';

/*
 * Scheduled campaigns in a browser: the admin schedules a campaign for a date and time in India, sees "Scheduled for …",
 * moves it and cancels it; and one scheduled for the coming minute is sent by itself while the page watches, on a shop
 * of its own whose least lead is a few seconds (CAMPAIGN_SCHEDULE_MIN_LEAD_SECONDS).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A draft newsletter to one new subscriber, made through the API as the compose dialog would (campaigns.spec covers it). */
async function draftNewsletter(request: APIRequestContext, subject: string, recipientEmail: string): Promise<string> {
  const users = await request.post('/api/admin/email-campaigns/get-users', { data: { searchTerm: recipientEmail } });
  const [recipient] = ((await users.json()) as { data: Array<{ _id: string }> }).data;
  expect(recipient, `the subscriber ${recipientEmail} is listed`).toBeDefined();
  const created = await request.post('/api/admin/email-campaigns/add', {
    data: {
      subject,
      templateType: 'newsletter',
      templateData: { title: 'The vetiver edit', content: 'Three new extraits, aged in cedar, arrive this week.' },
      targetAudience: 'selected',
      selectedUsers: [recipient?._id],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

/** Registers a subscriber through the shop's own API (a context of its own, so the admin's session is kept). */
async function newSubscriber(page: Page, baseURL: string, tag: string): Promise<string> {
  const context = await page
    .context()
    .browser()
    ?.newContext({ baseURL, extraHTTPHeaders: shopOriginHeaders(baseURL) });
  if (!context) throw new Error('no browser');
  const shopperPage = await context.newPage();
  const { email } = await registerShopper(shopperPage, { userName: `Vetiver ${tag} Rao` });
  await context.close();
  return email;
}

async function pickTime(page: Page, instant: Date) {
  const [date = '', time = ''] = toIstDateTimeInput(instant).split('T');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Time (IST)').fill(time);
}

test.describe('scheduled campaigns', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the admin schedules a campaign, sees when it goes, moves it and cancels it', async ({ page, baseURL }, testInfo) => {
    const tag = uniqueTag();
    const subject = `The vetiver edit ${tag}`;
    const subscriber = await newSubscriber(page, baseURL ?? '', tag);
    await signInAsAdmin(page);
    await draftNewsletter(page.request, subject, subscriber);

    await page.goto(paths.admin.emailCampaigns);
    const card = page.getByRole('article', { name: subject });
    await expect(card.getByText('Draft')).toBeVisible();
    await card.getByRole('button', { name: 'Schedule for later' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule campaign' });
    await expect(dialog).toBeVisible();

    // A time already gone is refused under the time, with the reason.
    await pickTime(page, new Date(Date.now() - 2 * 60 * 60 * 1000));
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog.getByText('Choose a time at least 1 minute from now')).toBeVisible();
    await expect(dialog.getByLabel('Time (IST)')).toHaveAttribute('aria-invalid', 'true');

    // Ten days ahead at 09:30 in India.
    const [tenDaysAhead = ''] = toIstDateTimeInput(new Date(Date.now() + 10 * DAY_MS)).split('T');
    const first = new Date(`${tenDaysAhead}T09:30:00+05:30`);
    await pickTime(page, first);
    await expect(dialog.getByText(`Sends ${formatCampaignSchedule(first)}`)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByText(`Campaign scheduled for ${formatCampaignSchedule(first)}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(card.getByText(`Scheduled for ${formatCampaignSchedule(first)}`)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Send now' })).toBeEnabled();
    await screenshotBothWidths(page, testInfo, 'campaign-scheduled');
    await expectAccessible(page);

    // Moved to the evening of the day after: the dialog starts from the time it has.
    await card.getByRole('button', { name: 'Reschedule' }).click();
    const move = page.getByRole('dialog', { name: 'Reschedule campaign' });
    await expect(move.getByLabel('Date')).toHaveValue(tenDaysAhead);
    await expect(move.getByLabel('Time (IST)')).toHaveValue('09:30');
    const second = new Date(first.getTime() + DAY_MS + 9 * 60 * 60 * 1000 + 15 * 60 * 1000);
    await pickTime(page, second);
    await screenshotBothWidths(page, testInfo, 'campaign-reschedule-dialog');
    await move.getByRole('button', { name: 'Save new time' }).click();
    await expect(move).toBeHidden();
    await expect(card.getByText(`Scheduled for ${formatCampaignSchedule(second)}`)).toBeVisible();
    expect(formatCampaignSchedule(second)).toMatch(/, 18:45 IST$/);

    // Cancelled: a draft again, its time gone.
    await card.getByRole('button', { name: 'Cancel schedule' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel the schedule?' });
    await expect(confirm).toContainText(formatCampaignSchedule(second));
    await confirm.getByRole('button', { name: 'Cancel schedule' }).click();
    await expect(page.getByText('Schedule cancelled: the campaign is a draft again')).toBeVisible();
    await expect(card.getByText('Draft')).toBeVisible();
    await expect(card.getByText(/Scheduled for/)).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Schedule for later' })).toBeVisible();
  });

  test.describe('on a shop whose campaigns may start a few seconds after scheduling', () => {
    let shopURL = '';
    let server: ChildProcess | undefined;
    let dataDir = '';

    test.beforeAll(async () => {
      // A port nobody holds (a fixed offset could meet another shop left running on this shared machine).
      const PORT = await freePort();
      shopURL = `http://127.0.0.1:${PORT}`;
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-scheduling-'));
      server = spawn(process.execPath, ['apps/server/dist/server.js'], {
        env: {
          ...process.env,
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          APP_URL: shopURL,
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          PAYMENT_PROVIDER: 'simulated',
          SEED_DEMO_DATA: 'false',
          ADMIN_EMAIL: 'admin@aurelle.example',
          ADMIN_PASSWORD: 'Aurelle@2026',
          CAMPAIGN_SCHEDULE_MIN_LEAD_SECONDS: '5',
        },
        stdio: 'ignore',
      });
      await expect
        .poll(
          async () => {
            if (server?.exitCode !== null) throw new Error(`the shop stopped (${server?.exitCode})`);
            return (await fetch(`${shopURL}/api/health`).catch(() => undefined))?.status;
          },
          { timeout: 90_000 },
        )
        .toBe(200);
    });

    test.afterAll(() => {
      server?.kill('SIGTERM');
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    /** The campaign's messages in this shop's outbox, by recipient. */
    function mailedTo(subject: string): string[] {
      const dir = path.join(dataDir, 'outbox');
      let files: string[] = [];
      try {
        files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
      } catch {
        return [];
      }
      return files
        .map((file) => readFileSync(path.join(dir, file), 'utf8'))
        .filter((mail) => mail.includes(subject))
        .map((mail) => /^To: (.+)$/m.exec(mail)?.[1]?.trim() ?? '');
    }

    test('a campaign scheduled for the coming minute is sent once, by itself, while the page shows it', async ({ browser }, testInfo) => {
      const context = await browser.newContext({ baseURL: shopURL, extraHTTPHeaders: shopOriginHeaders(shopURL) });
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const tag = uniqueTag();
      const subject = `The midnight oud ${tag}`;
      const subscriber = await newSubscriber(page, shopURL, tag);
      await signInAsAdmin(page);
      await draftNewsletter(page.request, subject, subscriber);

      await page.goto(paths.admin.emailCampaigns);
      const card = page.getByRole('article', { name: subject });
      await card.getByRole('button', { name: 'Schedule for later' }).click();
      // The next whole minute at least 20 s away (the fields are to the minute; the shop asks for 5 s of lead).
      const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
      await pickTime(page, at);
      await page.getByRole('dialog').getByRole('button', { name: 'Schedule', exact: true }).click();
      await expect(card.getByText(`Scheduled for ${formatCampaignSchedule(at)}`)).toBeVisible();
      expect(mailedTo(subject)).toEqual([]);

      // No reload: the list looks again at the campaign's time and follows the delivery.
      await expect(card.getByText('Sent', { exact: true }).first()).toBeVisible({
        timeout: Math.max(0, at.getTime() - Date.now()) + 45_000,
      });
      expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
      await expect(card.getByText('1 / 1')).toBeVisible();
      await expect(card.getByText(/scheduled for .* IST/)).toBeVisible();
      await expect.poll(() => mailedTo(subject), { timeout: 15_000 }).toEqual([subscriber]);
      await screenshotBothWidths(page, testInfo, 'campaign-sent-on-schedule');
      // Later still, it was mailed once.
      await page.waitForTimeout(3_000);
      expect(mailedTo(subject)).toEqual([subscriber]);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  });
});
