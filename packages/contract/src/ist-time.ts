/**
 * India Standard Time is UTC+05:30 all year (no daylight saving), so a wall-clock time in India converts to an instant
 * by arithmetic, the same in the browser, on the server and in a spreadsheet. Plain functions, no schema (decision 067).
 */
export const IST_OFFSET = '+05:30';
const IST_OFFSET_MS = 330 * 60_000;

const INSTANT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

function offsetMs(zone: string | undefined): number {
  if (!zone) return IST_OFFSET_MS;
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return (zone.startsWith('-') ? -1 : 1) * minutes * 60_000;
}

/**
 * An instant as an admin types it: ISO 8601 with an offset ('2026-12-01T10:00:00+05:30', '…Z'), or a wall-clock time in
 * India without one ('2026-12-01T10:00' as a date-time input gives it, '2026-12-01 10:00' as a spreadsheet cell holds it).
 * Epoch milliseconds, or undefined when the text is not a real date and time (31 February, 25:00).
 */
export function parseIstInstant(text: string): number | undefined {
  const match = INSTANT_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [, year = '', month = '', day = '', hour = '', minute = '', second = '0', fraction = '', zone] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return undefined;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  const ms = fraction ? Math.floor(Number(`0${fraction}`) * 1000) : 0;
  return Date.UTC(y, mo - 1, d, h, mi, s, ms) - offsetMs(zone);
}

/** '2026-12-01T10:00:00+05:30': the instant as a wall-clock time in India with its offset (the catalog CSV's cells). */
export function formatIstIso(instant: Date | string): string {
  const ms = (typeof instant === 'string' ? Date.parse(instant) : instant.getTime()) + IST_OFFSET_MS;
  return `${new Date(ms).toISOString().slice(0, 19)}${IST_OFFSET}`;
}

/** '2026-12-01T10:00': the instant as a date-time input's value, in India's time, to the minute. */
export function toIstDateTimeInput(instant: Date | string): string {
  return formatIstIso(instant).slice(0, 16);
}
