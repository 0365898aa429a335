import { CAMPAIGN_SCHEDULE_MAX_DAYS, istScheduleInstant, toIstDateTimeInput } from '@aurelle/contract';

/** What the schedule dialog's fields hold: a day and a time of day in India (IST). */
export interface ScheduleFields {
  date: string;
  time: string;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Today in India as a date input's value ('2026-11-27'). */
export function istToday(now: Date): string {
  return toIstDateTimeInput(now).slice(0, 10);
}

/** The last day a campaign may be scheduled for, as a date input's `max`. */
export function istLastSchedulableDay(now: Date): string {
  return toIstDateTimeInput(new Date(now.getTime() + CAMPAIGN_SCHEDULE_MAX_DAYS * DAY_MS)).slice(0, 10);
}

/**
 * The fields' first values: the campaign's current time when it is scheduled (a move starts from it), else tomorrow at
 * 10:00 in India, a usual hour for a shop's letter.
 */
export function initialScheduleFields(scheduledAt: string | null, now: Date): ScheduleFields {
  if (scheduledAt) {
    const [date = '', time = ''] = toIstDateTimeInput(scheduledAt).split('T');
    return { date, time };
  }
  return { date: istToday(new Date(now.getTime() + DAY_MS)), time: '10:00' };
}

/** The instant the fields stand for, as the API takes it ('2026-11-27T09:30:00+05:30'). */
export function scheduledAtOf(fields: ScheduleFields): string {
  return istScheduleInstant(fields.date, fields.time);
}
