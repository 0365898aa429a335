import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatIstDate, initialsOf, shortOrderId } from './customer-format';

describe('customer page formats', () => {
  it('reads instants on India’s calendar, whatever the browser’s zone', () => {
    // 19:00 UTC on 9 January is 00:30 on 10 January in India.
    expect(formatIstDate('2026-01-09T19:00:00Z')).toBe('10 Jan 2026');
    expect(formatIstDate('2026-01-09T18:29:00Z')).toBe('9 Jan 2026');
  });

  it('shows a calendar day the server computed as it is', () => {
    expect(formatCalendarDay('2026-04-02')).toBe('2 Apr 2026');
  });

  it('makes a monogram of the first and last names, and an order number of the id’s start', () => {
    expect(initialsOf('Kavya Menon')).toBe('KM');
    expect(initialsOf('  ravi  kumar sharma ')).toBe('RS');
    expect(initialsOf('Meera')).toBe('M');
    expect(shortOrderId('d52a9108-c74e-4b9e-a6b8-606685eb4fef')).toBe('D52A9108');
  });
});
