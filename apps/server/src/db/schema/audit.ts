import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AuditEntityType, TeamRole } from '@aurelle/contract';
import { users } from './users.ts';

/** One changed field of an audited write: a dotted path ("variants[EDP-50].stock") with its values before and after. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The admin audit log: every admin write, who made it, when, and what it changed. Rows are only ever
 * inserted; the actor's e-mail is copied so the record survives the account.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** The actor's team role when they did it (null for the shop itself and for records older than roles). */
    actorRole: text('actor_role').$type<TeamRole>(),
    /** What was done, as "<entity>.<verb>": "product.update", "order.refund". */
    action: text('action').notNull(),
    entityType: text('entity_type').$type<AuditEntityType>().notNull(),
    entityId: text('entity_id'),
    /** How a person names the entity (a product's title, a user's e-mail, an order's number); searched. */
    entityLabel: text('entity_label').notNull().default(''),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_events_occurred_idx').on(t.occurredAt.desc()),
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.occurredAt.desc()),
    index('audit_events_actor_idx').on(t.actorId, t.occurredAt.desc()),
    index('audit_events_search_trgm_idx').using(
      'gin',
      sql`lower(${t.actorEmail} || ' ' || ${t.action} || ' ' || ${t.entityLabel} || ' ' || coalesce(${t.entityId}, '')) gin_trgm_ops`,
    ),
  ],
);
