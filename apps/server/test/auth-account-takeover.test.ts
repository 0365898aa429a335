import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointInput } from '@aurelle/contract';
import { bodyOf, call, createTestApp, createUser, readOutbox, uniqueEmail, type TestApp } from './helpers.ts';
import { parseMail, type ParsedMail } from './mail-parser.ts';

/**
 * Findings 2, 5 and 6: a stolen session must not become a takeover (e-mail change needs the
 * current password and tells the old address; a password change ends the other sessions), older reset
 * links die, and reset, register and login answer in the same time for known and unknown e-mails.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Body<E extends keyof typeof endpoints> = EndpointInput<(typeof endpoints)[E]>['body'];
const register = (body: Body<'register'>) => call(t, endpoints.register, { body });
const login = (body: Body<'login'>) => call(t, endpoints.login, { body });
const requestReset = (email: string) => call(t, endpoints.requestPasswordReset, { body: { email } });
const resetPassword = (body: Body<'resetPassword'>) => call(t, endpoints.resetPassword, { body });
const patchProfile = (body: Body<'updateProfile'>, headers: Record<string, string>) => call(t, endpoints.updateProfile, { body, headers });
/** Cookie-authenticated writes prove they come from the shop's pages (docs/decisions/012-same-origin-writes.md), as the browser's would. */
const fromTheShop = { origin: 'http://shop.test' };
const checkAuth = (headers: Record<string, string>) => call(t, endpoints.checkAuth, { headers });

async function mails(): Promise<ParsedMail[]> {
  await t.runtime.worker.drain();
  return (await readOutbox(t.dataDir)).map(parseMail);
}

const RESET_LINK = /http:\/\/shop\.test\/auth\/reset-password\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{20,})/;

/** Every reset token mailed to this address so far, in no particular order. */
async function resetTokensFor(email: string): Promise<string[]> {
  return (await mails())
    .filter((mail) => mail.to.includes(email))
    .map((mail) => mail.text.match(RESET_LINK)?.[2])
    .filter((token): token is string => Boolean(token));
}

/** Requests a reset and returns the one new token it mailed. */
async function requestResetToken(email: string): Promise<string> {
  const before = new Set(await resetTokensFor(email));
  const res = await requestReset(email);
  expect(res.status).toBe(200);
  const fresh = (await resetTokensFor(email)).filter((token) => !before.has(token));
  expect(fresh).toHaveLength(1);
  return fresh[0] ?? '';
}

describe('changing the sign-in e-mail', () => {
  it('is refused without the current password or with a wrong one, and nothing changes', async () => {
    const { user, auth } = await createUser(t, { userName: 'Kavya Menon' });
    const newEmail = uniqueEmail('thief');

    const missing = await patchProfile({ userName: 'Taken Over', email: newEmail }, auth);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      success: false,
      message: 'Current password is required to change email',
      errors: { currentPassword: ['Current password is required to change email'] },
    });

    const wrong = await patchProfile({ userName: 'Taken Over', email: newEmail, currentPassword: 'not-the-password' }, auth);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      success: false,
      message: 'Current password is incorrect',
      errors: { currentPassword: ['Current password is incorrect'] },
    });

    const session = bodyOf(await checkAuth(auth), 200);
    expect(session.user).toMatchObject({ email: user.email, userName: 'Kavya Menon' });
    expect((await mails()).filter((mail) => mail.to.includes(user.email) || mail.to.includes(newEmail))).toHaveLength(0);
  });

  it('with the right password changes it and sends a notice to the old address', async () => {
    const { user, auth, password } = await createUser(t, { userName: 'Rohan Das' });
    const newEmail = uniqueEmail('moved');

    // The same address in another case is no change and needs no password.
    const sameAddress = await patchProfile({ userName: 'Rohan Das', email: user.email.toUpperCase() }, auth);
    expect(sameAddress.status).toBe(200);

    const changed = await patchProfile({ userName: 'Rohan Das', email: newEmail, currentPassword: password }, auth);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ success: true, message: 'Profile updated successfully', data: { email: newEmail } });
    // Changing the e-mail alone keeps the session.
    expect((await checkAuth(auth)).status).toBe(200);

    const notices = (await mails()).filter((mail) => mail.to.includes(user.email));
    expect(notices).toHaveLength(1);
    const notice = notices[0] as ParsedMail;
    expect(notice.subject).toBe('Your Aurelle sign-in email was changed');
    expect(notice.text).toContain('Dear Rohan Das');
    expect(notice.text).toContain(newEmail);
    expect(notice.html).toContain('care@aurelle.example');
    expect((await mails()).filter((mail) => mail.to.includes(newEmail))).toHaveLength(0);

    expect((await login({ email: newEmail, password })).status).toBe(200);
    expect((await login({ email: user.email, password })).status).toBe(401);
  });
});

