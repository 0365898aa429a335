import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, type TeamRole } from '@aurelle/contract';
import type { AppContext } from '../context.ts';
import { auditedEntities } from '../domain/audit/audited-entities.ts';
import type { Snapshot } from '../domain/audit/diff-snapshots.ts';
import { recordAuditEvent } from '../domain/audit/record-audit-event.ts';
import type { AuditedWrite } from './audited-write.ts';

type Endpoints = typeof endpoints;
/** Every endpoint only an admin may call that changes something (its method is not GET). */
export type AdminWriteName = {
  [K in keyof Endpoints]: Endpoints[K] extends { auth: 'admin'; method: infer M } ? (M extends 'GET' ? never : K) : never;
}[keyof Endpoints];

const declarations = new WeakMap<FastifyInstance, ReadonlyMap<AdminWriteName, AuditedWrite | null>>();

/** What each admin write of an app declared it files (for the test that every one says so). */
export function auditDeclarationsOf(app: FastifyInstance): ReadonlyMap<AdminWriteName, AuditedWrite | null> {
  return declarations.get(app) ?? new Map();
}

/** "METHOD /api/path" of every admin write in the contract. */
function adminWriteRoutes(): Map<string, AdminWriteName> {
  const routes = new Map<string, AdminWriteName>();
  for (const [name, endpoint] of Object.entries(endpoints) as Array<[keyof Endpoints, Endpoints[keyof Endpoints]]>) {
    if (endpoint.auth === 'admin' && endpoint.method !== 'GET') routes.set(`${endpoint.method} ${endpoint.path}`, name as AdminWriteName);
  }
  return routes;
}

interface PendingAudit {
  write: AuditedWrite;
  entityId: string | undefined;
  before: Snapshot | null;
  /** A bulk write's entities, each as it was before. */
  many?: Array<{ entityId: string; before: Snapshot | null }>;
}

declare module 'fastify' {
  interface FastifyRequest {
    pendingAudit?: PendingAudit;
  }
}

function paramId(request: FastifyRequest): string | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  return typeof params?.id === 'string' ? params.id : undefined;
}

function parseAnswer(payload: unknown): Record<string, unknown> | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(payload);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function pick(answer: Record<string, unknown> | undefined, keys: readonly string[]): Snapshot | null {
  if (!answer) return null;
  return Object.fromEntries(keys.filter((key) => key in answer).map((key) => [key, answer[key]]));
}

/** A bulk write: one record per entity it changed (one it refused is as it was, and gets none). */
async function recordEachChanged(
  ctx: AppContext,
  request: FastifyRequest,
  actor: { id: string; email: string; role: TeamRole | null },
  write: AuditedWrite,
  targets: NonNullable<PendingAudit['many']>,
): Promise<void> {
  const entity = auditedEntities[write.entity];
  if (!entity) return;
  for (const { entityId, before } of targets) {
    try {
      const after = await entity.load(ctx.db, entityId);
      const labelled = after ?? before;
      if (!labelled || isDeepStrictEqual(after, before)) continue;
      await recordAuditEvent(ctx.db, {
        actor,
        action: `${write.entity}.${write.verb}`,
        entityType: write.entity,
        entityId,
        entityLabel: entity.label(labelled, entityId),
        before,
        after,
        ip: request.ip,
        requestId: request.id,
      });
    } catch (error) {
      request.log.error({ err: error }, 'the audit log could not record an admin write');
    }
  }
}

/**
 * Files every successful admin write in the audit log: the entity is read before the handler runs and again once
 * it has answered, and the row (who, when, what changed) is written before the answer leaves, so an admin who sees
 * "saved" finds it in the log. A write that fails records nothing; a log write that fails is logged and never turns
 * a done change into an error (decision 078).
 */
export function recordAdminWrites(app: FastifyInstance, ctx: AppContext): void {
  // Each admin write declares on its route what it files (http/audited-write.ts); one that does not stops the start.
  const undeclared = adminWriteRoutes();
  const declared = new Map<AdminWriteName, AuditedWrite | null>();
  declarations.set(app, declared);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      const name = undeclared.get(`${method} ${options.url}`);
      if (name === undefined || options.config?.audit === undefined) continue;
      declared.set(name, options.config.audit);
      undeclared.delete(`${method} ${options.url}`);
    }
  });
  app.addHook('onReady', async () => {
    if (undeclared.size > 0) {
      throw new Error(`admin writes without an audit declaration on their route: ${[...undeclared.values()].join(', ')}`);
    }
  });

  app.addHook('preHandler', async (request) => {
    const write = request.routeOptions.config.audit;
    if (!write || request.currentUser?.role !== 'admin') return;
    if (write.entityIds) {
      const entity = auditedEntities[write.entity];
      const many: NonNullable<PendingAudit['many']> = [];
      for (const id of write.entityIds(request)) many.push({ entityId: id, before: entity ? await entity.load(ctx.db, id) : null });
      request.pendingAudit = { write, entityId: undefined, before: null, many };
      return;
    }
    const entityId = write.lookUpEntityId
      ? await write.lookUpEntityId(request)
      : write.entityId
        ? write.entityId(request, undefined)
        : paramId(request);
    const entity = auditedEntities[write.entity];
    const before = entity && entityId ? await entity.load(ctx.db, entityId) : null;
    request.pendingAudit = { write, entityId, before };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pending = request.pendingAudit;
    const actor = request.currentUser;
    if (!pending || !actor || reply.statusCode >= 400) return payload;
    request.pendingAudit = undefined;
    if (pending.many) {
      await recordEachChanged(ctx, request, { id: actor.id, email: actor.email, role: actor.teamRole }, pending.write, pending.many);
      return payload;
    }
    try {
      const answer = parseAnswer(payload);
      const { write } = pending;
      const entityId = pending.entityId ?? write.entityId?.(request, answer);
      const entity = auditedEntities[write.entity];
      const after = entity ? (entityId ? await entity.load(ctx.db, entityId) : null) : pick(answer, write.keepFromAnswer ?? []);
      const labelled = after ?? pending.before;
      await recordAuditEvent(ctx.db, {
        actor: { id: actor.id, email: actor.email, role: actor.teamRole },
        action: `${write.entity}.${write.verb}`,
        entityType: write.entity,
        entityId: entityId ?? null,
        entityLabel: entity && labelled && entityId ? entity.label(labelled, entityId) : '',
        before: pending.before,
        after,
        ip: request.ip,
        requestId: request.id,
      });
    } catch (error) {
      request.log.error({ err: error }, 'the audit log could not record an admin write');
    }
    return payload;
  });
}
