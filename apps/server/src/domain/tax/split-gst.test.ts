import { describe, expect, it } from 'vitest';
import { shareOut, splitGst, sumTaxLines, type GstLineInput } from './split-gst.ts';

const perfume = (unitPricePaise: number, quantity = 1, gstRateBasisPoints = 1800): GstLineInput => ({
  description: 'Perfume',
  sku: null,
  hsnCode: '3303',
  quantity,
  unitPricePaise,
  gstRateBasisPoints,
});

// Every figure below was worked out by hand from taxable = total / (1 + rate).
describe('splitGst', () => {
  it.each([
    // total paise, rate bp, intra-state?, taxable, CGST = SGST, IGST
    [100_000, 1800, true, 84_746, 7_627, 0], // ₹1,000 at 18%: 84,745.76 taxable → halves 7,627.12 → 7,627
    [100_000, 1800, false, 84_746, 0, 15_254], // IGST 15,254.24 → 15,254
    [9_999, 500, false, 9_523, 0, 476], // ₹99.99 at 5%: 476.14 → 476
    [9_999, 500, true, 9_523, 238, 0], // halves 238.07 → 238
    [118, 1800, true, 100, 9, 0], // exactly ₹1.00 taxable
    [1, 1800, true, 1, 0, 0], // a paisa carries no tax
  ])('%i paise at %i bp (intra-state %s): taxable %i, CGST/SGST %i, IGST %i', (total, rate, intra, taxable, half, igst) => {
    const [line] = splitGst([perfume(total, 1, rate)], 0, intra);
    expect(line).toMatchObject({ taxablePaise: taxable, cgstPaise: half, sgstPaise: half, igstPaise: igst, totalPaise: total });
  });

  it('shares a 15% first-order discount over several lines, then splits each line once', () => {
    // 2 × ₹2,450 and 1 × ₹1,299: ₹6,199 less 15% (₹929.85) = ₹5,269.15 paid.
    const lines = [perfume(245_000, 2), perfume(129_900)];
    const intra = splitGst(lines, 92_985, true);
    expect(intra.map((line) => [line.discountPaise, line.totalPaise, line.taxablePaise, line.cgstPaise])).toEqual([
      [73_500, 416_500, 352_966, 31_767], // 416,500 / 1.18 = 352,966.10; halves 31,766.95 → 31,767
      [19_485, 110_415, 93_573, 8_421], // 110,415 / 1.18 = 93,572.03; halves 8,421.48 → 8,421
    ]);
    const inter = splitGst(lines, 92_985, false);
    expect(inter.map((line) => [line.taxablePaise, line.igstPaise])).toEqual([
      [352_966, 63_534], // 63,533.90 → 63,534
      [93_572, 16_843], // 16,842.97 → 16,843
    ]);
    for (const split of [intra, inter]) expect(sumTaxLines(split).totalPaise).toBe(526_915);
  });

  it('keeps every line whole: taxable + taxes = what was paid for it, to the paisa', () => {
    const lines = [perfume(33_333, 3), perfume(12_345, 1, 500), perfume(99_999, 2, 2800)];
    for (const intra of [true, false]) {
      const split = splitGst(lines, 10_001, intra);
      for (const line of split) expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.totalPaise);
      expect(sumTaxLines(split).totalPaise).toBe(33_333 * 3 + 12_345 + 99_999 * 2 - 10_001);
    }
  });
});

describe('shareOut', () => {
  it.each([
    [100, [300, 300, 300], [34, 33, 33]],
    [10, [3, 7], [3, 7]],
    [5, [1, 2, 2], [1, 2, 2]],
    [7, [10, 10, 10, 10], [2, 2, 2, 1]],
    [0, [5, 5], [0, 0]],
    [50, [10, 20], [10, 20]], // never more than the lines are worth
  ])('%i over %j → %j', (amount, weights, expected) => {
    expect(shareOut(amount, weights)).toEqual(expected);
  });
});
