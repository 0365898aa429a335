import { describe, expect, it } from 'vitest';
import { formatEffectiveDate } from './effective-date';

describe('formatEffectiveDate', () => {
  it('writes the day before the month, in full, as en-IN does', () => {
    expect(formatEffectiveDate(new Date(2026, 0, 5))).toBe('5 January 2026');
  });
});
