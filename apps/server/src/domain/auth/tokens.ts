import { createHmac, timingSafeEqual } from 'node:crypto';

/** A compact HS256 JWT. The payload names the user and the token version it was issued for. */
export interface TokenClaims {
  sub: string;
  ver: number;
  role: 'user' | 'admin';
  iat: number;
  exp: number;
}

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

export function issueToken(claims: Pick<TokenClaims, 'sub' | 'ver' | 'role'>, secret: string, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const payload = Buffer.from(JSON.stringify({ ...claims, iat, exp: iat + TOKEN_TTL_SECONDS })).toString('base64url');
  return `${header}.${payload}.${sign(`${header}.${payload}`, secret)}`;
}

/** Returns the claims when the signature is ours and the token has not expired; otherwise null. */
export function verifyToken(token: string, secret: string, now = Date.now()): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, payload, signature] = parts as [string, string, string];
  if (head !== header) return null;
  const expected = Buffer.from(sign(`${head}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TokenClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number' || typeof claims.exp !== 'number') return null;
    if (claims.exp * 1000 <= now) return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}
