import { describe, expect, it } from 'vitest';
import { percentOffInWholeRupees } from './product-table-values.ts';

describe('a price lowered by a whole percent (decision 087)', () => {
  it('lands on whole rupees, halves going up', () => {
    expect(percentOffInWholeRupees(129_900, 20)).toBe(103_900); // ₹1,039.20 → ₹1,039
    expect(percentOffInWholeRupees(199_900, 30)).toBe(139_900); // ₹1,399.30 → ₹1,399
    expect(percentOffInWholeRupees(500, 50)).toBe(300); // ₹2.50 → ₹3
    expect(percentOffInWholeRupees(500, 30)).toBe(400); // ₹3.50 → ₹4
    expect(percentOffInWholeRupees(125_000, 30)).toBe(87_500); // exactly ₹875
    expect(percentOffInWholeRupees(100, 60)).toBe(0); // ₹0.40 → ₹0: the caller refuses it
  });

  it('never lets float noise decide a rupee, over every price up to ₹10,000 and every percent', () => {
    for (let pricePaise = 100; pricePaise <= 1_000_000; pricePaise += 997) {
      for (let percent = 1; percent <= 99; percent += 7) {
        const exact = (BigInt(pricePaise) * BigInt(100 - percent) * 2n + 10_000n) / 20_000n; // rupees, halves up
        expect(percentOffInWholeRupees(pricePaise, percent)).toBe(Number(exact) * 100);
      }
    }
  });
});
