import { z } from 'zod';
import { MAX_PAGE, queryCount } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { teamRoleSchema } from '../auth/team.ts';

/** What the audit log records writes to: the back office's entities. */
export const AUDIT_ENTITY_TYPES = [
  'product',
  'feature-image',
  'note',
  'catalog',
  'image',
  'order',
  'user',
  'campaign',
  'settings',
  'coupon',
  'review',
  'gift-card',
  'offer',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  product: 'Products',
  'feature-image': 'Home images',
  note: 'Fragrance notes',
  catalog: 'Catalog imports and size edits',
  image: 'Image uploads',
  order: 'Orders',
  user: 'Users',
  campaign: 'Campaigns',
  settings: 'Settings',
  coupon: 'Coupon codes',
  review: 'Reviews',
  'gift-card': 'Gift cards',
  offer: 'Offers',
};

export const AUDIT_PAGE_SIZE = 25;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const listAuditEventsQuerySchema = z
  .object({
    page: queryCount('page', MAX_PAGE).default(1),
    limit: queryCount('limit', 100).default(AUDIT_PAGE_SIZE),
    /** Words found in the actor's e-mail, the action, the entity's name or its id. */
    search: z.string().trim().max(100, 'Search must be at most 100 characters').optional().default(''),
    entityType: z.enum(AUDIT_ENTITY_TYPES, { message: 'Choose a kind of record from the list' }).optional(),
    entityId: z.string().trim().max(100).optional(),
    /** Calendar days in India (IST), both included. */
    from: z.string().regex(DAY, 'from must be a date (YYYY-MM-DD)').optional(),
    to: z.string().regex(DAY, 'to must be a date (YYYY-MM-DD)').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from must not be after to', path: ['to'] });
export type ListAuditEventsQuery = z.output<typeof listAuditEventsQuerySchema>;

export const auditChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  /** Who did it, and with which team role at the time (null on records older than roles). */
  actor: z.object({ id: z.string().nullable(), email: z.string(), role: teamRoleSchema.nullable() }),
  action: z.string(),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string().nullable(),
  entityLabel: z.string(),
  changes: z.array(auditChangeSchema),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const listAuditEventsResponseSchema = z.object({
  success: z.literal(true),
  events: z.array(auditEventSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export type ListAuditEventsResponse = z.infer<typeof listAuditEventsResponseSchema>;

/** The admin audit log: every admin write, newest first. */
export const auditEndpoints = {
  listAuditEvents: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit-events',
    auth: 'admin',
    permission: 'audit',
    query: listAuditEventsQuerySchema,
    response: { 200: listAuditEventsResponseSchema },
  }),
};
