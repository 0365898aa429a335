import { describe, expect, it } from 'vitest';
import { GIFT_CARD_CODE_ALPHABET } from '@aurelle/contract';
import { giftCardCodeHash, newGiftCardCode } from './gift-card-codes.ts';

describe('gift card codes', () => {
  it('prints AURL and three groups of four from the alphabet without look-alikes', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const { printed, lastFour } = newGiftCardCode();
      expect(printed).toMatch(/^AURL-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
      expect(printed.endsWith(lastFour)).toBe(true);
      seen.add(printed);
    }
    expect(seen.size).toBe(500);
    expect(GIFT_CARD_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it('finds a code however it is typed, and only that code', () => {
    const { printed, codeHash } = newGiftCardCode();
    expect(giftCardCodeHash(printed)).toBe(codeHash);
    expect(giftCardCodeHash(printed.toLowerCase().replaceAll('-', ' '))).toBe(codeHash);
    expect(giftCardCodeHash(printed.replaceAll('-', ''))).toBe(codeHash);
    expect(giftCardCodeHash(`${printed.slice(0, -1)}${printed.endsWith('2') ? '3' : '2'}`)).not.toBe(codeHash);
  });
});
