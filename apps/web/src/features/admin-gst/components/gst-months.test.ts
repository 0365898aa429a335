import { describe, expect, it } from 'vitest';
import { currentIstMonth, defaultGstMonth, gstMonthFrom, monthLabel, selectableMonths, shiftMonth } from './gst-months';

// 1 December 2026, 00:10 in India; still 30 November in UTC.
const justIntoDecember = new Date('2026-11-30T18:40:00Z');

describe('GST months', () => {
  it('follows India’s calendar: the default is the last complete month there', () => {
    expect(currentIstMonth(justIntoDecember)).toBe('2026-12');
    expect(defaultGstMonth(justIntoDecember)).toBe('2026-11');
    expect(defaultGstMonth(new Date('2027-01-15T10:00:00Z'))).toBe('2026-12');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('takes a month from the URL only when the summary can show it', () => {
    expect(gstMonthFrom('2026-10', justIntoDecember)).toBe('2026-10');
    expect(gstMonthFrom('2026-12', justIntoDecember)).toBe('2026-12');
    expect(gstMonthFrom('2027-01', justIntoDecember)).toBe('2026-11');
    expect(gstMonthFrom('2026-13', justIntoDecember)).toBe('2026-11');
    expect(gstMonthFrom(null, justIntoDecember)).toBe('2026-11');
  });

  it('offers recent months newest first, and keeps an older chosen one', () => {
    const months = selectableMonths('2026-11', justIntoDecember, 3);
    expect(months).toEqual(['2026-12', '2026-11', '2026-10']);
    expect(selectableMonths('2020-04', justIntoDecember, 3).at(-1)).toBe('2020-04');
    expect(monthLabel('2026-11')).toBe('November 2026');
  });
});
