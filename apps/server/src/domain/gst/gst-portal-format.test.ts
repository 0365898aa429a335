import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '@aurelle/contract';
import { gstMonth, istMonthOf } from './gst-month.ts';
import { hsnDescription, placeOfSupplyLabel, portalAmount, portalDate, portalRate, uqcOf } from './gst-portal-format.ts';

describe('the GST offline tool’s spellings', () => {
  it('names places of supply as the tool’s state list does', () => {
    const labels = INDIAN_STATES.map((state) => placeOfSupplyLabel(state.code, state.name));
    expect(labels).toContain('29-Karnataka');
    expect(labels).toContain('01-Jammu & Kashmir');
    expect(labels).toContain('26-Dadra & Nagar Haveli & Daman & Diu');
    expect(labels).toContain('35-Andaman & Nicobar Islands');
    expect(labels).toContain('07-Delhi');
    expect(labels.every((label) => /^\d\d-[A-Z][A-Za-z &]+$/.test(label))).toBe(true);
  });

  it('writes amounts and rates with two decimals, exactly, negatives included', () => {
    expect(portalAmount(0)).toBe('0.00');
    expect(portalAmount(5)).toBe('0.05');
    expect(portalAmount(10_169_492)).toBe('101694.92');
    expect(portalAmount(-25_424)).toBe('-254.24');
    expect(portalAmount(-7)).toBe('-0.07');
    expect(portalRate(1800)).toBe('18.00');
    expect(portalRate(25)).toBe('0.25');
    expect(portalDate('2026-11-05')).toBe('05-Nov-2026');
  });

  it('counts goods in numbers and services without a unit; describes a code by the tariff', () => {
    expect(uqcOf('3303')).toBe('NOS');
    expect(uqcOf('9968')).toBe('NA');
    expect(uqcOf('9985')).toBe('NA');
    expect(hsnDescription('3303', 'Oud Royale 100 ml')).toBe('Perfumes and toilet waters');
    expect(hsnDescription('3306', 'Mouthwash')).toBe('Mouthwash');
  });
});

describe('a month in India’s time', () => {
  it('starts and ends at midnight IST (18:30 UTC the day before)', () => {
    const november = gstMonth('2026-11', new Date('2026-12-15T00:00:00Z'));
    expect(november.start.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(november.end.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect([november.firstDay, november.lastDay]).toEqual(['2026-11-01', '2026-11-30']);
    expect(gstMonth('2028-02', new Date('2028-03-01T00:00:00Z')).lastDay).toBe('2028-02-29');
  });

  it('is India’s month at the moment, and a later month is refused', () => {
    expect(istMonthOf(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11');
    expect(istMonthOf(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(() => gstMonth('2026-12', new Date('2026-11-30T18:29:59Z'))).toThrow('month must not be after the current month');
    expect(gstMonth('2026-12', new Date('2026-11-30T18:30:00Z')).month).toBe('2026-12');
  });
});
