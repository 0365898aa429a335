import { GST_MONTH_PATTERN } from '@aurelle/contract';

/** India's time is UTC+5:30 all year: the shop's months turn at midnight there, whatever the admin's own clock says. */
const IST_OFFSET_MS = 330 * 60_000;

/** The month (YYYY-MM) India is in. */
export function currentIstMonth(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** The month `offset` months after (negative: before) `month`. */
export function shiftMonth(month: string, offset: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + offset, 1)).toISOString().slice(0, 7);
}

/** The month an accountant files for: the last complete one. */
export function defaultGstMonth(now = new Date()): string {
  return shiftMonth(currentIstMonth(now), -1);
}

/** A month from the URL when it is one the summary can show (well formed, not after this month); else the default. */
export function gstMonthFrom(value: string | null, now = new Date()): string {
  return value && GST_MONTH_PATTERN.test(value) && value <= currentIstMonth(now) ? value : defaultGstMonth(now);
}

/** This month and the ones before it, newest first, with `selected` among them however old it is. */
export function selectableMonths(selected: string, now = new Date(), count = 36): string[] {
  const latest = currentIstMonth(now);
  const months = Array.from({ length: count }, (_, index) => shiftMonth(latest, -index));
  return months.includes(selected) ? months : [...months, selected];
}

const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-11' → 'November 2026'. */
export function monthLabel(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** '2026-11-05' → '5 Nov 2026'. */
export function dayLabel(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}
