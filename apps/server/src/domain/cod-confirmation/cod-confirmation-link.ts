import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed link in a cash-on-delivery order's e-mail: whoever holds it may confirm or cancel that one order, as the
 * shopper's WhatsApp may. The signature is an HMAC of the order id with the server's secret, so no token is stored.
 */
export function codConfirmationToken(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`cod-confirmation:${orderId}`).digest('base64url');
}

export function isValidCodConfirmationToken(secret: string, orderId: string, token: string): boolean {
  const expected = Buffer.from(codConfirmationToken(secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function codConfirmationUrl(appUrl: string, secret: string, orderId: string): string {
  const query = new URLSearchParams({ order: orderId, token: codConfirmationToken(secret, orderId) });
  return `${appUrl}/shop/cod-confirmation?${query.toString()}`;
}
