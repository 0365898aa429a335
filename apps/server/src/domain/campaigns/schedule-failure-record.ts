import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CampaignScheduleFailure } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { auditEvents, type emailCampaigns } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import type { Snapshot } from '../audit/diff-snapshots.ts';

/*
 * Why a scheduled campaign went back to draft at its time is kept in the audit log (docs/decisions/092): the shop's own
 * act, filed like an admin's with the scheduler as actor, so it shows on the Audit page and, until the campaign is
 * scheduled again, on its card.
 */

/** The admin's schedule (audit-trail.ts files scheduleCampaign as campaign.schedule). */
export const CAMPAIGN_SCHEDULED_ACTION = 'campaign.schedule';
export const CAMPAIGN_SCHEDULE_FAILED_ACTION = 'campaign.schedule-failed';
/** The actor of what the scheduler did (no account). */
export const SCHEDULER_ACTOR = 'scheduler';

type CampaignRow = typeof emailCampaigns.$inferSelect;

const snapshotOf = (row: CampaignRow): Snapshot => JSON.parse(JSON.stringify(row)) as Snapshot;

/** Files the refused start in the caller's transaction, beside the move back to draft. */
export async function recordScheduleFailure(tx: DbOrTx, before: CampaignRow, after: CampaignRow, reason: string): Promise<void> {
  await recordAuditEvent(tx, {
    actor: { id: null, email: SCHEDULER_ACTOR },
    action: CAMPAIGN_SCHEDULE_FAILED_ACTION,
    entityType: 'campaign',
    entityId: before.id,
    entityLabel: before.subject,
    before: snapshotOf(before),
    after: { ...snapshotOf(after), startRefusedBecause: reason },
  });
}

/**
 * The refused start of each given draft, when it is the latest of its schedule events (a later schedule, even one
 * cancelled since, means the admin has moved on).
 */
export async function loadScheduleFailures(db: DbOrTx, draftIds: string[]): Promise<Map<string, CampaignScheduleFailure>> {
  const failures = new Map<string, CampaignScheduleFailure>();
  if (draftIds.length === 0) return failures;
  const events = await db
    .select({
      entityId: auditEvents.entityId,
      action: auditEvents.action,
      occurredAt: auditEvents.occurredAt,
      before: auditEvents.before,
      after: auditEvents.after,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityType, 'campaign'),
        inArray(auditEvents.entityId, draftIds),
        inArray(auditEvents.action, [CAMPAIGN_SCHEDULED_ACTION, CAMPAIGN_SCHEDULE_FAILED_ACTION]),
      ),
    )
    .orderBy(desc(auditEvents.occurredAt));
  const seen = new Set<string>();
  for (const event of events) {
    if (!event.entityId || seen.has(event.entityId)) continue;
    seen.add(event.entityId);
    const reason = event.after?.startRefusedBecause;
    const scheduledFor = event.before?.scheduledAt;
    if (event.action !== CAMPAIGN_SCHEDULE_FAILED_ACTION || typeof reason !== 'string' || typeof scheduledFor !== 'string') continue;
    failures.set(event.entityId, { scheduledFor, failedAt: event.occurredAt.toISOString(), reason });
  }
  return failures;
}
