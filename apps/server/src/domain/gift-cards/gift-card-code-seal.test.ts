import { describe, expect, it } from 'vitest';
import { openGiftCardCode, sealGiftCardCode } from './gift-card-code-seal.ts';

const secret = 'a-server-secret-of-enough-length-000000';
const purchaseId = '7f7c2a52-8d0e-4d7a-9a55-1b1b1b1b1b1b';

describe('a bought card code sealed until delivery', () => {
  it('opens with the same secret and purchase, and never holds the code in the clear', () => {
    const sealed = sealGiftCardCode(secret, purchaseId, 'AURL-7KQ2-M9XD-3HTP');
    expect(sealed).not.toContain('7KQ2');
    expect(sealed).not.toContain('3HTP');
    expect(openGiftCardCode(secret, purchaseId, sealed)).toBe('AURL-7KQ2-M9XD-3HTP');
    expect(sealGiftCardCode(secret, purchaseId, 'AURL-7KQ2-M9XD-3HTP')).not.toBe(sealed);
  });

  it('refuses another secret, another purchase, or an altered seal', () => {
    const sealed = sealGiftCardCode(secret, purchaseId, 'AURL-7KQ2-M9XD-3HTP');
    expect(() => openGiftCardCode('another-secret-entirely-000000000000', purchaseId, sealed)).toThrow();
    expect(() => openGiftCardCode(secret, '00000000-0000-4000-8000-000000000000', sealed)).toThrow();
    const parts = sealed.split('.');
    const body = parts[3] ?? '';
    const altered = [parts[0], parts[1], parts[2], `${body.slice(0, -2)}${body.endsWith('AA') ? 'BB' : 'AA'}`].join('.');
    expect(() => openGiftCardCode(secret, purchaseId, altered)).toThrow();
    expect(() => openGiftCardCode(secret, purchaseId, 'plain-text')).toThrow();
  });
});
