const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "2 December 2026" for a calendar date on India's calendar (YYYY-MM-DD) or an instant. */
export function giftCardLongDate(dateOrInstant: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(dateOrInstant) ? `${dateOrInstant}T12:00:00+05:30` : dateOrInstant;
  return longDate.format(new Date(instant));
}