describe('changing the password', () => {
  it('ends every other session and keeps the one that changed it signed in (docs/decisions/077)', async () => {
    const { user, auth: otherDevice, password } = await createUser(t);
    const signedIn = await login({ email: user.email, password });
    const oldCookie = signedIn.response.cookies.find((cookie) => cookie.name === 'token')?.value ?? '';
    expect(oldCookie).not.toBe('');

    // A name change is not a credential change: other sessions live on.
    const renamed = call(t, endpoints.updateProfile, {
      body: { userName: 'Renamed', email: user.email },
      cookies: { token: oldCookie },
      headers: fromTheShop,
    });
    expect((await renamed).status).toBe(200);
    expect((await checkAuth(otherDevice)).status).toBe(200);

    const changed = await call(t, endpoints.updateProfile, {
      body: { userName: 'Renamed', email: user.email, currentPassword: password, newPassword: 'fresh-start-2026' },
      cookies: { token: oldCookie },
      headers: fromTheShop,
    });
    const body = bodyOf(changed, 200);
    expect(body).toMatchObject({ success: true, message: 'Profile updated successfully', data: { id: user.id } });
    // This device's session is its own: it needs no new token, and none is sent.
    expect(changed.response.cookies.find((c) => c.name === 'token')).toBeUndefined();
    expect(body.token).toBeUndefined();

    const other = await checkAuth(otherDevice);
    expect(other.status).toBe(401);
    expect(other.body.message).toBe('Not authenticated');
    const current = await call(t, endpoints.checkAuth, { cookies: { token: oldCookie } });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ user: { id: user.id, userName: 'Renamed' } });
    const bearer = await checkAuth({ authorization: `Bearer ${oldCookie}` });
    expect(bearer.status).toBe(200);
  });
});

