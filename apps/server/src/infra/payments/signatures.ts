import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Lower-case hex HMAC-SHA256, the form Razorpay uses for payment and webhook signatures. */
export function hmacSha256Hex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Compares two strings in constant time (a length mismatch is rejected without comparing). */
export function safeEqual(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

/** Razorpay checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function paymentSignature(secret: string, providerOrderId: string, paymentId: string): string {
  return hmacSha256Hex(secret, `${providerOrderId}|${paymentId}`);
}

/** A stable secret derived from another one, so the simulated provider works with zero set-up. */
export function deriveSecret(rootSecret: string, purpose: string): string {
  return createHash('sha256').update(`aurelle:${purpose}:${rootSecret}`).digest('hex');
}
