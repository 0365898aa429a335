import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended minimums (19 MiB, 2 iterations). */
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 as const };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/**
 * The password hash of an invited account until its link sets a password: not an argon2 hash, so no
 * password ever matches it and the account cannot be signed into.
 */
export const INVITE_PENDING_HASH = '!invite-pending';

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (passwordHash === INVITE_PENDING_HASH) {
    // A real verification's time, so a pending invitation answers no faster than a wrong password.
    await verify(await dummyPasswordHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the e-mail is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  return dummyHash;
}
