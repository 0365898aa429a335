import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a link stops: campaign e-mails (news and offers), or cart reminders. */
export type UnsubscribePurpose = 'unsubscribe' | 'cart-reminders';

function signature(userId: string, secret: string, purpose: UnsubscribePurpose): string {
  // A purpose prefix keeps this HMAC from ever being usable as any other signature made with the same secret,
  // including a link of the other purpose.
  return createHmac('sha256', secret).update(`${purpose}:${userId}`).digest('base64url');
}

/** `<userId>.<HMAC>`: stateless, never expires, only unsubscribes (so a leaked link can do no more harm). */
export function createUnsubscribeToken(userId: string, secret: string, purpose: UnsubscribePurpose = 'unsubscribe'): string {
  return `${userId}.${signature(userId, secret, purpose)}`;
}

/** The user id when the token is one of ours for this purpose (checked in constant time), otherwise undefined. */
export function verifyUnsubscribeToken(token: string, secret: string, purpose: UnsubscribePurpose = 'unsubscribe'): string | undefined {
  const separator = token.indexOf('.');
  if (separator < 0) return undefined;
  const userId = token.slice(0, separator).toLowerCase();
  if (!UUID.test(userId)) return undefined;
  const expected = Buffer.from(signature(userId, secret, purpose));
  const given = Buffer.from(token.slice(separator + 1));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return userId;
}

export function unsubscribeUrl(appUrl: string, userId: string, secret: string): string {
  return `${appUrl}/api/unsubscribe/${createUnsubscribeToken(userId, secret)}`;
}

/** The cart reminder's link: it turns cart reminders off, nothing else. */
export function cartRemindersUnsubscribeUrl(appUrl: string, userId: string, secret: string): string {
  return `${appUrl}/api/unsubscribe/cart-reminders/${createUnsubscribeToken(userId, secret, 'cart-reminders')}`;
}
