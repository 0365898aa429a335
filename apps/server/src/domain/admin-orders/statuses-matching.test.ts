import { describe, expect, it } from 'vitest';
import { statusesMatching } from './statuses-matching.ts';

describe('statusesMatching', () => {
  it('matches stored values, admin labels and shopper labels in any case', () => {
    expect(statusesMatching('inShipping')).toEqual(['inShipping']);
    expect(statusesMatching('in shipping')).toEqual(['inShipping']);
    expect(statusesMatching('SHIPPED')).toEqual(['inShipping']);
    expect(statusesMatching('Delivered')).toEqual(['delivered']);
    expect(statusesMatching('processing')).toEqual(['pending', 'confirmed', 'inProcess']);
    expect(statusesMatching('cancel')).toEqual(['rejected', 'cancelled']);
  });

  it('matches parts of a name and nothing for unrelated or empty text', () => {
    expect(statusesMatching('pend')).toEqual(['pending']);
    expect(statusesMatching('ship')).toEqual(['inShipping']);
    expect(statusesMatching('in proc')).toEqual(['inProcess']);
    expect(statusesMatching('zzz')).toEqual([]);
    expect(statusesMatching('1234')).toEqual([]);
    expect(statusesMatching('3de0')).toEqual([]);
    expect(statusesMatching('#ab12')).toEqual([]);
    expect(statusesMatching('  ')).toEqual([]);
  });
});
