/**
 * Delivery rules (decision 082) as pure functions of the shop's delivery terms: the fee of an option for an
 * order value, whether a PIN code is served and may pay in cash, and the dates a parcel should arrive. Plain values
 * without zod, so the server, the web app and the unit tables share them (decision 067).
 */

export const DELIVERY_OPTIONS = ['standard', 'express'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

export const DELIVERY_OPTION_LABELS: Record<DeliveryOption, string> = {
  standard: 'Standard delivery',
  express: 'Express delivery',
};

/** ISO weekday numbers, Monday 1 to Sunday 7. */
export const WEEKDAYS = [
  { day: 1, short: 'Mon', name: 'Monday' },
  { day: 2, short: 'Tue', name: 'Tuesday' },
  { day: 3, short: 'Wed', name: 'Wednesday' },
  { day: 4, short: 'Thu', name: 'Thursday' },
  { day: 5, short: 'Fri', name: 'Friday' },
  { day: 6, short: 'Sat', name: 'Saturday' },
  { day: 7, short: 'Sun', name: 'Sunday' },
] as const;

export interface DayRange {
  min: number;
  max: number;
}

/** The shop's delivery settings as the rules read them (money in paise, the cut-off in minutes after midnight in India). */
export interface DeliveryTerms {
  standardFeePaise: number;
  /** Standard delivery is free for an order value at or above this; null: the fee applies to every order. */
  freeFromPaise: number | null;
  standardDays: DayRange;
  expressEnabled: boolean;
  expressFeePaise: number;
  expressDays: DayRange;
  /** Orders placed on a working day before this time (IST) leave the same day. */
  cutoffMinutes: number;
  /** ISO weekdays the shop dispatches on and couriers' business days are counted on. */
  workingDays: readonly number[];
  /** PIN codes (6 digits) or their first 1 to 5 digits. */
  unservedPins: readonly string[];
  noCodPins: readonly string[];
}

/** The terms of a shop that set nothing: free standard delivery everywhere in 3–5 days, no express, COD wherever served. */
export const DEFAULT_DELIVERY_TERMS: DeliveryTerms = {
  standardFeePaise: 0,
  freeFromPaise: null,
  standardDays: { min: 3, max: 5 },
  expressEnabled: false,
  expressFeePaise: 0,
  expressDays: { min: 1, max: 2 },
  cutoffMinutes: 14 * 60,
  workingDays: [1, 2, 3, 4, 5, 6],
  unservedPins: [],
  noCodPins: [],
};

/**
 * The delivery fee of an option for an order value (the goods after any discount, before fees). Standard: free at or
 * above the threshold, else its fee. Express: its fee whatever the value (it is the faster service, not a discount).
 */
export function deliveryFeePaise(terms: DeliveryTerms, option: DeliveryOption, orderValuePaise: number): number {
  if (option === 'express') return terms.expressFeePaise;
  if (terms.freeFromPaise !== null && orderValuePaise >= terms.freeFromPaise) return 0;
  return terms.standardFeePaise;
}

/** Whether a rule's list names this PIN: an entry of 6 digits is the PIN itself, a shorter one every PIN it begins. */
export function pinMatches(pinCode: string, entries: readonly string[]): boolean {
  return entries.some((entry) => entry.length > 0 && pinCode.startsWith(entry));
}

export function isPinServed(terms: DeliveryTerms, pinCode: string): boolean {
  return !pinMatches(pinCode, terms.unservedPins);
}

/** Cash on delivery by PIN: never where the shop does not deliver, nor where the admin listed the PIN (or its prefix). */
export function isCodAllowedForPin(terms: DeliveryTerms, pinCode: string): boolean {
  return isPinServed(terms, pinCode) && !pinMatches(pinCode, terms.noCodPins);
}

// ---- Dates: calendar days in India as 'YYYY-MM-DD', computed in UTC on a shifted instant (IST has no DST) ----

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

function dayNumber(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
}
function isoDateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
/** ISO weekday (Monday 1 … Sunday 7) of a day number (days since 1970-01-01, a Thursday). */
function weekdayOf(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The working days, or every day when the list is empty (a shop that set none still ships). */
function workingSet(terms: DeliveryTerms): Set<number> {
  return new Set(terms.workingDays.length > 0 ? terms.workingDays : [1, 2, 3, 4, 5, 6, 7]);
}

function nextWorkingDay(day: number, working: Set<number>): number {
  let next = day + 1;
  while (!working.has(weekdayOf(next))) next += 1;
  return next;
}

function addWorkingDays(day: number, count: number, working: Set<number>): number {
  let result = day;
  for (let i = 0; i < count; i += 1) result = nextWorkingDay(result, working);
  return result;
}

/** The calendar day in India at an instant, and the minutes since midnight there. */
export function istDayAndMinutes(now: Date): { date: string; minutes: number } {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return { date: shifted.toISOString().slice(0, 10), minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** The day an order placed now leaves: today when it is a working day before the cut-off (IST), else the next working day. */
export function dispatchDate(terms: DeliveryTerms, now: Date): string {
  const working = workingSet(terms);
  const { date, minutes } = istDayAndMinutes(now);
  const today = dayNumber(date);
  const isToday = working.has(weekdayOf(today)) && minutes < terms.cutoffMinutes;
  return isoDateOf(isToday ? today : nextWorkingDay(today, working));
}

/** The expected delivery dates: the dispatch day plus the option's least and most business (working) days. */
export function deliveryWindow(terms: DeliveryTerms, days: DayRange, now: Date): { dispatch: string; earliest: string; latest: string } {
  const working = workingSet(terms);
  const dispatch = dispatchDate(terms, now);
  const day = dayNumber(dispatch);
  return {
    dispatch,
    earliest: isoDateOf(addWorkingDays(day, days.min, working)),
    latest: isoDateOf(addWorkingDays(day, Math.max(days.min, days.max), working)),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2026-12-03' → 'Thu 3 Dec': the same text on the server and in any browser, whatever its locale and zone. */
export function formatDeliveryDate(isoDate: string): string {
  const day = dayNumber(isoDate);
  if (!Number.isFinite(day)) return isoDate;
  const date = new Date(day * DAY_MS);
  return `${WEEKDAYS[weekdayOf(day) - 1]?.short ?? ''} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''}`;
}

/** 'Thu 3 Dec – Mon 7 Dec', or one date when both are the same day. */
export function formatDeliveryRange(earliest: string, latest: string): string {
  return earliest === latest ? formatDeliveryDate(earliest) : `${formatDeliveryDate(earliest)} – ${formatDeliveryDate(latest)}`;
}

/** '14:00' ↔ 840. */
export function cutoffText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
