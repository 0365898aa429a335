import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_NOT_SCHEDULED_MESSAGE,
  CAMPAIGN_SCHEDULE_TOO_FAR_MESSAGE,
  CAMPAIGN_UNSCHEDULED_MESSAGE,
  endpoints,
  PROMOTION_END_DATE_MESSAGE,
  SCHEDULED_AT_INVALID_MESSAGE,
  SCHEDULED_AT_REQUIRED_MESSAGE,
  type Campaign,
  type CreateCampaignRequest,
} from '@aurelle/contract';
import { emailCampaigns, jobs, users } from '../src/db/schema/index.ts';
import { NOBODY_TO_SEND_TO_MESSAGE } from '../src/domain/campaigns/campaign-send-checks.ts';
import { CAMPAIGN_SEND_JOB, CAMPAIGN_START_JOB } from '../src/domain/campaigns/campaign-send-job.ts';
import { scheduleCampaign } from '../src/domain/campaigns/schedule-campaign.ts';
import { startScheduledCampaign } from '../src/domain/campaigns/start-scheduled-campaign.ts';
import { JobWorker } from '../src/infra/jobs/queue.ts';
import { createAccount } from './backoffice-factories.ts';
import { bodyOf, call, createTestApp, readOutbox, type TestApp } from './helpers.ts';
import { parseMail } from './mail-parser.ts';

/*
 * An admin schedules a campaign for a date and time in India; it starts by itself then, once, unless it
 * was cancelled or moved before; the send checks run when it is scheduled and again when it starts. Scheduled times
 * here are seconds ahead (the least lead is set to 2 s for this app) and the job queue is drained by hand.
 */

const MIN_LEAD_SECONDS = 2;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await createTestApp({ CAMPAIGN_SCHEDULE_MIN_LEAD_SECONDS: String(MIN_LEAD_SECONDS) });
  admin = await createAccount(t, { role: 'admin', userName: 'Scheduling Admin' });
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const istDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(instant);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until the instant has passed on this machine (the database's clock, which the queue reads, is the same). */
const until = async (iso: string) => sleep(Math.max(0, Date.parse(iso) - Date.now() + 150));
/** A time `seconds` ahead, to the millisecond, as an ISO instant. */
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

let sequence = 0;
async function newsletterFor(recipients: Array<{ user: { id: string } }>, subject = `Scheduled letter ${++sequence}`): Promise<Campaign> {
  const body: CreateCampaignRequest = {
    subject,
    templateType: 'newsletter',
    templateData: { title: 'The vetiver edit', content: 'Three new extraits arrive this week.' },
    targetAudience: 'selected',
    selectedUsers: recipients.map((recipient) => recipient.user.id),
  };
  return bodyOf(await call(t, endpoints.createCampaign, { headers: admin.auth, body }), 201).data;
}
async function subscribers(count: number) {
  return Promise.all(Array.from({ length: count }, () => createAccount(t)));
}

const schedule = (id: string, scheduledAt: unknown) =>
  call(t, endpoints.scheduleCampaign, { headers: admin.auth, params: { id }, body: { scheduledAt } as { scheduledAt: string } });
const unschedule = (id: string) => call(t, endpoints.unscheduleCampaign, { headers: admin.auth, params: { id } });
const sendNow = (id: string) => call(t, endpoints.sendCampaign, { headers: admin.auth, params: { id } });

async function shown(id: string): Promise<Campaign> {
  const list = bodyOf(await call(t, endpoints.listCampaigns, { headers: admin.auth }), 200).data;
  const campaign = list.find((entry) => entry.id === id);
  if (!campaign) throw new Error(`campaign ${id} is not listed`);
  return campaign;
}

/** Who received the campaign's e-mail, one entry per message. */
async function mailedTo(subject: string): Promise<string[]> {
  return (await readOutbox(t.dataDir))
    .map(parseMail)
    .filter((mail) => mail.subject === subject)
    .map((mail) => mail.to)
    .sort();
}
const emailsOf = (accounts: Array<{ user: { email: string } }>) => accounts.map((account) => account.user.email).sort();

async function jobsOf(type: string, campaignId: string) {
  return t.ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.type, type), sql`${jobs.payload}->>'campaignId' = ${campaignId}`));
}

