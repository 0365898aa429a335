import { describe, expect, it } from 'vitest';
import type { PinCheck } from '@aurelle/contract';
import { feeText, pinCheckSummary } from './pin-check-text';

const check: PinCheck = {
  pinCode: '781001',
  district: 'Kamrup',
  state: 'Assam',
  stateCode: '18',
  states: ['Assam'],
  served: true,
  cod: true,
  dispatchDate: '2026-12-01',
  options: [
    {
      option: 'standard',
      label: 'Standard delivery',
      fee: 0,
      freeFrom: null,
      minDays: 2,
      maxDays: 4,
      earliest: '2026-12-03',
      latest: '2026-12-07',
    },
  ],
};

describe('PIN check texts', () => {
  it('says where, by when and whether cash on delivery is possible', () => {
    expect(pinCheckSummary(check)).toBe('Delivers to Kamrup, Assam · by Thu 3 Dec – Mon 7 Dec · Cash on delivery available');
    expect(pinCheckSummary({ ...check, cod: false })).toContain('Cash on delivery not available');
    expect(pinCheckSummary({ ...check, served: false, options: [] })).toBe('Sorry, we do not deliver to 781001 (Kamrup, Assam) yet');
  });

  it('writes fees in whole rupees, with the threshold when asked', () => {
    expect(feeText({ fee: 0, freeFrom: null })).toBe('Free');
    expect(feeText({ fee: 99, freeFrom: 2000 }, true)).toBe('₹99, free from ₹2,000');
    expect(feeText({ fee: 99, freeFrom: 2000 })).toBe('₹99');
  });
});
