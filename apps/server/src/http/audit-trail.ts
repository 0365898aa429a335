import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, type AuditEntityType } from '@aurelle/contract';
import type { AppContext } from '../context.ts';
import { auditedEntities } from '../domain/audit/audited-entities.ts';
import type { Snapshot } from '../domain/audit/diff-snapshots.ts';
import { recordAuditEvent } from '../domain/audit/record-audit-event.ts';

type Endpoints = typeof endpoints;
/** Every endpoint only an admin may call that changes something (its method is not GET). */
export type AdminWriteName = {
  [K in keyof Endpoints]: Endpoints[K] extends { auth: 'admin'; method: infer M } ? (M extends 'GET' ? never : K) : never;
}[keyof Endpoints];

interface AuditedWrite {
  /** Filed as "<entity>.<verb>". */
  entity: AuditEntityType;
  verb: string;
  /**
   * The id of the entity written: the path's `:id` by default; a create names it in its answer. Writes to no single
   * entity (an import, an upload) give none and record their answer instead of snapshots.
   */
  entityId?: (request: FastifyRequest, answer: Record<string, unknown> | undefined) => string | undefined;
  /** For writes without snapshots: what of the answer to keep as the record's "after". */
  keepFromAnswer?: readonly string[];
  /** A write to several entities at once (a bulk action): their ids; each one it changed gets its own record. */
  entityIds?: (request: FastifyRequest) => string[];
}

const createdId = (field: 'data' | 'user') => (_request: FastifyRequest, answer: Record<string, unknown> | undefined) => {
  const data = answer?.[field];
  if (typeof data !== 'object' || data === null) return undefined;
  const id = (data as Record<string, unknown>).id ?? (data as Record<string, unknown>)._id;
  return typeof id === 'string' ? id : undefined;
};

/**
 * What each admin write files in the audit log. Typed over every admin write of the contract, so a new
 * one does not compile until it is listed here; `null` marks POSTs that change nothing (a preview, a search).
 */
export const auditedAdminWrites: Record<AdminWriteName, AuditedWrite | null> = {
  addProduct: { entity: 'product', verb: 'create', entityId: createdId('data') },
  editProduct: { entity: 'product', verb: 'update' },
  deleteProduct: { entity: 'product', verb: 'delete' },
  archiveProduct: { entity: 'product', verb: 'archive' },
  unarchiveProduct: { entity: 'product', verb: 'restore' },
  importCatalog: { entity: 'catalog', verb: 'import', keepFromAnswer: ['productsCreated', 'productsUpdated', 'sizesWritten'] },
  uploadProductImage: { entity: 'image', verb: 'upload', keepFromAnswer: ['result'] },
  // A table edit may touch sizes of many products: what changed on each size is kept from the answer.
  editSizes: { entity: 'catalog', verb: 'edit-sizes', keepFromAnswer: ['changes'] },
  addNote: { entity: 'note', verb: 'create', entityId: createdId('data') },
  addFeatureImage: { entity: 'feature-image', verb: 'create', entityId: createdId('data') },
  deleteFeatureImage: { entity: 'feature-image', verb: 'delete' },
  toggleUserStatus: { entity: 'user', verb: 'set-status' },
  inviteUser: { entity: 'user', verb: 'invite', entityId: createdId('user') },
  changeUserRole: { entity: 'user', verb: 'set-role' },
  updateOrderStatus: { entity: 'order', verb: 'set-status' },
  shipOrder: { entity: 'order', verb: 'ship' },
  shipOrders: { entity: 'order', verb: 'ship', entityIds: (request) => idsInBody(request, 'shipments', 'orderId') },
  recordCodCash: { entity: 'order', verb: 'cod-collected' },
  recordCodRefused: { entity: 'order', verb: 'cod-refused' },
  refundOrder: { entity: 'order', verb: 'refund' },
  decideReturn: { entity: 'order', verb: 'decide-return' },
  addOrderNote: { entity: 'order', verb: 'add-note' },
  createCampaign: { entity: 'campaign', verb: 'create', entityId: createdId('data') },
  sendCampaign: { entity: 'campaign', verb: 'send' },
  scheduleCampaign: { entity: 'campaign', verb: 'schedule' },
  unscheduleCampaign: { entity: 'campaign', verb: 'unschedule' },
  resendUnknown: { entity: 'campaign', verb: 'resend-unknown' },
  deleteCampaign: { entity: 'campaign', verb: 'delete' },
  updateShopSettings: { entity: 'settings', verb: 'update', entityId: () => '1' },
  updateDeliverySettings: { entity: 'settings', verb: 'update-delivery', entityId: () => 'delivery' },
  createCoupon: { entity: 'coupon', verb: 'create', entityId: createdId('data') },
  updateCoupon: { entity: 'coupon', verb: 'update' },
  setCouponPaused: { entity: 'coupon', verb: 'set-status' },
  previewTemplate: null,
  findCampaignUsers: null,
};

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

/** The ids a bulk write names in its (validated) body: `shipments[].orderId`. */
function idsInBody(request: FastifyRequest, list: string, field: string): string[] {
  const items = (request.body as Record<string, unknown> | undefined)?.[list];
  if (!Array.isArray(items)) return [];
  return items
    .map((item: unknown) => (typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[field] : undefined))
    .filter((id): id is string => typeof id === 'string');
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
  actor: { id: string; email: string },
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
  const byRoute = new Map<string, AuditedWrite>();
  for (const [name, write] of Object.entries(auditedAdminWrites) as Array<[AdminWriteName, AuditedWrite | null]>) {
    if (write) byRoute.set(`${endpoints[name].method} ${endpoints[name].path}`, write);
  }

  app.addHook('preHandler', async (request) => {
    const write = byRoute.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (!write || request.currentUser?.role !== 'admin') return;
    if (write.entityIds) {
      const entity = auditedEntities[write.entity];
      const many: NonNullable<PendingAudit['many']> = [];
      for (const id of write.entityIds(request)) many.push({ entityId: id, before: entity ? await entity.load(ctx.db, id) : null });
      request.pendingAudit = { write, entityId: undefined, before: null, many };
      return;
    }
    const entityId = write.entityId ? write.entityId(request, undefined) : paramId(request);
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
      await recordEachChanged(ctx, request, { id: actor.id, email: actor.email }, pending.write, pending.many);
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
        actor: { id: actor.id, email: actor.email },
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
