import { createHash, randomInt } from 'node:crypto';
import { formatGiftCardCode, GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_PREFIX, normalizeGiftCardCode } from '@aurelle/contract';

/** Characters drawn after the prefix: 12 from 31 is ~59 bits, far beyond guessing at a rate-limited check. */
const RANDOM_CHARACTERS = 12;

/** A new card's code (uniformly random, from the CSPRNG), as printed, with what is stored of it. */
export function newGiftCardCode(): { printed: string; codeHash: string; lastFour: string } {
  let random = '';
  for (let i = 0; i < RANDOM_CHARACTERS; i += 1) random += GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)];
  const normalized = `${GIFT_CARD_CODE_PREFIX}${random}`;
  return { printed: formatGiftCardCode(normalized), codeHash: giftCardCodeHash(normalized), lastFour: normalized.slice(-4) };
}

/** What the store keeps of a code and looks it up by: the SHA-256 of its normalized form (any case, dashes, spaces). */
export function giftCardCodeHash(typed: string): string {
  return createHash('sha256').update(normalizeGiftCardCode(typed)).digest('hex');
}
