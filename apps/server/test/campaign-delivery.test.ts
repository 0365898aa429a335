import type { AddressInfo, Socket } from 'node:net';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_NO_UNKNOWN_MESSAGE, CAMPAIGN_RESEND_WHILE_SENDING_MESSAGE, endpoints, type Campaign } from '@aurelle/contract';
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
import { bodyOf, call, createTestApp, expectStatus, type TestApp } from './helpers.ts';
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

/** Short job leases so a crash is recovered in a fraction of a second (production: 20 s, see job-lease.test.ts). */
const TEST_LEASE = { leaseMs: 500, heartbeatMs: 100 };

function worker(mailer: Mailer, options: Partial<CampaignDeliveryOptions> = {}) {
  const handler = createCampaignSendHandler(
    { db: t.ctx.db, mailer, shopName: t.config.SHOP_NAME, appUrl: t.config.APP_URL, secret: t.config.JWT_SECRET },
    { retryBaseMs: 0, deferMs: 0, ...options },
  );
  return new JobWorker({ db: t.ctx.db, handlers: { [CAMPAIGN_SEND_JOB]: handler }, pollIntervalMs: 20, ...TEST_LEASE });
}

async function deliveriesOf(campaignId: string) {
  return t.ctx.db.select().from(campaignDeliveries).where(eq(campaignDeliveries.campaignId, campaignId));
}

async function campaignJobs(campaignId: string) {
  const rows = await t.ctx.db.select().from(jobs).where(eq(jobs.type, CAMPAIGN_SEND_JOB));
  return rows.filter((job) => job.payload.campaignId === campaignId);
}

async function resendUnknown(campaignId: string, headers: Record<string, string> = admin.auth) {
  return call(t, endpoints.resendUnknown, { params: { id: campaignId }, headers });
}

async function createCampaign(subject: string, audience: { selectedUsers?: string[] } = {}): Promise<Campaign> {
  const res = await call(t, endpoints.createCampaign, {
    headers: admin.auth,
    body: {
      subject,
      templateType: 'newsletter',
      templateData: { title: `${subject} <edition>`, content: 'Notes of iris & "amber".\n\nA second paragraph.' },
      targetAudience: audience.selectedUsers ? 'selected' : 'all',
      selectedUsers: audience.selectedUsers ?? [],
    },
  });
  return bodyOf(res, 201).data;
}

async function send(campaignId: string) {
  return call(t, endpoints.sendCampaign, { params: { id: campaignId }, headers: admin.auth });
}

