import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUnsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const secret = 'a-test-secret-that-is-long-enough-1234567890';

describe('unsubscribe token', () => {
  it('round-trips the user id', () => {
    const userId = randomUUID();
    expect(verifyUnsubscribeToken(createUnsubscribeToken(userId, secret), secret)).toBe(userId);
    expect(unsubscribeUrl('https://shop.example', userId, secret)).toMatch(
      new RegExp(`^https://shop.example/api/unsubscribe/${userId}\\.`),
    );
  });

  it('refuses another secret, another user, a changed signature and malformed tokens', () => {
    const userId = randomUUID();
    const token = createUnsubscribeToken(userId, secret);
    expect(verifyUnsubscribeToken(token, `${secret}x`)).toBeUndefined();
    expect(verifyUnsubscribeToken(token.replace(userId, randomUUID()), secret)).toBeUndefined();
    expect(verifyUnsubscribeToken(`${token.slice(0, -2)}AA`, secret)).toBeUndefined();
    expect(verifyUnsubscribeToken(userId, secret)).toBeUndefined();
    expect(verifyUnsubscribeToken('not-a-uuid.abc', secret)).toBeUndefined();
    expect(verifyUnsubscribeToken('', secret)).toBeUndefined();
  });
});
