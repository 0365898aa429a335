import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEvent, ListAuditEventsQuery } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { containsPattern } from '../admin-users/contains-pattern.ts';

export interface AuditEventsPage {
  events: AuditEvent[];
  total: number;
  totalPages: number;
  currentPage: number;
}

const IST_OFFSET = '+05:30';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The searched text of an event, as its trigram index has it. */
const searchedText = sql`lower(${auditEvents.actorEmail} || ' ' || ${auditEvents.action} || ' ' || ${auditEvents.entityLabel} || ' ' || coalesce(${auditEvents.entityId}, ''))`;

function conditions(query: ListAuditEventsQuery): SQL | undefined {
  const where: SQL[] = [];
  // Every word must appear somewhere: "oud price" finds price changes of Oud Royale.
  for (const word of query.search.split(/\s+/).filter(Boolean)) where.push(sql`${searchedText} LIKE ${containsPattern(word)}`);
  if (query.entityType) where.push(eq(auditEvents.entityType, query.entityType));
  if (query.entityId) where.push(eq(auditEvents.entityId, query.entityId));
  // Days are India's calendar days, as the back office shows times.
  if (query.from) where.push(gte(auditEvents.occurredAt, new Date(`${query.from}T00:00:00${IST_OFFSET}`)));
  if (query.to) where.push(lt(auditEvents.occurredAt, new Date(new Date(`${query.to}T00:00:00${IST_OFFSET}`).getTime() + DAY_MS)));
  return where.length > 0 ? and(...where) : undefined;
}

/** One page of the audit log, newest first, narrowed by words, kind of record, record and days. */
export async function listAuditEvents(db: DbOrTx, query: ListAuditEventsQuery): Promise<AuditEventsPage> {
  const where = conditions(query);
  const [totals] = await db.select({ total: count() }).from(auditEvents).where(where);
  const total = Number(totals?.total ?? 0);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    events: rows.map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole },
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      entityLabel: row.entityLabel,
      changes: row.changes,
      before: row.before ?? null,
      after: row.after ?? null,
      ip: row.ip,
    })),
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
    currentPage: query.page,
  };
}
