import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client.ts';
import { campaignDeliveries, emailCampaigns } from '../../db/schema/index.ts';
import { enqueueJob, type JobHandler } from '../../infra/jobs/queue.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { renderCampaignMail, type RenderedMail } from '../../infra/mail/templates/campaign.ts';
import { CAMPAIGN_SEND_JOB, CAMPAIGN_SEND_JOB_MAX_ATTEMPTS } from './campaign-send-job.ts';
import { unsubscribeUrl } from './unsubscribe-token.ts';

/*
 * Campaign delivery (docs/decisions/004-campaign-delivery-at-most-once.md).
 *
 * One row per recipient in campaign_deliveries (unique per campaign and user) carries the state:
 *   pending ─claim─▶ sending ─hand-off─▶ sending + sent_at ─SMTP ok─▶ sent
 *                        ▲                                   └─SMTP error─▶ pending (retry later) or failed
 *                        └── a crash before the hand-off: back to pending (nothing was sent)
 *   a crash after the hand-off: unknown (the message may or may not have gone out). Never re-sent
 *   automatically (at most once, docs/decisions/005-campaign-crash-recovery.md); the admin may choose
 *   to re-send to the unknowns (resend-unknown-deliveries.ts), which puts them back to pending.
 * Each state change is committed on its own, and nothing is held open while the mail server talks.
 * `attempts` is bumped by every claim and acts as a fencing token: a worker that lost its claim to
 * another run can no longer move the row. A crashed run is found through the job queue's lease: the
 * job is taken over by another worker within one lease (20 s), and that run does the recovery above.
 */

export interface CampaignDeliveryDeps {
  db: Db;
  mailer: Mailer;
  shopName: string;
  appUrl: string;
  /** Signs the unsubscribe links (JWT_SECRET). */
  secret: string;
  log?: { warn(obj: object, msg: string): void };
}

export interface CampaignDeliveryOptions {
  /** Deliveries claimed at once. */
  batchSize: number;
  /** SMTP attempts per recipient before the delivery is marked failed. */
  maxAttempts: number;
  /** First retry delay after an SMTP failure; doubles with each attempt (capped at an hour). */
  retryBaseMs: number;
  /** A run stops claiming after this long and hands over to a continuation job, so other jobs get their turn. */
  runBudgetMs: number;
  /** How long a run waits before checking again when another live run owns the campaign. */
  deferMs: number;
}

export const DEFAULT_CAMPAIGN_DELIVERY_OPTIONS: CampaignDeliveryOptions = {
  batchSize: 25,
  maxAttempts: 5,
  retryBaseMs: 60_000,
  runBudgetMs: 30_000,
  deferMs: 5_000,
};

const MAX_RETRY_DELAY_MS = 60 * 60_000;
export const INTERRUPTED_DELIVERY_MESSAGE =
  'The server stopped while handing this message to the mail server: it may or may not have been delivered, and is not sent again automatically';

const payloadSchema = z.object({ campaignId: z.uuid() });

type CampaignRow = typeof emailCampaigns.$inferSelect;

interface ClaimedDelivery {
  id: string;
  user_id: string;
  email: string;
  attempts: number;
  is_active: boolean;
  unsubscribed: boolean;
}

export type DeliveryRunOutcome = 'not-sending' | 'deferred' | 'finished' | 'continues' | 'lost-job';

/** The job handler registered for CAMPAIGN_SEND_JOB. */
export function createCampaignSendHandler(deps: CampaignDeliveryDeps, overrides: Partial<CampaignDeliveryOptions> = {}): JobHandler {
  const options = { ...DEFAULT_CAMPAIGN_DELIVERY_OPTIONS, ...overrides };
  return async (payload, job) => {
    const { campaignId } = payloadSchema.parse(payload);
    await deliverCampaign(deps, options, campaignId, job.id, job.signal, job.shutdown);
  };
}