describe('reset links', () => {
  it('a newer request voids the older link', async () => {
    const { user } = await createUser(t);
    const older = await requestResetToken(user.email);
    const newer = await requestResetToken(user.email);

    const withOlder = await resetPassword({ userId: user.id, token: older, newPassword: 'from-old-link-1' });
    expect(withOlder.status).toBe(400);
    expect(withOlder.body).toMatchObject({
      message: 'This reset link is invalid or has expired. Please request a new one.',
      reason: { code: 'CODE_EXPIRED' },
    });
    expect((await login({ email: user.email, password: 'from-old-link-1' })).status).toBe(401);

    const withNewer = await resetPassword({ userId: user.id, token: newer, newPassword: 'from-new-link-1' });
    expect(withNewer.status).toBe(200);
  });

  it('a reset voids every other outstanding link, whichever order they were used in', async () => {
    const { user } = await createUser(t);
    const first = await requestResetToken(user.email);
    const second = await requestResetToken(user.email);
    // Whichever link survives the newer request, using one must leave no other usable.
    const { passwordResetTokens } = await import('../src/db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const usable = await t.ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(usable.filter((row) => row.usedAt === null)).toHaveLength(1);

    const reset = await resetPassword({ userId: user.id, token: second, newPassword: 'newest-link-22' });
    expect(reset.status).toBe(200);
    const replay = await resetPassword({ userId: user.id, token: first, newPassword: 'oldest-link-22' });
    expect(replay.status).toBe(400);
    expect((await login({ email: user.email, password: 'newest-link-22' })).status).toBe(200);
  });

  it('a reset voids links requested before it even when they were never superseded by a request', async () => {
    const { user } = await createUser(t);
    const first = await requestResetToken(user.email);
    // A second live link can only come from a request racing the first; plant it as such a race would leave it.
    const { passwordResetTokens } = await import('../src/db/schema/index.ts');
    const { createHash, randomBytes } = await import('node:crypto');
    const planted = randomBytes(32).toString('base64url');
    await t.ctx.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: createHash('sha256').update(planted).digest('hex'),
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });

    expect((await resetPassword({ userId: user.id, token: first, newPassword: 'first-link-333' })).status).toBe(200);
    const replay = await resetPassword({ userId: user.id, token: planted, newPassword: 'planted-link-33' });
    expect(replay.status).toBe(400);
  });
});

/**
 * Timing: medians of interleaved requests (so both sides share whatever else loads the machine), with a
 * tolerance of 1.5× plus 1.5 ms. A round that misses is measured again, up to three rounds: noise passes
 * eventually, a systematic difference (a hash or a mail for one side only) never does.
 */
async function medians(samples: number, a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[number, number]> {
  const timesA: number[] = [];
  const timesB: number[] = [];
  const time = async (fn: () => Promise<unknown>, into: number[]) => {
    const start = performance.now();
    await fn();
    into.push(performance.now() - start);
  };
  for (let i = 0; i < 3; i += 1) {
    await a();
    await b();
  }
  for (let i = 0; i < samples; i += 1) {
    // Alternate which side goes first so neither always follows the other's leftovers.
    if (i % 2 === 0) {
      await time(a, timesA);
      await time(b, timesB);
    } else {
      await time(b, timesB);
      await time(a, timesA);
    }
  }
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
  return [median(timesA), median(timesB)];
}

async function expectSameTime(label: string, a: () => Promise<unknown>, b: () => Promise<unknown>) {
  const rounds: string[] = [];
  for (let round = 0; round < 3; round += 1) {
    const [ma, mb] = await medians(21, a, b);
    rounds.push(`${ma.toFixed(2)} ms vs ${mb.toFixed(2)} ms`);
    if (Math.max(ma, mb) <= 1.5 * Math.min(ma, mb) + 1.5) return;
  }
  expect.fail(`${label} answered in different times: ${rounds.join('; ')}`);
}

describe('answers in the same time for known and unknown e-mails', () => {
  it('reset request', async () => {
    const { user } = await createUser(t);
    await expectSameTime(
      'reset request (known vs unknown)',
      async () => expect((await requestReset(user.email)).status).toBe(200),
      async () => expect((await requestReset(uniqueEmail('nobody'))).status).toBe(200),
    );
  });

  it('register', async () => {
    const { user } = await createUser(t);
    await expectSameTime(
      'register (existing vs new)',
      async () => expect((await register({ userName: 'Again', email: user.email, password: 'perfume-lover-1' })).status).toBe(409),
      async () => expect((await register({ userName: 'New', email: uniqueEmail('new'), password: 'perfume-lover-1' })).status).toBe(201),
    );
  });

  it('login', async () => {
    const { user } = await createUser(t);
    await expectSameTime(
      'login (wrong password vs unknown e-mail)',
      async () => expect((await login({ email: user.email, password: 'wrong-password-1' })).status).toBe(401),
      async () => expect((await login({ email: uniqueEmail('ghost'), password: 'wrong-password-1' })).status).toBe(401),
    );
  });
});
