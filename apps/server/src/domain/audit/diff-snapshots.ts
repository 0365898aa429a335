import type { AuditChange } from '../../db/schema/audit.ts';

export type Snapshot = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list element's stable name: variants by SKU, other rows by id; lists without one compare as a whole. */
function elementKey(element: unknown): string | undefined {
  if (!isPlainObject(element)) return undefined;
  for (const key of ['sku', 'id']) {
    const value = element[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return undefined;
}

/** Flattens a snapshot to dotted paths: `{ variants: [{ sku: 'A', stock: 2 }] }` → `variants[A].stock = 2`. */
function flatten(value: unknown, path: string, into: Map<string, unknown>): void {
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0 && path) into.set(path, value);
    for (const key of keys) flatten(value[key], path ? `${path}.${key}` : key, into);
    return;
  }
  if (Array.isArray(value) && value.length > 0) {
    const keys = value.map(elementKey);
    if (keys.every((key): key is string => key !== undefined) && new Set(keys).size === keys.length) {
      value.forEach((element, index) => flatten(element, `${path}[${keys[index]}]`, into));
      return;
    }
  }
  into.set(path, value);
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What an audited write changed: every leaf that differs between the snapshots, in the order the fields appear (a
 * created entity lists its fields with `before: null`, a deleted one with `after: null`). Snapshots are plain JSON.
 */
export function diffSnapshots(before: Snapshot | null, after: Snapshot | null): AuditChange[] {
  const beforeFields = new Map<string, unknown>();
  const afterFields = new Map<string, unknown>();
  if (before) flatten(before, '', beforeFields);
  if (after) flatten(after, '', afterFields);
  const fields = [...new Set([...beforeFields.keys(), ...afterFields.keys()])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = beforeFields.has(field) ? beforeFields.get(field) : null;
    const now = afterFields.has(field) ? afterFields.get(field) : null;
    if (!sameValue(was, now)) changes.push({ field, before: was ?? null, after: now ?? null });
  }
  return changes;
}
