import type { AddressInfo, Socket } from 'node:net';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignListResponseSchema, campaignResponseSchema, type Campaign } from '@aurelle/contract';
import { campaignDeliveries, emailCampaigns, jobs, users } from '../src/db/schema/index.ts';
import { CAMPAIGN_SEND_JOB } from '../src/domain/campaigns/campaign-send-job.ts';
import {
  createCampaignSendHandler,
  INTERRUPTED_DELIVERY_MESSAGE,
  type CampaignDeliveryOptions,
} from '../src/domain/campaigns/deliver-campaign.ts';
import { enqueueJob, JobWorker } from '../src/infra/jobs/queue.ts';
import type { Mailer } from '../src/infra/mail/mailer.ts';
import { createAccount } from './backoffice-factories.ts';
import { createTestApp, json, type TestApp } from './helpers.ts';
import { parseMail, type ParsedMail } from './mail-parser.ts';

/*
 * Campaign delivery against a real SMTP server on loopback (smtp-server), through the real
 * nodemailer transport chosen by SMTP_URL: every count below is what the mail server received.
 */

type Decision = 'accept' | 'reject' | 'drop';

const received: ParsedMail[] = [];
const sockets = new Set<Socket>();
let decide: (recipient: string) => Decision = () => 'accept';

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  disableReverseLookup: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const recipient = session.envelope.rcptTo[0]?.address ?? '';
      const decision = decide(recipient);
      if (decision === 'reject') {
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        return;
      }
      if (decision === 'drop') {
        // The server vanishes mid-conversation: the client sees the connection close without a reply.
        for (const socket of sockets) socket.destroy();
        return;
      }
      received.push(parseMail(Buffer.concat(chunks).toString('utf8')));
      callback();
    });
  },
});
smtp.server.on('connection', (socket: Socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let subscribers: string[];

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  admin = await createAccount(t, { role: 'admin', userName: 'Campaign Admin' });
  for (let index = 0; index < 119; index += 1) await createAccount(t, { userName: `Subscriber ${index}` });
  // Never mailed: inactive accounts and people who unsubscribed earlier.
  for (let index = 0; index < 3; index += 1) await createAccount(t, { userName: `Inactive ${index}`, isActive: false });
  for (let index = 0; index < 2; index += 1) await createAccount(t, { userName: `Unsubscribed ${index}`, unsubscribedAt: new Date() });
  subscribers = await activeSubscriberEmails();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function activeSubscriberEmails(): Promise<string[]> {
  const rows = await t.ctx.db.select({ email: users.email, isActive: users.isActive, unsubscribedAt: users.unsubscribedAt }).from(users);
  return rows
    .filter((row) => row.isActive && !row.unsubscribedAt)
    .map((row) => row.email)
    .sort();
}

function worker(mailer: Mailer, options: Partial<CampaignDeliveryOptions> = {}, lockTimeoutMs?: number) {
  const handler = createCampaignSendHandler(
    { db: t.ctx.db, mailer, shopName: t.config.SHOP_NAME, appUrl: t.config.APP_URL, secret: t.config.JWT_SECRET },
    { retryBaseMs: 0, deferMs: 0, ...options },
  );
  return new JobWorker({ db: t.ctx.db, handlers: { [CAMPAIGN_SEND_JOB]: handler }, ...(lockTimeoutMs ? { lockTimeoutMs } : {}) });
}

async function createCampaign(subject: string, audience: { selectedUsers?: string[] } = {}): Promise<Campaign> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/email-campaigns/add',
    headers: admin.auth,
    payload: {
      subject,
      templateType: 'newsletter',
      templateData: { title: `${subject} <edition>`, content: 'Notes of iris & "amber".\n\nA second paragraph.' },
      targetAudience: audience.selectedUsers ? 'selected' : 'all',
      selectedUsers: audience.selectedUsers ?? [],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return campaignResponseSchema.parse(res.json()).data;
}

async function send(campaignId: string) {
  return t.app.inject({ method: 'POST', url: `/api/admin/email-campaigns/send/${campaignId}`, headers: admin.auth, payload: {} });
}

async function campaignState(campaignId: string): Promise<Campaign> {
  const list = campaignListResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/admin/email-campaigns/get', headers: admin.auth })).json(),
  ).data;
  const campaign = list.find((entry) => entry.id === campaignId);
  if (!campaign) throw new Error('campaign missing from the list');
  return campaign;
}

const recipientsOf = (subject: string) =>
  received
    .filter((mail) => mail.subject === subject)
    .map((mail) => mail.to)
    .sort();

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A mailer that, on its n-th message, stops forever as a killed process would (optionally after the SMTP server accepted it). */
function mailerKilledAt(real: Mailer, messageNumber: number, options: { afterAccepted: boolean }): Mailer {
  let count = 0;
  return {
    async send(mail) {
      count += 1;
      if (count !== messageNumber) return real.send(mail);
      if (options.afterAccepted) await real.send(mail);
      return new Promise<void>(() => undefined);
    },
    close: () => undefined,
  };
}

describe('campaign delivery over SMTP', () => {
  it('120 active subscribers get exactly one message each, with a working unsubscribe header', async () => {
    expect(subscribers).toHaveLength(120);
    const campaign = await createCampaign('The winter edition');
    const started = await send(campaign.id);
    expect(started.statusCode).toBe(202);
    expect(campaignResponseSchema.parse(started.json()).data).toMatchObject({ status: 'sending', sentCount: 0 });

    await worker(t.ctx.mailer).drain();

    expect(recipientsOf('The winter edition')).toEqual(subscribers);
    expect(await campaignState(campaign.id)).toMatchObject({
      status: 'sent',
      recipientCount: 120,
      sentCount: 120,
      failedCount: 0,
      skippedCount: 0,
      pendingCount: 0,
    });
    const message = received.find((mail) => mail.subject === 'The winter edition');
    if (!message) throw new Error('no message');
    const [recipient] = await t.ctx.db.select().from(users).where(eq(users.email, message.to));
    const unsubscribeLink = `http://shop.test/api/unsubscribe/${recipient?.id}.`;
    expect(message.headers.get('list-unsubscribe')).toMatch(new RegExp(`^<${unsubscribeLink.replaceAll('.', '\\.')}[\\w-]+>$`));
    expect(message.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(message.html).toContain('The winter edition &lt;edition&gt;');
    expect(message.html).toContain('Notes of iris &amp; &quot;amber&quot;.');
    expect(message.html).toContain(unsubscribeLink);
    expect(message.text).toContain('Notes of iris & "amber".');
    expect(message.text).toContain(`Unsubscribe: ${unsubscribeLink}`);
  }, 180_000);

  it('a repeated send mails nobody again: the second click is refused and a duplicate job finds nothing to do', async () => {
    const [campaign] = await t.ctx.db.select().from(emailCampaigns).where(eq(emailCampaigns.subject, 'The winter edition'));
    if (!campaign) throw new Error('campaign missing');
    const before = received.length;

    const again = await send(campaign.id);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This campaign has already been sent');

    // Even a stray job for the campaign, or the campaign forced back to 'sending', sends nothing.
    await enqueueJob(t.ctx.db, CAMPAIGN_SEND_JOB, { campaignId: campaign.id });
    await worker(t.ctx.mailer).drain();
    await t.ctx.db.update(emailCampaigns).set({ status: 'sending' }).where(eq(emailCampaigns.id, campaign.id));
    await enqueueJob(t.ctx.db, CAMPAIGN_SEND_JOB, { campaignId: campaign.id });
    await worker(t.ctx.mailer).drain();

    expect(received.length).toBe(before);
    expect(await campaignState(campaign.id)).toMatchObject({ status: 'sent', sentCount: 120, recipientCount: 120 });
  }, 60_000);

  it('a worker killed mid-batch after the server accepted a message, then a fresh worker: still exactly one per recipient', async () => {
    const subject = 'Killed after acceptance';
    const campaign = await createCampaign(subject);
    await send(campaign.id);

    // Batches of 25: the 38th message is the 13th of the second batch.
    const doomed = worker(mailerKilledAt(t.ctx.mailer, 38, { afterAccepted: true }), { batchSize: 25 });
    void doomed.runOnce();
    await waitFor(() => recipientsOf(subject).length === 38);
    await waitFor(async () => {
      const rows = await t.ctx.db.select().from(campaignDeliveries).where(eq(campaignDeliveries.campaignId, campaign.id));
      return rows.filter((row) => row.status === 'sent').length === 37;
    });
    const frozen = await t.ctx.db.select().from(campaignDeliveries).where(eq(campaignDeliveries.campaignId, campaign.id));
    const sending = frozen.filter((row) => row.status === 'sending');
    // The dead worker left its batch claimed: one handed to the server, twelve never tried.
    expect(sending.filter((row) => row.sentAt !== null)).toHaveLength(1);
    expect(sending.filter((row) => row.sentAt === null)).toHaveLength(12);
    expect(frozen.filter((row) => row.status === 'pending')).toHaveLength(70);

    // The queue takes the job back once its lock is stale; the fresh worker recovers and finishes.
    const fresh = worker(t.ctx.mailer, { lockTimeoutMs: 200 }, 200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await fresh.drain();

    const counts = new Map<string, number>();
    for (const to of recipientsOf(subject)) counts.set(to, (counts.get(to) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(subscribers);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(recipientsOf(subject)).toHaveLength(120);

    const state = await campaignState(campaign.id);
    // The interrupted hand-off is reported, not guessed: it counts as failed (it was never re-sent).
    expect(state).toMatchObject({ status: 'sent', recipientCount: 120, sentCount: 119, failedCount: 1, pendingCount: 0 });
    const [interrupted] = await t.ctx.db
      .select()
      .from(campaignDeliveries)
      .where(and(eq(campaignDeliveries.campaignId, campaign.id), eq(campaignDeliveries.status, 'failed')));
    expect(interrupted?.lastError).toBe(INTERRUPTED_DELIVERY_MESSAGE);
  }, 180_000);

  it('a worker killed before the server accepted a message: nobody gets it twice; the unknown one is reported failed', async () => {
    const subject = 'Killed mid-conversation';
    const selected = (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.isActive, true))).slice(0, 30);
    const campaign = await createCampaign(subject, { selectedUsers: selected.map((row) => row.id) });
    await send(campaign.id);
    void worker(mailerKilledAt(t.ctx.mailer, 7, { afterAccepted: false }), { batchSize: 10 }).runOnce();
    await waitFor(async () => {
      const rows = await t.ctx.db.select().from(campaignDeliveries).where(eq(campaignDeliveries.campaignId, campaign.id));
      return rows.filter((row) => row.status === 'sent').length === 6 && rows.some((row) => row.status === 'sending' && row.sentAt);
    });
    const fresh = worker(t.ctx.mailer, { lockTimeoutMs: 200 }, 200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await fresh.drain();

    const recipients = recipientsOf(subject);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(recipients).toHaveLength(29);
    expect(await campaignState(campaign.id)).toMatchObject({ status: 'sent', recipientCount: 30, sentCount: 29, failedCount: 1 });
  }, 120_000);

  it('SMTP refusals and dropped connections are retried with backoff until each recipient has exactly one', async () => {
    const subject = 'Flaky mail server';
    const selected = (await t.ctx.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.isActive, true))).slice(0, 12);
    const [first, second, third] = selected;
    if (!first || !second || !third) throw new Error('not enough users');
    const refusals = new Map<string, number>([
      [first.email, 2],
      [second.email, 1],
    ]);
    let drops = 1;
    decide = (recipient) => {
      const left = refusals.get(recipient) ?? 0;
      if (left > 0) {
        refusals.set(recipient, left - 1);
        return 'reject';
      }
      if (recipient === third.email && drops > 0) {
        drops -= 1;
        return 'drop';
      }
      return 'accept';
    };
    try {
      const campaign = await createCampaign(subject, { selectedUsers: selected.map((row) => row.id) });
      await send(campaign.id);
      await worker(t.ctx.mailer, { batchSize: 5 }).drain();

      expect(recipientsOf(subject)).toEqual(selected.map((row) => row.email).sort());
      expect(await campaignState(campaign.id)).toMatchObject({ status: 'sent', sentCount: 12, failedCount: 0 });
      const [retried] = await t.ctx.db
        .select()
        .from(campaignDeliveries)
        .where(and(eq(campaignDeliveries.campaignId, campaign.id), eq(campaignDeliveries.email, first.email)));
      expect(retried?.attempts).toBe(3);
      // Each retry was its own run of the job, queued after the failure.
      const runs = await t.ctx.db.select().from(jobs).where(eq(jobs.type, CAMPAIGN_SEND_JOB));
      expect(runs.filter((job) => job.payload.campaignId === campaign.id).length).toBeGreaterThanOrEqual(3);
    } finally {
      decide = () => 'accept';
    }
  }, 120_000);

  it('a recipient the server always refuses is marked failed after the last attempt; the campaign still finishes', async () => {
    const subject = 'One bad mailbox';
    const selected = (await t.ctx.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.isActive, true))).slice(0, 4);
    const doomed = selected[0];
    if (!doomed) throw new Error('no user');
    decide = (recipient) => (recipient === doomed.email ? 'reject' : 'accept');
    try {
      const campaign = await createCampaign(subject, { selectedUsers: selected.map((row) => row.id) });
      await send(campaign.id);
      await worker(t.ctx.mailer, { maxAttempts: 3 }).drain();
      expect(recipientsOf(subject)).toHaveLength(3);
      expect(await campaignState(campaign.id)).toMatchObject({ status: 'sent', sentCount: 3, failedCount: 1 });
      const [failed] = await t.ctx.db
        .select()
        .from(campaignDeliveries)
        .where(and(eq(campaignDeliveries.campaignId, campaign.id), eq(campaignDeliveries.email, doomed.email)));
      expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
      expect(failed?.lastError).toContain('Mailbox busy');
    } finally {
      decide = () => 'accept';
    }
  }, 60_000);

  it('users deactivated or unsubscribed after the send started are skipped', async () => {
    const subject = 'Changed their minds';
    const people = await Promise.all([1, 2, 3, 4].map((index) => createAccount(t, { userName: `Late ${index}` })));
    const campaign = await createCampaign(subject, { selectedUsers: people.map((person) => person.user.id) });
    await send(campaign.id);
    const real = t.ctx.mailer;
    let changed = false;
    const changingMailer: Mailer = {
      async send(mail) {
        if (!changed) {
          changed = true;
          // While the first message goes out, two of the others change their minds.
          const rows = await t.ctx.db
            .select()
            .from(users)
            .where(
              and(
                inArray(
                  users.id,
                  people.map((person) => person.user.id),
                ),
                ne(users.email, mail.to),
              ),
            );
          const [deactivate, unsubscribe] = rows;
          if (deactivate) await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, deactivate.id));
          if (unsubscribe) await t.ctx.db.update(users).set({ unsubscribedAt: new Date() }).where(eq(users.id, unsubscribe.id));
        }
        await real.send(mail);
      },
      close: () => undefined,
    };
    await worker(changingMailer, { batchSize: 1 }).drain();
    expect(recipientsOf(subject)).toHaveLength(2);
    expect(await campaignState(campaign.id)).toMatchObject({
      status: 'sent',
      recipientCount: 4,
      sentCount: 2,
      skippedCount: 2,
      failedCount: 0,
    });
  }, 60_000);

  it('the unsubscribe link: GET asks, POST (button or one-click) unsubscribes, and the next campaign skips the user', async () => {
    const message = received.find((mail) => mail.subject === 'The winter edition');
    if (!message) throw new Error('no message');
    const link = /^<http:\/\/shop\.test(\/api\/unsubscribe\/[^>]+)>$/.exec(message.headers.get('list-unsubscribe') ?? '')?.[1];
    if (!link) throw new Error('no unsubscribe link');
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, message.to));
    if (!user) throw new Error('no user');

    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Unsubscribe from our e-mails?');
    expect(page.body).toContain(`<form method="post" action="${link}">`);
    // Opening the link (as a link scanner would) changes nothing.
    expect((await t.ctx.db.select().from(users).where(eq(users.id, user.id)))[0]?.unsubscribedAt).toBeNull();

    const oneClick = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    expect((await t.ctx.db.select().from(users).where(eq(users.id, user.id)))[0]?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: 'GET', url: link })).body).toContain('You are unsubscribed');
    // The button on the page posts an empty form: same result, still idempotent.
    expect((await t.app.inject({ method: 'POST', url: link })).statusCode).toBe(200);

    const tampered = await t.app.inject({ method: 'POST', url: `${link.slice(0, -3)}xyz` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('This link is not valid');
    expect((await t.app.inject({ method: 'GET', url: '/api/unsubscribe/nonsense' })).statusCode).toBe(400);

    const subject = 'After the unsubscribe';
    const campaign = await createCampaign(subject);
    await send(campaign.id);
    await worker(t.ctx.mailer).drain();
    const expected = await activeSubscriberEmails();
    expect(expected).not.toContain(user.email);
    expect(recipientsOf(subject)).toEqual(expected);
    expect(await campaignState(campaign.id)).toMatchObject({ status: 'sent', recipientCount: expected.length, sentCount: expected.length });
  }, 180_000);
});
