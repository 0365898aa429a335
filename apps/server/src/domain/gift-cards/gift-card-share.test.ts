import { describe, expect, it } from 'vitest';
import { giftCardShare } from './gift-card-share.ts';

describe('giftCardShare', () => {
  it('pays part of an online order and leaves the rest to the provider', () => {
    expect(giftCardShare({ balancePaise: 50_000, beforeCodPaise: 120_000, codFeePaise: 4_900, payingCash: false })).toEqual({
      appliedPaise: 50_000,
      codFeePaise: 0,
      totalPaise: 120_000,
      toPayPaise: 70_000,
    });
  });

  it('pays the whole of an online order and keeps what is left', () => {
    expect(giftCardShare({ balancePaise: 500_000, beforeCodPaise: 120_000, codFeePaise: 4_900, payingCash: false })).toEqual({
      appliedPaise: 120_000,
      codFeePaise: 0,
      totalPaise: 120_000,
      toPayPaise: 0,
    });
  });

  it('charges cash on delivery its fee when cash is left to collect, and the card pays towards the fee too', () => {
    expect(giftCardShare({ balancePaise: 50_000, beforeCodPaise: 120_000, codFeePaise: 4_900, payingCash: true })).toEqual({
      appliedPaise: 50_000,
      codFeePaise: 4_900,
      totalPaise: 124_900,
      toPayPaise: 74_900,
    });
  });

  it('charges no cash-on-delivery fee when the card covers everything else (nothing to collect)', () => {
    const exactly = giftCardShare({ balancePaise: 120_000, beforeCodPaise: 120_000, codFeePaise: 4_900, payingCash: true });
    expect(exactly).toEqual({ appliedPaise: 120_000, codFeePaise: 0, totalPaise: 120_000, toPayPaise: 0 });
    // One paisa short of the goods: the fee stands and the card pays all it holds.
    const short = giftCardShare({ balancePaise: 119_999, beforeCodPaise: 120_000, codFeePaise: 4_900, payingCash: true });
    expect(short).toEqual({ appliedPaise: 119_999, codFeePaise: 4_900, totalPaise: 124_900, toPayPaise: 4_901 });
  });

  it('changes nothing without a card, a ₹0 order by cash included', () => {
    expect(giftCardShare({ balancePaise: 0, beforeCodPaise: 120_000, codFeePaise: 4_900, payingCash: true })).toEqual({
      appliedPaise: 0,
      codFeePaise: 4_900,
      totalPaise: 124_900,
      toPayPaise: 124_900,
    });
    expect(giftCardShare({ balancePaise: 0, beforeCodPaise: 0, codFeePaise: 4_900, payingCash: true }).codFeePaise).toBe(4_900);
  });

  it('never pays more than the total nor leaves a negative amount, over many amounts', () => {
    for (let balance = 0; balance <= 30_000; balance += 1_237) {
      for (let before = 0; before <= 30_000; before += 1_511) {
        for (const payingCash of [false, true]) {
          const share = giftCardShare({ balancePaise: balance, beforeCodPaise: before, codFeePaise: 2_500, payingCash });
          expect(share.appliedPaise).toBe(Math.min(balance, share.totalPaise));
          expect(share.appliedPaise + share.toPayPaise).toBe(share.totalPaise);
          expect(share.toPayPaise).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });
});
