import { GST_FUTURE_MONTH_MESSAGE } from '@aurelle/contract';
import { badRequest } from '../errors.ts';

/** India's time is UTC+5:30 all year: a month in India starts 5 h 30 min before the same month in UTC. */
const IST_OFFSET_MS = 330 * 60_000;

export interface GstMonth {
  /** YYYY-MM. */
  month: string;
  /** The first instant of the month in India and of the next month (UTC instants). */
  start: Date;
  end: Date;
  /** The first and last calendar day, YYYY-MM-DD. */
  firstDay: string;
  lastDay: string;
}

/** The month (YYYY-MM) India is in at a moment. */
export function istMonthOf(moment: Date): string {
  return new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** The day (YYYY-MM-DD) in India at a moment. */
export function istDayOf(moment: Date): string {
  return new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * A calendar month in India's time, from a YYYY-MM the contract has checked the shape of. A month after the one India
 * is in now is refused (400): its figures cannot exist yet, and a typo in the year should not read as "nothing sold".
 */
export function gstMonth(month: string, now = new Date()): GstMonth {
  if (month > istMonthOf(now)) throw badRequest(GST_FUTURE_MONTH_MESSAGE, { month: [GST_FUTURE_MONTH_MESSAGE] });
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS);
  const end = new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS);
  return { month, start, end, firstDay: `${month}-01`, lastDay: istDayOf(new Date(end.getTime() - 1)) };
}
