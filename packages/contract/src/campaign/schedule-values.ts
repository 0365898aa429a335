import { IST_OFFSET } from '../ist-time.ts';

/*
 * Scheduled campaigns (docs/decisions/092) as plain values, without zod (decision 067): an admin picks a
 * date and time in India; the campaign starts by itself then, once, after the same checks as "Send" pass again.
 */

/** How far ahead a campaign may be scheduled. */
export const CAMPAIGN_SCHEDULE_MAX_DAYS = 90;
/** The least lead time by default (`CAMPAIGN_SCHEDULE_MIN_LEAD_SECONDS` changes it, for tests). */
export const DEFAULT_CAMPAIGN_SCHEDULE_MIN_LEAD_SECONDS = 60;

export const SCHEDULED_AT_REQUIRED_MESSAGE = 'Choose a date and time';
export const SCHEDULED_AT_INVALID_MESSAGE = 'The time must be a date and time such as 2026-11-27T09:30 (India time)';
export const CAMPAIGN_SCHEDULE_TOO_FAR_MESSAGE = `A campaign can be scheduled at most ${CAMPAIGN_SCHEDULE_MAX_DAYS} days ahead`;
export const CAMPAIGN_NOT_SCHEDULED_MESSAGE = 'This campaign is not scheduled';
export const CAMPAIGN_UNSCHEDULED_MESSAGE = 'Schedule cancelled: the campaign is a draft again';

/** The refusal of a time too close: "at least 1 minute from now", or "in the future" when no lead is asked. */
export function scheduleTooSoonMessage(minLeadSeconds: number): string {
  if (minLeadSeconds <= 0) return 'Choose a time in the future';
  if (minLeadSeconds % 60 === 0) {
    const minutes = minLeadSeconds / 60;
    return `Choose a time at least ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} from now`;
  }
  return `Choose a time at least ${minLeadSeconds} ${minLeadSeconds === 1 ? 'second' : 'seconds'} from now`;
}

const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * "27 Nov 2026, 09:30 IST": by arithmetic (India has no daylight saving), so the server's messages and the browser's
 * cards read the same whatever their locale data.
 */
export function formatCampaignSchedule(instant: string | Date): string {
  const ms = (typeof instant === 'string' ? Date.parse(instant) : instant.getTime()) + IST_OFFSET_MS;
  const wall = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}, ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())} IST`;
}

export const campaignScheduledMessage = (scheduledAt: string) => `Campaign scheduled for ${formatCampaignSchedule(scheduledAt)}`;

/** '2026-11-27T09:30:00+05:30': what the admin's date and time fields stand for. */
export function istScheduleInstant(date: string, time: string): string {
  return `${date}T${time}:00${IST_OFFSET}`;
}

/** A promotion scheduled past its own end date (YYYY-MM-DD) would be refused at its start: said when scheduling. */
export function promotionEndsBeforeScheduleMessage(endDate: string): string {
  const [year = '', month = '', day = ''] = endDate.split('-');
  const readable = `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
  return `This promotion ends on ${readable}, before the time chosen: choose a time on or before that day`;
}
