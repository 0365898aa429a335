import { z } from 'zod';
import { idParamSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

export const ORDER_NOTE_MAX = 1000;
export const ORDER_NOTE_ADDED_MESSAGE = 'Note added';

export const addOrderNoteRequestSchema = z.object({
  body: z
    .string({ message: 'Write the note' })
    .trim()
    .min(1, 'Write the note')
    .max(ORDER_NOTE_MAX, `A note is at most ${ORDER_NOTE_MAX} characters`),
});

export const ORDER_TIMELINE_KINDS = ['placed', 'payment', 'status', 'mail', 'whatsapp', 'shipment', 'refund', 'return', 'note'] as const;
export type OrderTimelineKind = (typeof ORDER_TIMELINE_KINDS)[number];

/** One thing that happened to an order: what, when, and who when a person did it. */
export const orderTimelineEventSchema = z.object({
  at: z.string(),
  kind: z.enum(ORDER_TIMELINE_KINDS),
  title: z.string(),
  detail: z.string().nullable(),
  by: z.string().nullable(),
});
export type OrderTimelineEvent = z.infer<typeof orderTimelineEventSchema>;

export const orderTimelineResponseSchema = z.object({ success: z.literal(true), events: z.array(orderTimelineEventSchema) });
export const addOrderNoteResponseSchema = z.object({ success: z.literal(true), message: z.string(), event: orderTimelineEventSchema });

/** Internal notes and the timeline of an order, in the back office. */
export const orderTimelineEndpoints = {
  getOrderTimeline: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/timeline/:id',
    auth: 'admin',
    permission: 'orders.read',
    params: idParamSchema,
    response: { 200: orderTimelineResponseSchema },
  }),
  addOrderNote: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/notes/:id',
    auth: 'admin',
    permission: 'orders.manage',
    params: idParamSchema,
    body: addOrderNoteRequestSchema,
    response: { 201: addOrderNoteResponseSchema },
  }),
};
