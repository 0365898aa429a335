import { SALE_COUNTDOWN_HOURS } from '@aurelle/contract';

const MINUTE = 60_000;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * The time left in a sale as the product page says it: "1 day 4 hours", "5 hours 12 minutes", "12 minutes",
 * "less than a minute" (whole units, rounded down). Null when the end is more than 48 hours away, or has passed.
 */
export function saleEndsInText(endsAt: string, now: number): string | null {
  const left = Date.parse(endsAt) - now;
  if (!(left > 0) || left > SALE_COUNTDOWN_HOURS * 60 * MINUTE) return null;
  const minutesLeft = Math.floor(left / MINUTE);
  const days = Math.floor(minutesLeft / (24 * 60));
  const hours = Math.floor((minutesLeft % (24 * 60)) / 60);
  const minutes = minutesLeft % 60;
  if (days > 0) return hours > 0 ? `${count(days, 'day')} ${count(hours, 'hour')}` : count(days, 'day');
  if (hours > 0) return minutes > 0 ? `${count(hours, 'hour')} ${count(minutes, 'minute')}` : count(hours, 'hour');
  return minutes > 0 ? count(minutes, 'minute') : 'less than a minute';
}
