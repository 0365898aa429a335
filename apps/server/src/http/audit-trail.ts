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
}

const createdId = (field: 'data') => (_request: FastifyRequest, answer: Record<string, unknown> | undefined) => {
  const data = answer?.[field];
  if (typeof data !== 'object' || data === null) return undefined;
  const id = (data as Record<string, unknown>).id ?? (data as Record<string, unknown>)._id;
  return typeof id === 'string' ? id : undefined;
};

/**
 * What each admin write files in the audit log (issue 11). Typed over every admin write of the contract, so a new
 * one does not compile until it is listed here; `null` marks POSTs that change nothing (a preview, a search).
 */
export const auditedAdminWrites: Record<AdminWriteName, AuditedWrite | null> = {
  addProduct: { entity: 'product', verb: 'create', entityId: createdId('data') },
  editProduct: { entity: 'product', verb: 'update' },
  deleteProduct: { entity: 'product', verb: 'delete' },
  importCatalog: { entity: 'catalog', verb: 'import', keepFromAnswer: ['productsCreated', 'productsUpdated', 'sizesWritten'] },
  uploadProductImage: { entity: 'image', verb: 'upload', keepFromAnswer: ['result'] },
  addNote: { entity: 'note', verb: 'create', entityId: createdId('data') },
  addFeatureImage: { entity: 'feature-image', verb: 'create', entityId: createdId('data') },
  deleteFeatureImage: { entity: 'feature-image', verb: 'delete' },
  toggleUserStatus: { entity: 'user', verb: 'set-status' },
  updateOrderStatus: { entity: 'order', verb: 'set-status' },
  shipOrder: { entity: 'order', verb: 'ship' },
  recordCodCash: { entity: 'order', verb: 'cod-collected' },
  recordCodRefused: { entity: 'order', verb: 'cod-refused' },
  refundOrder: { entity: 'order', verb: 'refund' },
  decideReturn: { entity: 'order', verb: 'decide-return' },
  addOrderNote: { entity: 'order', verb: 'add-note' },
  createCampaign: { entity: 'campaign', verb: 'create', entityId: createdId('data') },
  sendCampaign: { entity: 'campaign', verb: 'send' },
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
