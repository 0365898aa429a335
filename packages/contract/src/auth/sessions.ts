import { z } from 'zod';

/** One signed-in device as its owner sees it: what it is, where from, since when, last seen. */
export const deviceSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on Android", "Safari on iPhone", or "Unknown device". */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const sessionListResponseSchema = z.object({ success: z.literal(true), sessions: z.array(deviceSessionSchema) });