async function campaignState(campaignId: string): Promise<Campaign> {
  const list = bodyOf(await call(t, endpoints.listCampaigns, { headers: admin.auth }), 200).data;
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
    expect(bodyOf(started, 202).data).toMatchObject({ status: 'sending', sentCount: 0 });

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
    expectStatus(again, 409);
    expect(again.body.message).toBe('This campaign has already been sent');

    // Even a stray job for the campaign, or the campaign forced back to 'sending', sends nothing.
    await enqueueJob(t.ctx.db, CAMPAIGN_SEND_JOB, { campaignId: campaign.id });
    await worker(t.ctx.mailer).drain();
    await t.ctx.db.update(emailCampaigns).set({ status: 'sending' }).where(eq(emailCampaigns.id, campaign.id));
    await enqueueJob(t.ctx.db, CAMPAIGN_SEND_JOB, { campaignId: campaign.id });
    await worker(t.ctx.mailer).drain();

    expect(received.length).toBe(before);
    expect(await campaignState(campaign.id)).toMatchObject({ status: 'sent', sentCount: 120, recipientCount: 120 });
  }, 60_000);

  it('a worker killed mid-batch after the server accepted a message is taken over within its lease; the one in flight is unknown', async () => {
    const subject = 'Killed after acceptance';
    const campaign = await createCampaign(subject);
    await send(campaign.id);

    // Batches of 25: the 38th message is the 13th of the second batch.
    const doomed = worker(mailerKilledAt(t.ctx.mailer, 38, { afterAccepted: true }), { batchSize: 25 });
    void doomed.runOnce();
    await waitFor(() => recipientsOf(subject).length === 38);
    await waitFor(async () => (await deliveriesOf(campaign.id)).filter((row) => row.status === 'sent').length === 37);
    const frozen = await deliveriesOf(campaign.id);
    const sending = frozen.filter((row) => row.status === 'sending');
    // The stuck worker holds its batch claimed: one handed to the server, twelve never tried.
    expect(sending.filter((row) => row.sentAt !== null)).toHaveLength(1);
    expect(sending.filter((row) => row.sentAt === null)).toHaveLength(12);
    expect(frozen.filter((row) => row.status === 'pending')).toHaveLength(70);
    const inFlight = sending.find((row) => row.sentAt !== null);
    if (!inFlight) throw new Error('no delivery in flight');

    // Alive (still heartbeating) for several leases: nobody takes its job.
    const fresh = worker(t.ctx.mailer);
    await new Promise((resolve) => setTimeout(resolve, TEST_LEASE.leaseMs * 3));
    expect(await fresh.runOnce()).toBe(false);
    const [job] = await campaignJobs(campaign.id);
    expect(job).toMatchObject({ status: 'running', attempts: 1 });

    // Killed: its heartbeats stop, and a worker polling takes the job over once the lease has run out.
    doomed.abandon();
    const killedAt = Date.now();
    fresh.start();
    try {
      await waitFor(async () => (await campaignJobs(campaign.id)).some((row) => row.attempts === 2));
      const takeoverMs = Date.now() - killedAt;
      expect(takeoverMs).toBeLessThan(TEST_LEASE.leaseMs + 1500);
      await waitFor(async () => (await campaignState(campaign.id)).status === 'sent');
    } finally {
      await fresh.stop();
    }

    const counts = new Map<string, number>();
    for (const to of recipientsOf(subject)) counts.set(to, (counts.get(to) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(subscribers);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(recipientsOf(subject)).toHaveLength(120);

    // The interrupted hand-off is reported as unknown, neither sent nor failed, and was not re-sent.
    const state = await campaignState(campaign.id);
    expect(state).toMatchObject({ status: 'sent', recipientCount: 120, sentCount: 119, failedCount: 0, unknownCount: 1, pendingCount: 0 });
    const unknown = (await deliveriesOf(campaign.id)).filter((row) => row.status === 'unknown');
    expect(unknown.map((row) => row.id)).toEqual([inFlight.id]);
    expect(unknown[0]?.lastError).toBe(INTERRUPTED_DELIVERY_MESSAGE);
  }, 180_000);

  it('a worker killed before the server accepted a message: the unknown recipient gets it only when the admin re-sends', async () => {
    const subject = 'Killed mid-conversation';
    const selected = (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.isActive, true))).slice(0, 30);
    const campaign = await createCampaign(subject, { selectedUsers: selected.map((row) => row.id) });
    await send(campaign.id);
    const doomed = worker(mailerKilledAt(t.ctx.mailer, 7, { afterAccepted: false }), { batchSize: 10 });
    void doomed.runOnce();
    await waitFor(async () => {
      const rows = await deliveriesOf(campaign.id);
      return rows.filter((row) => row.status === 'sent').length === 6 && rows.some((row) => row.status === 'sending' && row.sentAt);
    });
    const inFlight = (await deliveriesOf(campaign.id)).find((row) => row.status === 'sending' && row.sentAt);
    if (!inFlight) throw new Error('no delivery in flight');

    // While the campaign is still sending, re-sending to the unknowns is refused.
    const early = await resendUnknown(campaign.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(CAMPAIGN_RESEND_WHILE_SENDING_MESSAGE);

    doomed.abandon();
    const fresh = worker(t.ctx.mailer);
    await new Promise((resolve) => setTimeout(resolve, TEST_LEASE.leaseMs + 100));
    await fresh.drain();

    const before = recipientsOf(subject);
    expect(new Set(before).size).toBe(before.length);
    expect(before).toHaveLength(29);
    expect(before).not.toContain(inFlight.email);
    expect(await campaignState(campaign.id)).toMatchObject({
      status: 'sent',
      recipientCount: 30,
      sentCount: 29,
      failedCount: 0,
      unknownCount: 1,
    });
    // Never retried on its own, however many runs come.
    await enqueueJob(t.ctx.db, CAMPAIGN_SEND_JOB, { campaignId: campaign.id });
    await fresh.drain();
    expect(recipientsOf(subject)).toHaveLength(29);

    // Only an admin may re-send.
    const customer = await createAccount(t, { userName: 'Curious Customer' });
    expect((await resendUnknown(campaign.id, {})).status).toBe(401);
    expect((await resendUnknown(campaign.id, customer.auth)).status).toBe(403);
    expect((await resendUnknown('00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const resent = await resendUnknown(campaign.id);
    const body = bodyOf(resent, 202);
    expect(body.requeuedCount).toBe(1);
    expect(body.data).toMatchObject({ status: 'sending', unknownCount: 0, pendingCount: 1, sentCount: 29 });
    // A second click while it is queued is refused: nobody is queued twice.
    expect((await resendUnknown(campaign.id)).status).toBe(409);

    await fresh.drain();
    const after = recipientsOf(subject);
    expect(after).toHaveLength(30);
    expect(after.filter((to) => to === inFlight.email)).toHaveLength(1);
    expect(after.sort()).toEqual([...before, inFlight.email].sort());
    expect(await campaignState(campaign.id)).toMatchObject({
      status: 'sent',
      sentCount: 30,
      failedCount: 0,
      unknownCount: 0,
      pendingCount: 0,
    });

    // Nothing unknown is left: another re-send is refused and mails nobody.
    const again = await resendUnknown(campaign.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CAMPAIGN_NO_UNKNOWN_MESSAGE);
    await fresh.drain();
    expect(recipientsOf(subject)).toHaveLength(30);
  }, 120_000);

  it('a worker shut down mid-batch finishes the message in hand, hands the rest back and the next run carries on', async () => {
    const subject = 'Shut down gracefully';
    const selected = (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.isActive, true))).slice(0, 30);
    const campaign = await createCampaign(subject, { selectedUsers: selected.map((row) => row.id) });
    await send(campaign.id);

    // SIGTERM arrives while the 8th message (of a batch of 10) is with the mail server.
    let count = 0;
    let stopping: Promise<boolean> | undefined;
    const real = t.ctx.mailer;
    const stoppingWorker = worker(
      {
        async send(mail) {
          count += 1;
          if (count === 8) stopping = stoppingWorker.stop({ graceMs: 10_000 });
          return real.send(mail);
        },
        close: () => undefined,
      },
      { batchSize: 10 },
    );
    stoppingWorker.start();
    await waitFor(() => stopping !== undefined);
    expect(await stopping).toBe(true);

    // Eight went out; nothing is left claimed, the other 22 wait for the next run, which is queued to start at once.
    expect(recipientsOf(subject)).toHaveLength(8);
    const rows = await deliveriesOf(campaign.id);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(8);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(22);
    expect(rows.filter((row) => row.status === 'sending' || row.status === 'unknown')).toHaveLength(0);
    const queued = (await campaignJobs(campaign.id)).filter((job) => job.status === 'queued');
    expect(queued).toHaveLength(1);
    expect(queued[0]?.runAt.getTime()).toBeLessThanOrEqual(Date.now());

    await worker(t.ctx.mailer).drain();
    const all = recipientsOf(subject);
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
    expect(await campaignState(campaign.id)).toMatchObject({ status: 'sent', sentCount: 30, unknownCount: 0, pendingCount: 0 });
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

    // The link exactly as mailed, as a mail client opens it.
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
    expect((await call(t, endpoints.unsubscribePage, { params: { token: 'nonsense' } })).status).toBe(400);

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