describe('scheduling refuses what cannot be kept', () => {
  it('answers 400 with the field’s message for a missing, malformed, past, too soon or too far time, and changes nothing', async () => {
    const campaign = await newsletterFor(await subscribers(1));
    const refusals: Array<[unknown, string]> = [
      [undefined, SCHEDULED_AT_REQUIRED_MESSAGE],
      ['', SCHEDULED_AT_REQUIRED_MESSAGE],
      [20261127, SCHEDULED_AT_REQUIRED_MESSAGE],
      ['tomorrow at nine', SCHEDULED_AT_INVALID_MESSAGE],
      ['2027-02-30T09:30', SCHEDULED_AT_INVALID_MESSAGE],
      ['2027-01-10T24:30', SCHEDULED_AT_INVALID_MESSAGE],
      [new Date(Date.now() - 60 * 60 * 1000).toISOString(), 'Choose a time at least 2 seconds from now'],
      [inSeconds(0.5), 'Choose a time at least 2 seconds from now'],
      [new Date(Date.now() + 91 * DAY_MS).toISOString(), CAMPAIGN_SCHEDULE_TOO_FAR_MESSAGE],
    ];
    for (const [scheduledAt, message] of refusals) {
      const answer = await schedule(campaign.id, scheduledAt);
      expect(answer.status, String(scheduledAt)).toBe(400);
      expect(answer.body, String(scheduledAt)).toMatchObject({ success: false, errors: { scheduledAt: [message] } });
    }
    expect(await shown(campaign.id)).toMatchObject({ status: 'draft', scheduledAt: null });
    expect(await jobsOf(CAMPAIGN_START_JOB, campaign.id)).toEqual([]);
  });

  it('asks for a minute ahead by default', async () => {
    const campaign = await newsletterFor(await subscribers(1));
    const attempt = scheduleCampaign(t.ctx.db, { campaignId: campaign.id, scheduledAt: inSeconds(30), minLeadSeconds: 60 });
    await expect(attempt).rejects.toMatchObject({ message: 'Choose a time at least 1 minute from now' });
  });

  it('answers 404 for an unknown campaign and 409 for one sent, or one that could not be sent', async () => {
    const unknown = await schedule('7f1c2b7e-3f4a-4b8e-9d2a-0c1e2f3a4b5c', inSeconds(600));
    expect(unknown.status).toBe(404);

    const readers = await subscribers(1);
    const sent = await newsletterFor(readers);
    expect((await sendNow(sent.id)).status).toBe(202);
    await t.runtime.worker.drain();
    const afterSent = await schedule(sent.id, inSeconds(600));
    expect(afterSent.status).toBe(409);
    expect(afterSent.body).toMatchObject({ message: 'This campaign has already been sent' });

    // Everyone chosen has unsubscribed: said now, not discovered at the time.
    const gone = await createAccount(t, { unsubscribedAt: new Date() });
    const nobody = await newsletterFor([gone]);
    const refused = await schedule(nobody.id, inSeconds(600));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: NOBODY_TO_SEND_TO_MESSAGE });
    expect(await shown(nobody.id)).toMatchObject({ status: 'draft', scheduledAt: null });
  });

  it('refuses a promotion scheduled after its own end date, naming the day', async () => {
    const endDate = istDay(new Date(Date.now() + 2 * DAY_MS));
    const body: CreateCampaignRequest = {
      subject: 'Oud week',
      templateType: 'promotion',
      templateData: { promotionTitle: 'Oud week', productName: 'Oud Royale', discount: 20, endDate },
      targetAudience: 'selected',
      selectedUsers: [(await createAccount(t)).user.id],
    };
    const promotion = bodyOf(await call(t, endpoints.createCampaign, { headers: admin.auth, body }), 201).data;
    const tooLate = await schedule(promotion.id, new Date(Date.now() + 5 * DAY_MS).toISOString());
    expect(tooLate.status).toBe(400);
    const message = (tooLate.body as { errors?: Record<string, string[]> }).errors?.scheduledAt?.[0] ?? '';
    expect(message).toMatch(/^This promotion ends on \d{1,2} [A-Z][a-z]{2} \d{4}, before the time chosen/);
    expect(message).not.toBe(PROMOTION_END_DATE_MESSAGE);
    // On its last day it may still go.
    expect((await schedule(promotion.id, new Date(Date.now() + DAY_MS).toISOString())).status).toBe(200);
  });
});

