import { ORDER_ID_DISPLAY_LENGTH, type PaymentStatus } from '@aurelle/contract';

// The back office reads dates on India's calendar, wherever the admin's browser is.
const istDateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const calendarDayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** An instant (ISO) as India's date: '10 Jan 2026'. */
export function formatIstDate(instant: string): string {
  return istDateFormat.format(new Date(instant));
}

/** A calendar day the server already took in India ('2026-01-10') as '10 Jan 2026'. */
export function formatCalendarDay(day: string): string {
  return calendarDayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** The order number as people read it aloud: its first 8 characters. */
export function shortOrderId(orderId: string): string {
  return orderId.slice(0, ORDER_ID_DISPLAY_LENGTH).toUpperCase();
}

export const paymentLabels: Record<PaymentStatus, string> = { pending: 'Pending', completed: 'Paid', failed: 'Failed' };

/** Up to two initials for the monogram: 'Kavya Menon' → 'KM'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}
