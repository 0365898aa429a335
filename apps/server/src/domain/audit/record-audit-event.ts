import type { AuditEntityType, TeamRole } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { diffSnapshots, type Snapshot } from './diff-snapshots.ts';

export interface AuditedWriteRecord {
  /** An admin; or, for what the shop did by itself (a scheduled campaign refused at its start), no id and a name. */
  actor: { id: string | null; email: string; role?: TeamRole | null | undefined };
  action: string;
  entityType: AuditEntityType;
  entityId: string | null;
  entityLabel: string;
  before: Snapshot | null;
  after: Snapshot | null;
  ip?: string | undefined;
  requestId?: string | undefined;
}

/** Files one admin write in the audit log with what it changed. */
export async function recordAuditEvent(db: DbOrTx, record: AuditedWriteRecord): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: record.actor.id,
    actorEmail: record.actor.email,
    actorRole: record.actor.role ?? null,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    entityLabel: record.entityLabel,
    changes: diffSnapshots(record.before, record.after),
    before: record.before,
    after: record.after,
    ip: record.ip ?? null,
    requestId: record.requestId ?? null,
  });
}
