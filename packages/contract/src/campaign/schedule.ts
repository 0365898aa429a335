import { z } from 'zod';
import { parseIstInstant } from '../ist-time.ts';
import { SCHEDULED_AT_INVALID_MESSAGE, SCHEDULED_AT_REQUIRED_MESSAGE } from './schedule-values.ts';

export * from './schedule-values.ts';

/**
 * POST schedule/{id}. `scheduledAt` is an ISO 8601 instant with its offset ('2026-11-27T09:30:00+05:30', '…Z') or a
 * wall-clock time in India without one ('2026-11-27T09:30', as the admin's date and time fields give it); the parsed
 * value is the instant as an ISO string in UTC.
 */
export const scheduleCampaignRequestSchema = z.object({
  scheduledAt: z
    .string({ message: SCHEDULED_AT_REQUIRED_MESSAGE })
    .trim()
    .min(1, SCHEDULED_AT_REQUIRED_MESSAGE)
    .max(40, SCHEDULED_AT_INVALID_MESSAGE)
    .transform((text, ctx) => {
      const instant = parseIstInstant(text);
      if (instant === undefined) {
        ctx.addIssue({ code: 'custom', message: SCHEDULED_AT_INVALID_MESSAGE });
        return z.NEVER;
      }
      return new Date(instant).toISOString();
    }),
});
export type ScheduleCampaignRequest = z.input<typeof scheduleCampaignRequestSchema>;

/** Why a scheduled campaign did not start at its time (it went back to draft): shown on the draft until it is scheduled again. */
export const campaignScheduleFailureSchema = z.object({
  /** The time it was scheduled for. */
  scheduledFor: z.string(),
  /** When the start was refused. */
  failedAt: z.string(),
  reason: z.string(),
});
export type CampaignScheduleFailure = z.infer<typeof campaignScheduleFailureSchema>;
