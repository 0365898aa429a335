import { describe, expect, it } from 'vitest';
import { saleEndsInText } from './sale-countdown';

describe('"Sale ends in …" on the product page', () => {
  const now = Date.parse('2026-12-01T10:00:00+05:30');
  const endsAfter = (ms: number) => new Date(now + ms).toISOString();
  const minute = 60_000;
  const hour = 60 * minute;

  it.each([
    [48 * hour + 1000, null],
    [48 * hour, '2 days'],
    [28 * hour, '1 day 4 hours'],
    [28 * hour + 59 * minute, '1 day 4 hours'],
    [24 * hour, '1 day'],
    [23 * hour + 59 * minute + 59_000, '23 hours 59 minutes'],
    [5 * hour + 12 * minute, '5 hours 12 minutes'],
    [hour, '1 hour'],
    [61 * minute, '1 hour 1 minute'],
    [12 * minute + 30_000, '12 minutes'],
    [minute, '1 minute'],
    [59_000, 'less than a minute'],
    [0, null],
    [-1000, null],
  ])('%d ms before the end: %s', (left, text) => {
    expect(saleEndsInText(endsAfter(left), now)).toBe(text);
  });
});
