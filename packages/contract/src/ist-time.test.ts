import { describe, expect, it } from 'vitest';
import { formatIstIso, parseIstInstant, toIstDateTimeInput } from './ist-time.ts';

describe('instants in India time', () => {
  it('reads a wall-clock time without an offset as India time, and one with an offset as given', () => {
    const tenAm = Date.parse('2026-12-01T04:30:00Z');
    expect(parseIstInstant('2026-12-01T10:00')).toBe(tenAm);
    expect(parseIstInstant('2026-12-01 10:00')).toBe(tenAm);
    expect(parseIstInstant('2026-12-01T10:00:00+05:30')).toBe(tenAm);
    expect(parseIstInstant('2026-12-01T04:30:00.000Z')).toBe(tenAm);
    expect(parseIstInstant('2026-12-01T00:30:00-04:00')).toBe(tenAm);
  });

  it('refuses what is not a date and time', () => {
    for (const text of ['', 'tomorrow', '2026-02-31T10:00', '2026-12-01T24:00', '2026-13-01 10:00', '2026-12-01']) {
      expect(parseIstInstant(text)).toBeUndefined();
    }
  });

  it('writes an instant in India time, for the CSV and for a date-time input', () => {
    expect(formatIstIso('2026-12-01T04:30:00.000Z')).toBe('2026-12-01T10:00:00+05:30');
    expect(formatIstIso(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01T01:30:00+05:30');
    expect(toIstDateTimeInput('2026-12-01T04:30:00.000Z')).toBe('2026-12-01T10:00');
    expect(parseIstInstant(formatIstIso('2026-12-01T04:31:00.000Z'))).toBe(Date.parse('2026-12-01T04:31:00Z'));
  });
});