/** One run of a campaign's delivery: snapshot, recovery, batches until done or out of time, then finish or continue. */
export async function deliverCampaign(
  deps: CampaignDeliveryDeps,
  options: CampaignDeliveryOptions,
  campaignId: string,
  jobId: number,
  /** Aborted when the queue says another worker took this job over: stop claiming, the new run carries on. */
  signal?: AbortSignal,
  /** Aborted when the process shuts down: finish the message in hand, hand the rest to the next run. */
  shutdown?: AbortSignal,
): Promise<DeliveryRunOutcome> {
  const startedAt = Date.now();
  const { db } = deps;
  const [campaign] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaignId)).limit(1);
  if (!campaign || campaign.status !== 'sending') return 'not-sending';

  if (await isAnotherRunActive(db, campaignId, jobId)) {
    await enqueueContinuation(db, campaignId, options.deferMs);
    return 'deferred';
  }

  await snapshotRecipients(db, campaign);
  await recoverInterruptedDeliveries(db, campaignId);

  const retryLater = new Set<string>();
  let isOutOfTime = false;
  batches: for (;;) {
    if (signal?.aborted) return 'lost-job';
    // Shutting down counts as running out of time: the next run (here or on another instance) carries on at once.
    if (shutdown?.aborted || Date.now() - startedAt >= options.runBudgetMs) {
      isOutOfTime = true;
      break;
    }
    const batch = await claimBatch(db, campaignId, options.batchSize, retryLater);
    if (batch.length === 0) break;
    for (const [index, delivery] of batch.entries()) {
      // The rest of a batch claimed by a run that lost its job goes back to pending at the new run's recovery.
      if (signal?.aborted) return 'lost-job';
      if (shutdown?.aborted) {
        await releaseUnsent(db, batch.slice(index));
        isOutOfTime = true;
        break batches;
      }
      const outcome = await deliverOne(deps, options, campaign, delivery);
      if (outcome === 'retry') retryLater.add(delivery.id);
    }
  }
  return finishOrContinue(db, options, campaignId, isOutOfTime);
}

/** Deliveries this run claimed but never handed to the mail server go back to pending for the next run. */
async function releaseUnsent(db: Db, claimed: ReadonlyArray<{ id: string }>): Promise<void> {
  if (claimed.length === 0) return;
  await db
    .update(campaignDeliveries)
    .set({ status: 'pending' })
    .where(
      and(
        inArray(
          campaignDeliveries.id,
          claimed.map((delivery) => delivery.id),
        ),
        eq(campaignDeliveries.status, 'sending'),
        isNull(campaignDeliveries.sentAt),
      ),
    );
}

