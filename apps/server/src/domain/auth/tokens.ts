import { errors, jwtVerify, SignJWT } from 'jose';

/** What a session token says: whose it is, which sign-in (session row) it belongs to, and the role at sign-in. */
export interface TokenClaims {
  sub: string;
  sid: string;
  role: 'user' | 'admin';
  iat: number;
  exp: number;
}

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = 'HS256';

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** An HS256 JWT signed with `jose` (docs/decisions/077-sessions-per-device.md). */
export async function issueToken(claims: Pick<TokenClaims, 'sub' | 'sid' | 'role'>, secret: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ sid: claims.sid, role: claims.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The claims when the signature is ours (HS256 only), the token has not expired and names a session; otherwise null. */
export async function verifyToken(token: string, secret: string, now = Date.now()): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], currentDate: new Date(now) });
    const { sub, sid, role, iat, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || (role !== 'user' && role !== 'admin')) return null;
    if (typeof iat !== 'number' || typeof exp !== 'number') return null;
    return { sub, sid, role, iat, exp };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
