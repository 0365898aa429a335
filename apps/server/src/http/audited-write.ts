import type { FastifyRequest } from 'fastify';
import type { AuditEntityType } from '@aurelle/contract';

/**
 * What an admin write files in the audit log, declared on its route (`route(app, endpoint, { audit }, handler)`);
 * `audit: null` says the write changes nothing worth filing (a preview, a search). http/audit-trail.ts files it, and
 * refuses to start a server in which an admin write of the contract has no declaration.
 */
export interface AuditedWrite {
  /** Filed as "<entity>.<verb>". */
  entity: AuditEntityType;
  verb: string;
  /**
   * The id of the entity written: the path's `:id` by default; a create names it in its answer. Writes to no single
   * entity (an import, an upload) give none and record their answer instead of snapshots.
   */
  entityId?: (request: FastifyRequest, answer: Record<string, unknown> | undefined) => string | undefined;
  /**
   * The entity's id looked up before the write, when the path names something else of it (a return request's id
   * for the order it belongs to).
   */
  lookUpEntityId?: (request: FastifyRequest) => Promise<string | undefined>;
  /** For writes without snapshots: what of the answer to keep as the record's "after". */
  keepFromAnswer?: readonly string[];
  /** A write to several entities at once (a bulk action): their ids; each one it changed gets its own record. */
  entityIds?: (request: FastifyRequest) => string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every admin write's route (null when it is not filed): see AuditedWrite. */
    audit?: AuditedWrite | null;
  }
}

/** A create's id, from its answer's `data` (or `user`) object. */
export const createdId = (field: 'data' | 'user') => (_request: FastifyRequest, answer: Record<string, unknown> | undefined) => {
  const data = answer?.[field];
  if (typeof data !== 'object' || data === null) return undefined;
  const id = (data as Record<string, unknown>).id ?? (data as Record<string, unknown>)._id;
  return typeof id === 'string' ? id : undefined;
};

/** The ids a bulk write names in its (validated) body: `shipments[].orderId`. */
export function idsInBody(request: FastifyRequest, list: string, field: string): string[] {
  const items = (request.body as Record<string, unknown> | undefined)?.[list];
  if (!Array.isArray(items)) return [];
  return items
    .map((item: unknown) => (typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[field] : undefined))
    .filter((id): id is string => typeof id === 'string');
}
