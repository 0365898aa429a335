import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A bought card's code waits for its delivery date sealed, never in the clear (decision 105): AES-256-GCM under a key
 * derived (HKDF-SHA256) from the server's secret for this purpose alone, bound to its purchase (the additional data), so
 * a sealed code copied onto another purchase does not open. Erased once delivered.
 */
const VERSION = 'v1';

function sealKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'aurelle', 'gift-card-code-seal v1', 32));
}

export function sealGiftCardCode(secret: string, purchaseId: string, code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  cipher.setAAD(Buffer.from(purchaseId));
  const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The code, or an error when the seal was made under another secret, for another purchase, or altered. */
export function openGiftCardCode(secret: string, purchaseId: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('Not a sealed gift card code');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(purchaseId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