/** Another live run (an older job whose lease its worker keeps renewing) owns this campaign. */
async function isAnotherRunActive(db: Db, campaignId: string, jobId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM jobs
        WHERE type = ${CAMPAIGN_SEND_JOB} AND status = 'running' AND id < ${jobId}
          AND payload->>'campaignId' = ${campaignId}
          AND locked_until > now()
        LIMIT 1`,
  );
  return rows.length > 0;
}

/**
 * Records the recipients once, at the start of the first run: every active, subscribed user for 'all',
 * the selected ones that are still active and subscribed for 'selected'. Later sign-ups are not added.
 */
async function snapshotRecipients(db: Db, campaign: CampaignRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: emailCampaigns.id })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, campaign.id))
      .for('update');
    if (!locked) return;
    const [existing] = await tx
      .select({ id: campaignDeliveries.id })
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.campaignId, campaign.id))
      .limit(1);
    if (existing) return;
    if (campaign.targetAudience === 'all') {
      await tx.execute(sql`
        INSERT INTO campaign_deliveries (campaign_id, user_id, email)
        SELECT ${campaign.id}::uuid, u.id, u.email FROM users u
        WHERE u.is_active AND u.unsubscribed_at IS NULL
        ON CONFLICT (campaign_id, user_id) DO NOTHING`);
    } else {
      await tx.execute(sql`
        INSERT INTO campaign_deliveries (campaign_id, user_id, email)
        SELECT ${campaign.id}::uuid, u.id, u.email
        FROM campaign_selected_users s JOIN users u ON u.id = s.user_id
        WHERE s.campaign_id = ${campaign.id}::uuid AND u.is_active AND u.unsubscribed_at IS NULL
        ON CONFLICT (campaign_id, user_id) DO NOTHING`);
    }
    await tx
      .update(emailCampaigns)
      .set({ recipientCount: sql`(SELECT count(*)::int FROM campaign_deliveries WHERE campaign_id = ${campaign.id}::uuid)` })
      .where(eq(emailCampaigns.id, campaign.id));
  });
}

/**
 * Deliveries left in 'sending' by a run that died (no other run is active: checked just before). Not yet
 * handed to the mail server: nothing went out, they go back to pending. Handed over: nobody can know whether
 * the message went out, so they become 'unknown': neither sent nor failed, never re-sent automatically.
 */
async function recoverInterruptedDeliveries(db: Db, campaignId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(campaignDeliveries)
      .set({ status: 'pending' })
      .where(
        and(eq(campaignDeliveries.campaignId, campaignId), eq(campaignDeliveries.status, 'sending'), isNull(campaignDeliveries.sentAt)),
      );
    await tx
      .update(campaignDeliveries)
      .set({ status: 'unknown', lastError: INTERRUPTED_DELIVERY_MESSAGE })
      .where(and(eq(campaignDeliveries.campaignId, campaignId), eq(campaignDeliveries.status, 'sending')));
  });
}

/** Claims up to `size` pending deliveries (skipping rows another worker holds) and commits them as 'sending'. */
async function claimBatch(db: Db, campaignId: string, size: number, retryLater: ReadonlySet<string>): Promise<ClaimedDelivery[]> {
  const excluded =
    retryLater.size > 0
      ? sql`AND id NOT IN (${sql.join(
          [...retryLater].map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  return db.transaction((tx) =>
    queryRows<ClaimedDelivery>(
      tx,
      sql`WITH next AS (
            SELECT id FROM campaign_deliveries
            WHERE campaign_id = ${campaignId}::uuid AND status = 'pending' ${excluded}
            ORDER BY id
            LIMIT ${size}
            FOR UPDATE SKIP LOCKED
          )
          UPDATE campaign_deliveries AS d
          SET status = 'sending', attempts = d.attempts + 1, sent_at = NULL
          FROM next, users AS u
          WHERE d.id = next.id AND u.id = d.user_id
          RETURNING d.id, d.user_id, d.email, d.attempts, u.is_active, (u.unsubscribed_at IS NOT NULL) AS unsubscribed`,
    ),
  );
}

/** The claimed row, only while this claim still owns it (status 'sending' with our attempt number). */
function ownedBy(delivery: ClaimedDelivery) {
  return and(
    eq(campaignDeliveries.id, delivery.id),
    eq(campaignDeliveries.status, 'sending'),
    eq(campaignDeliveries.attempts, delivery.attempts),
  );
}

type DeliverOutcome = 'sent' | 'skipped' | 'retry' | 'failed' | 'lost-claim';

async function deliverOne(
  deps: CampaignDeliveryDeps,
  options: CampaignDeliveryOptions,
  campaign: CampaignRow,
  delivery: ClaimedDelivery,
): Promise<DeliverOutcome> {
  const { db } = deps;
  // Deactivated or unsubscribed since the snapshot: skipped, never mailed.
  if (!delivery.is_active || delivery.unsubscribed) {
    await db
      .update(campaignDeliveries)
      .set({ status: 'skipped', lastError: delivery.is_active ? 'Unsubscribed' : 'Account deactivated' })
      .where(ownedBy(delivery));
    return 'skipped';
  }

  const link = unsubscribeUrl(deps.appUrl, delivery.user_id, deps.secret);
  let mail: RenderedMail;
  try {
    mail = renderCampaignMail({ shopName: deps.shopName, appUrl: deps.appUrl, campaign, unsubscribeUrl: link });
  } catch (error) {
    return recordFailure(deps, options, campaign.id, delivery, error);
  }

  // The hand-off mark is committed before the mail server is called: after a crash it tells
  // "maybe sent" (never retried) apart from "never tried" (safe to retry).
  const handedOff = await db
    .update(campaignDeliveries)
    .set({ sentAt: new Date() })
    .where(and(ownedBy(delivery), isNull(campaignDeliveries.sentAt)))
    .returning({ id: campaignDeliveries.id });
  if (handedOff.length === 0) return 'lost-claim';

  try {
    await deps.mailer.send({
      to: delivery.email,
      ...mail,
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  } catch (error) {
    return recordFailure(deps, options, campaign.id, delivery, error);
  }

  const isRecorded = await db.transaction(async (tx) => {
    const [sent] = await tx
      .update(campaignDeliveries)
      .set({ status: 'sent', sentAt: new Date(), lastError: null })
      .where(ownedBy(delivery))
      .returning({ id: campaignDeliveries.id });
    if (!sent) return false;
    await tx
      .update(emailCampaigns)
      .set({ sentCount: sql`${emailCampaigns.sentCount} + 1` })
      .where(eq(emailCampaigns.id, campaign.id));
    return true;
  });
  if (!isRecorded) deps.log?.warn({ deliveryId: delivery.id }, 'campaign delivery sent after another run took it over');
  return isRecorded ? 'sent' : 'lost-claim';
}

/** An SMTP (or rendering) failure: back to pending for a later run, or failed after the last attempt. */
async function recordFailure(
  deps: CampaignDeliveryDeps,
  options: CampaignDeliveryOptions,
  campaignId: string,
  delivery: ClaimedDelivery,
  error: unknown,
): Promise<DeliverOutcome> {
  const isFinal = delivery.attempts >= options.maxAttempts;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  deps.log?.warn({ deliveryId: delivery.id, attempts: delivery.attempts, err: error }, 'campaign delivery failed');
  await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(campaignDeliveries)
      .set({ status: isFinal ? 'failed' : 'pending', sentAt: null, lastError: message })
      .where(ownedBy(delivery))
      .returning({ id: campaignDeliveries.id });
    if (updated && isFinal) {
      await tx
        .update(emailCampaigns)
        .set({ failedCount: sql`${emailCampaigns.failedCount} + 1` })
        .where(eq(emailCampaigns.id, campaignId));
    }
  });
  return isFinal ? 'failed' : 'retry';
}

/** Marks the campaign sent when no delivery is left; otherwise queues the next run (now, or after the retry delay). */
async function finishOrContinue(
  db: Db,
  options: CampaignDeliveryOptions,
  campaignId: string,
  isOutOfTime: boolean,
): Promise<DeliveryRunOutcome> {
  const [left] = await queryRows<{ pending: number; sending: number; min_attempts: number | null }>(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
               count(*) FILTER (WHERE status = 'sending')::int AS sending,
               min(attempts) FILTER (WHERE status = 'pending') AS min_attempts
        FROM campaign_deliveries WHERE campaign_id = ${campaignId}::uuid`,
  );
  const pending = Number(left?.pending ?? 0);
  const sending = Number(left?.sending ?? 0);
  if (pending + sending === 0) {
    await db
      .update(emailCampaigns)
      .set({ status: 'sent', sentAt: new Date() })
      .where(and(eq(emailCampaigns.id, campaignId), eq(emailCampaigns.status, 'sending')));
    return 'finished';
  }
  let delayMs = options.deferMs;
  if (isOutOfTime) delayMs = 0;
  else if (pending > 0) {
    const attempts = Math.max(1, Number(left?.min_attempts ?? 1));
    delayMs = Math.min(options.retryBaseMs * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
  }
  await enqueueContinuation(db, campaignId, delayMs);
  return 'continues';
}

async function enqueueContinuation(db: Db, campaignId: string, delayMs: number): Promise<void> {
  await enqueueJob(
    db,
    CAMPAIGN_SEND_JOB,
    { campaignId },
    { runAt: new Date(Date.now() + delayMs), maxAttempts: CAMPAIGN_SEND_JOB_MAX_ATTEMPTS },
  );
}
