/** India's time (UTC+5:30, no daylight saving): an invoice's date and financial year are those of the shop. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The moment as a calendar date in India, YYYY-MM-DD. */
export function indianDate(moment: Date): string {
  return new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The financial year (1 April – 31 March, in India's time) a moment falls in, as printed in numbers: "26-27". */
export function financialYearOf(moment: Date): string {
  const local = new Date(moment.getTime() + IST_OFFSET_MS);
  const year = local.getUTCFullYear();
  const start = local.getUTCMonth() >= 3 ? year : year - 1;
  const twoDigits = (value: number) => String(value % 100).padStart(2, '0');
  return `${twoDigits(start)}-${twoDigits(start + 1)}`;
}
