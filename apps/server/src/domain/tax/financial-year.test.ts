import { describe, expect, it } from 'vitest';
import { formatDocumentNumber } from './document-number.ts';
import { financialYearOf, indianDate } from './financial-year.ts';

describe('financialYearOf', () => {
  it.each([
    ['2026-03-31T18:29:59Z', '25-26'], // 23:59:59 on 31 March in India
    ['2026-03-31T18:30:00Z', '26-27'], // midnight of 1 April in India: the series restarts
    ['2026-11-25T10:00:00Z', '26-27'],
    ['2027-01-01T00:00:00Z', '26-27'],
    ['2099-04-01T00:00:00Z', '99-00'],
  ])('%s falls in %s', (moment, year) => {
    expect(financialYearOf(new Date(moment))).toBe(year);
  });

  it("dates a moment on India's calendar", () => {
    expect(indianDate(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04-01');
  });
});

describe('formatDocumentNumber', () => {
  it('fits invoices and credit notes in 16 characters', () => {
    expect(formatDocumentNumber('invoice', 'AUR', '26-27', 123)).toBe('AUR/26-27/000123');
    expect(formatDocumentNumber('credit-note', 'AUR', '26-27', 12)).toBe('AURC/26-27/00012');
    expect(formatDocumentNumber('invoice', 'AUR', '26-27', 999_999)).toHaveLength(16);
    expect(formatDocumentNumber('credit-note', 'AUR', '26-27', 99_999)).toHaveLength(16);
  });
});
