import { formatInr, type AuditEvent } from '@aurelle/contract';

const verbLabels: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  import: 'Imported',
  upload: 'Uploaded',
  'set-status': 'Changed status of',
  ship: 'Shipped',
  'cod-collected': 'Recorded cash collected for',
  'cod-refused': 'Recorded a refused parcel for',
  refund: 'Refunded',
  'decide-return': 'Decided a return of',
  send: 'Sent',
  'resend-unknown': 'Resent unconfirmed mails of',
  schedule: 'Scheduled',
  unschedule: 'Cancelled the schedule of',
  'schedule-failed': 'Could not start the scheduled',
  'edit-sizes': 'Edited sizes in the',
  archive: 'Archived',
  restore: 'Restored',
  approve: 'Approved',
  hide: 'Hid',
  reply: 'Answered',
  void: 'Voided',
};

const entityNouns: Record<AuditEvent['entityType'], string> = {
  product: 'product',
  'feature-image': 'home image',
  note: 'fragrance note',
  catalog: 'catalog',
  image: 'image',
  order: 'order',
  user: 'user',
  campaign: 'campaign',
  settings: 'shop settings',
  coupon: 'coupon code',
  review: 'review',
  'gift-card': 'gift card',
  offer: 'offer',
};

/** "Product", "Home image": the kind of record an event is about. */
export function describeEntity(entityType: AuditEvent['entityType']): string {
  const noun = entityNouns[entityType];
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

/** "Edited product", "Refunded order": what the event did, in words. */
export function describeAction(event: Pick<AuditEvent, 'action' | 'entityType'>): string {
  const verb = event.action.slice(event.action.indexOf('.') + 1);
  return `${verbLabels[verb] ?? verb} ${entityNouns[event.entityType]}`;
}

/** "variants[OUD-50].stock" → "Variants › OUD-50 › Stock"; "pricePaise" → "Price". */
export function describeField(field: string): string {
  return field
    .split(/\.|\[|\]\.?/)
    .filter(Boolean)
    .map((part) => {
      // Field names are camelCase words; list keys (SKUs, ids) are kept as they are.
      if (!/^[a-z][A-Za-z0-9]*$/.test(part)) return part;
      const words = part
        .replace(/Paise$/, '')
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}

/** A value as a person reads it: amounts in rupees, yes/no, lists, "—" for nothing. */
export function describeValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && /Paise$/.test(field)) return formatInr(value / 100);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export const auditTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});