describe('a scheduled campaign', () => {
  it('is listed as scheduled for the time in India the admin chose, answered as "Scheduled for …"', async () => {
    const campaign = await newsletterFor(await subscribers(1));
    const day = istDay(new Date(Date.now() + 10 * DAY_MS));
    // The date and time fields' value: a wall-clock time in India, without an offset.
    const answer = bodyOf(await schedule(campaign.id, `${day}T09:30`), 200);
    const expected = new Date(`${day}T09:30:00+05:30`).toISOString();
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const monthName = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month - 1];
    expect(answer.message).toBe(`Campaign scheduled for ${date} ${monthName} ${year}, 09:30 IST`);
    expect(answer.data).toMatchObject({ status: 'scheduled', scheduledAt: expected, scheduleFailure: null });
    expect(await shown(campaign.id)).toMatchObject({ status: 'scheduled', scheduledAt: expected });
    const [start] = await jobsOf(CAMPAIGN_START_JOB, campaign.id);
    expect(start?.runAt.toISOString()).toBe(expected);
    // The same instant with an explicit offset replaces it with one job for it.
    bodyOf(await schedule(campaign.id, expected), 200);
    expect((await jobsOf(CAMPAIGN_START_JOB, campaign.id)).map((job) => job.runAt.toISOString())).toEqual([expected]);
  });

  it('starts at its time and is sent once: nothing before, each recipient once after, nothing more later', async () => {
    const readers = await subscribers(3);
    const campaign = await newsletterFor(readers);
    const at = inSeconds(3);
    bodyOf(await schedule(campaign.id, at), 200);

    await t.runtime.worker.drain();
    expect(await shown(campaign.id)).toMatchObject({ status: 'scheduled', sentCount: 0 });
    expect(await mailedTo(campaign.subject)).toEqual([]);

    await until(at);
    await t.runtime.worker.drain();
    expect(await shown(campaign.id)).toMatchObject({ status: 'sent', scheduledAt: at, sentCount: 3, recipientCount: 3 });
    expect(await mailedTo(campaign.subject)).toEqual(emailsOf(readers));
    expect((await jobsOf(CAMPAIGN_START_JOB, campaign.id)).map((job) => job.status)).toEqual(['done']);
    expect(await jobsOf(CAMPAIGN_SEND_JOB, campaign.id)).toHaveLength(1);

    await t.runtime.worker.drain();
    expect(await mailedTo(campaign.subject)).toEqual(emailsOf(readers));
    // Too late to cancel or move it.
    expect((await unschedule(campaign.id)).status).toBe(409);
    expect((await schedule(campaign.id, inSeconds(600))).status).toBe(409);
  });

  it('cancelled before its time goes back to draft and is never sent', async () => {
    const campaign = await newsletterFor(await subscribers(2));
    const at = inSeconds(3);
    bodyOf(await schedule(campaign.id, at), 200);
    const cancelled = bodyOf(await unschedule(campaign.id), 200);
    expect(cancelled).toMatchObject({ message: CAMPAIGN_UNSCHEDULED_MESSAGE, data: { status: 'draft', scheduledAt: null } });
    expect(await jobsOf(CAMPAIGN_START_JOB, campaign.id)).toEqual([]);

    await until(at);
    await t.runtime.worker.drain();
    expect(await shown(campaign.id)).toMatchObject({ status: 'draft', scheduledAt: null, sentCount: 0, scheduleFailure: null });
    expect(await mailedTo(campaign.subject)).toEqual([]);
    const again = await unschedule(campaign.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: CAMPAIGN_NOT_SCHEDULED_MESSAGE });
  });

  it('rescheduled is sent at the new time only; a start job left from the old time does nothing', async () => {
    const readers = await subscribers(2);
    const campaign = await newsletterFor(readers);
    const first = inSeconds(3);
    const second = inSeconds(6);
    bodyOf(await schedule(campaign.id, first), 200);
    const moved = bodyOf(await schedule(campaign.id, second), 200);
    expect(moved.data).toMatchObject({ status: 'scheduled', scheduledAt: second });
    const starts = await jobsOf(CAMPAIGN_START_JOB, campaign.id);
    expect(starts.map((job) => [job.status, job.runAt.toISOString()])).toEqual([['queued', second]]);
    // As if a worker had claimed the first time's job just before the move: it still runs, and must do nothing.
    expect(await startScheduledCampaign(t.ctx.db, campaign.id, first)).toBe('stale');

    await until(first);
    await t.runtime.worker.drain();
    expect(await shown(campaign.id)).toMatchObject({ status: 'scheduled', sentCount: 0 });
    expect(await mailedTo(campaign.subject)).toEqual([]);

    await until(second);
    await t.runtime.worker.drain();
    expect(await shown(campaign.id)).toMatchObject({ status: 'sent', scheduledAt: second, sentCount: 2 });
    expect(await mailedTo(campaign.subject)).toEqual(emailsOf(readers));
    expect(await startScheduledCampaign(t.ctx.db, campaign.id, second)).toBe('stale');
  });

  it('starts once when two workers race its start, even with a second start job for the same time', async () => {
    const readers = await subscribers(4);
    const campaign = await newsletterFor(readers);
    const at = inSeconds(3);
    bodyOf(await schedule(campaign.id, at), 200);
    // A second job for the same start, as a retried enqueue could leave: both workers may each claim one.
    await t.ctx.db
      .insert(jobs)
      .values({ type: CAMPAIGN_START_JOB, payload: { campaignId: campaign.id, scheduledAt: at }, runAt: new Date(at) });

    await until(at);
    const workers = [0, 1].map(() => new JobWorker({ db: t.ctx.db, handlers: t.ctx.jobHandlers }));
    await Promise.all(workers.map((worker) => worker.drain()));
    await t.runtime.worker.drain();

    expect(await shown(campaign.id)).toMatchObject({ status: 'sent', sentCount: 4, recipientCount: 4 });
    expect(await mailedTo(campaign.subject)).toEqual(emailsOf(readers));
    expect((await jobsOf(CAMPAIGN_START_JOB, campaign.id)).map((job) => job.status)).toEqual(['done', 'done']);
    expect(await jobsOf(CAMPAIGN_SEND_JOB, campaign.id)).toHaveLength(1);
  });

  it('is started by exactly one of two simultaneous starts', async () => {
    const readers = await subscribers(2);
    const campaign = await newsletterFor(readers);
    const at = inSeconds(2.5);
    bodyOf(await schedule(campaign.id, at), 200);
    await until(at);
    const outcomes = await Promise.all([
      startScheduledCampaign(t.ctx.db, campaign.id, at),
      startScheduledCampaign(t.ctx.db, campaign.id, at),
    ]);
    expect(outcomes.sort()).toEqual(['stale', 'started']);
    await t.runtime.worker.drain();
    expect(await mailedTo(campaign.subject)).toEqual(emailsOf(readers));
  });

  it('sent now instead: the schedule is dropped and the campaign goes once, now', async () => {
    const readers = await subscribers(2);
    const campaign = await newsletterFor(readers);
    const at = inSeconds(3);
    bodyOf(await schedule(campaign.id, at), 200);
    const sent = bodyOf(await sendNow(campaign.id), 202);
    expect(sent.data).toMatchObject({ status: 'sending', scheduledAt: null });
    expect(await jobsOf(CAMPAIGN_START_JOB, campaign.id)).toEqual([]);
    await t.runtime.worker.drain();
    expect(await mailedTo(campaign.subject)).toEqual(emailsOf(readers));

    await until(at);
    await t.runtime.worker.drain();
    expect(await shown(campaign.id)).toMatchObject({ status: 'sent', sentCount: 2, scheduledAt: null });
    expect(await mailedTo(campaign.subject)).toEqual(emailsOf(readers));
  });

  it('deleted before its time takes its start job with it', async () => {
    const campaign = await newsletterFor(await subscribers(1));
    const at = inSeconds(3);
    bodyOf(await schedule(campaign.id, at), 200);
    expect((await call(t, endpoints.deleteCampaign, { headers: admin.auth, params: { id: campaign.id } })).status).toBe(200);
    expect(await jobsOf(CAMPAIGN_START_JOB, campaign.id)).toEqual([]);
    await until(at);
    await t.runtime.worker.drain();
    expect(await mailedTo(campaign.subject)).toEqual([]);
  });

  it('refused at its time (everyone unsubscribed meanwhile) goes back to draft, showing why until it is scheduled again', async () => {
    const [reader] = await subscribers(1);
    if (!reader) throw new Error('no reader');
    const campaign = await newsletterFor([reader]);
    const at = inSeconds(3);
    bodyOf(await schedule(campaign.id, at), 200);
    await t.ctx.db.update(users).set({ unsubscribedAt: new Date() }).where(eq(users.id, reader.user.id));

    await until(at);
    await t.runtime.worker.drain();
    const refused = await shown(campaign.id);
    expect(refused).toMatchObject({
      status: 'draft',
      scheduledAt: null,
      sentCount: 0,
      scheduleFailure: { scheduledFor: at, reason: NOBODY_TO_SEND_TO_MESSAGE },
    });
    expect(Date.parse(refused.scheduleFailure?.failedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(at) - 1000);
    expect(await mailedTo(campaign.subject)).toEqual([]);
    expect((await jobsOf(CAMPAIGN_START_JOB, campaign.id)).map((job) => job.status)).toEqual(['done']);
    expect(await jobsOf(CAMPAIGN_SEND_JOB, campaign.id)).toEqual([]);

    // Filed in the audit log by the scheduler, with the reason.
    const audit = bodyOf(await call(t, endpoints.listAuditEvents, { headers: admin.auth, query: { entityId: campaign.id } }), 200);
    const [latest] = audit.events;
    expect(latest).toMatchObject({
      action: 'campaign.schedule-failed',
      actor: { id: null, email: 'scheduler' },
      entityLabel: campaign.subject,
    });
    expect(latest?.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'scheduled', after: 'draft' },
        { field: 'startRefusedBecause', before: null, after: NOBODY_TO_SEND_TO_MESSAGE },
      ]),
    );

    // The reader comes back; scheduled again, the old refusal no longer shows, nor after a cancel.
    await t.ctx.db.update(users).set({ unsubscribedAt: null }).where(eq(users.id, reader.user.id));
    expect(bodyOf(await schedule(campaign.id, inSeconds(600)), 200).data).toMatchObject({ status: 'scheduled', scheduleFailure: null });
    expect(bodyOf(await unschedule(campaign.id), 200).data).toMatchObject({ status: 'draft', scheduleFailure: null });
  });

  it('files its schedule, move and cancel in the audit log', async () => {
    const campaign = await newsletterFor(await subscribers(1));
    const first = inSeconds(600);
    const second = inSeconds(1200);
    bodyOf(await schedule(campaign.id, first), 200);
    bodyOf(await schedule(campaign.id, second), 200);
    bodyOf(await unschedule(campaign.id), 200);
    const { events } = bodyOf(await call(t, endpoints.listAuditEvents, { headers: admin.auth, query: { entityId: campaign.id } }), 200);
    const field = (event: (typeof events)[number] | undefined, name: string) => event?.changes.find((change) => change.field === name);
    const [cancel, move, scheduled] = events;
    expect(cancel).toMatchObject({ action: 'campaign.unschedule', actor: { email: admin.user.email } });
    expect(field(cancel, 'scheduledAt')).toEqual({ field: 'scheduledAt', before: second, after: null });
    expect(move).toMatchObject({ action: 'campaign.schedule' });
    expect(field(move, 'scheduledAt')).toEqual({ field: 'scheduledAt', before: first, after: second });
    expect(scheduled).toMatchObject({ action: 'campaign.schedule' });
    expect(field(scheduled, 'status')).toEqual({ field: 'status', before: 'draft', after: 'scheduled' });
  });

  it('keeps the campaigns table and the start job in step when scheduling is refused half-way', async () => {
    // A refused move (too far) leaves the earlier schedule and its job as they were.
    const campaign = await newsletterFor(await subscribers(1));
    const at = inSeconds(600);
    bodyOf(await schedule(campaign.id, at), 200);
    expect((await schedule(campaign.id, new Date(Date.now() + 100 * DAY_MS).toISOString())).status).toBe(400);
    const [row] = await t.ctx.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaign.id));
    expect({ status: row?.status, scheduledAt: row?.scheduledAt?.toISOString() }).toEqual({ status: 'scheduled', scheduledAt: at });
    expect((await jobsOf(CAMPAIGN_START_JOB, campaign.id)).map((job) => job.runAt.toISOString())).toEqual([at]);
  });
});
