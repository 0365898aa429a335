import { describe, expect, it } from 'vitest';
import { reviewerDisplayName } from './review.ts';

describe('a reviewer’s public name', () => {
  it.each([
    ['Asha Rao', 'Asha R.'],
    ['  Meera   Krishnan Iyer ', 'Meera I.'],
    ['Kavya', 'Kavya'],
    ['ravi shankar', 'ravi S.'],
    ['   ', 'A customer'],
  ])('%s → %s', (userName, expected) => {
    expect(reviewerDisplayName(userName)).toBe(expected);
  });
});
