import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointInput } from '@aurelle/contract';
import {
  bodyOf,
  call,
  createTestApp,
  createUser,
  expectStatus,
  json,
  malformed,
  readOutbox,
  uniqueEmail,
  type TestApp,
} from './helpers.ts';
import { issueToken } from '../src/domain/auth/tokens.ts';

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
const checkAuth = (input: { headers?: Record<string, string>; cookies?: Record<string, string> } = {}) =>
  call(t, endpoints.checkAuth, input);
const requestReset = (email: string) => call(t, endpoints.requestPasswordReset, { body: { email } });
const resetPassword = (body: Body<'resetPassword'>) => call(t, endpoints.resetPassword, { body });

describe('register', () => {
  it('creates a user, returns token and user without the hash, sets an httpOnly cookie', async () => {
    const email = uniqueEmail();
    const res = await register({ userName: 'Asha Rao', email, password: 'perfume-lover-1' });
    const body = bodyOf(res, 201);
    expect(body).toMatchObject({ success: true, user: { userName: 'Asha Rao', email, role: 'user', isActive: true } });
    const user = body.user;
    expect(user._id).toBe(user.id);
    expect(res.response.body).not.toMatch(/argon2|password/i);
    expect(typeof body.token).toBe('string');
    const cookie = res.response.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('refuses a duplicate e-mail in another case with 409', async () => {
    const email = uniqueEmail();
    await register({ userName: 'A', email, password: 'perfume-lover-1' });
    const res = await register({ userName: 'B', email: email.toUpperCase(), password: 'perfume-lover-1' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: 'An account with this email already exists' });
  });

  it('answers 400 with per-field errors for missing and wrong-typed fields', async () => {
    const res = await register(malformed({ email: 'not-an-email', password: 12 }));
    expectStatus(res, 400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['email', 'password', 'userName']);
  });

  it('refuses a short password with the 8-character message', async () => {
    const res = await register({ userName: 'A', email: uniqueEmail(), password: 'short' });
    expectStatus(res, 400);
    expect(res.body.message).toBe('Password must be at least 8 characters long');
  });

  it('answers 400 to malformed JSON and 413 to an oversized body', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{"userName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ success: false, message: 'The request body is not valid JSON' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: JSON.stringify({ userName: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expect(json(huge).success).toBe(false);
  });
});

describe('login, check-auth, logout', () => {
  it('logs in with the right password and answers the same message for unknown e-mail and wrong password', async () => {
    const { user, password } = await createUser(t);
    const ok = await login({ email: user.email.toUpperCase(), password });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, user: { id: user.id } });

    const wrong = await login({ email: user.email, password: 'wrong-password' });
    const unknown = await login({ email: uniqueEmail(), password: 'whatever-123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    // The same reason too: nothing tells an unknown address from a wrong password.
    expect(wrong.body).toMatchObject({ reason: { code: 'INVALID_CREDENTIALS' } });
    expect(unknown.body).toMatchObject({ reason: { code: 'INVALID_CREDENTIALS' } });
  });

  it('refuses an inactive user with a clear message, and their tokens stop working', async () => {
    const { user, password, auth } = await createUser(t);
    const { users } = await import('../src/db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const res = await login({ email: user.email, password });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/deactivated/);
    expect(res.body).toMatchObject({ reason: { code: 'ACCOUNT_INACTIVE' } });
    const check = await checkAuth({ headers: auth });
    expect(check.status).toBe(401);
    expect(check.body.message).toMatch(/deactivated/);
  });

  it('accepts the token as Bearer or cookie, refuses tampered and expired tokens', async () => {
    const { user, token } = await createUser(t);
    const byBearer = await checkAuth({ headers: { authorization: `Bearer ${token}` } });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body).toMatchObject({ success: true, user: { id: user.id } });
    const byCookie = await checkAuth({ cookies: { token } });
    expect(byCookie.status).toBe(200);

    const [h, p, s] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${s}`;
    const tampered = await checkAuth({ headers: { authorization: `Bearer ${forged}` } });
    expect(tampered.status).toBe(401);
    expect(tampered.body.message).toBe('Not authenticated');

    const expired = await issueToken(
      { sub: user.id, sid: claims.sid, role: 'user' },
      t.config.JWT_SECRET,
      Date.now() - 8 * 24 * 3600 * 1000,
    );
    const old = await checkAuth({ headers: { authorization: `Bearer ${expired}` } });
    expect(old.status).toBe(401);

    const none = await checkAuth();
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('No token found');
  });

  it('revokes the token on logout and clears the cookie', async () => {
    const { auth } = await createUser(t);
    const out = await call(t, endpoints.logout, { headers: auth });
    expect(out.status).toBe(200);
    expect(out.response.cookies.find((c) => c.name === 'token')?.value).toBe('');
    const after = await checkAuth({ headers: auth });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Not authenticated');
  });
});

describe('profile', () => {
  it('updates name and e-mail, refuses a taken e-mail, needs the current password to change it', async () => {
    const other = await createUser(t);
    const { auth, password, user } = await createUser(t);
    const headers = auth;
    const patch = (body: Body<'updateProfile'>) => call(t, endpoints.updateProfile, { body, headers });

    const anonymous = await call(t, endpoints.updateProfile, { body: malformed({ email: 'not-an-email' }) });
    expect(anonymous.status).toBe(401);

    const renamed = await patch({ userName: 'New Name', email: user.email });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ success: true, data: { userName: 'New Name' } });

    const taken = await patch({ userName: 'New Name', email: other.user.email.toUpperCase(), currentPassword: password });
    expect(taken.status).toBe(409);

    const noCurrent = await patch({ userName: 'New Name', email: user.email, newPassword: 'brand-new-pass' });
    expect(noCurrent.status).toBe(400);
    expect(noCurrent.body.message).toBe('Current password is required to change password');

    const wrongCurrent = await patch({
      userName: 'New Name',
      email: user.email,
      currentPassword: 'nope-nope',
      newPassword: 'brand-new-pass',
    });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.message).toBe('Current password is incorrect');

    const elsewhere = bodyOf(await login({ email: user.email, password }), 200).token;
    const changed = await patch({ userName: 'New Name', email: user.email, currentPassword: password, newPassword: 'brand-new-pass' });
    expect(changed.status).toBe(200);
    // The password change signed every other device out; the one that made it stays signed in on its token.
    expect((await call(t, endpoints.checkAuth, { headers: { authorization: `Bearer ${elsewhere}` } })).status).toBe(401);
    expect((await call(t, endpoints.checkAuth, { headers })).status).toBe(200);
    const signedIn = await login({ email: user.email, password: 'brand-new-pass' });
    expect(signedIn.status).toBe(200);

    const empty = await patch({ userName: '', email: '' });
    expectStatus(empty, 400);
    expect(Object.keys(empty.body.errors ?? {}).sort()).toEqual(['email', 'userName']);
  });
});

describe('password reset', () => {
  it('answers the same for unknown e-mails, mails a single-use link that resets and revokes sessions', async () => {
    const { user, auth } = await createUser(t);
    const unknown = await requestReset(uniqueEmail());
    const known = await requestReset(user.email);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await t.runtime.worker.drain(); // the link is mailed by a job, the same for known and unknown e-mails

    const mails = await readOutbox(t.dataDir);
    const mail = mails.find((m) => m.includes(user.email));
    expect(mail).toBeDefined();
    const unfolded = (mail ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = unfolded.match(/http:\/\/shop\.test\/auth\/reset-password\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{20,})/);
    expect(match?.[1]).toBe(user.id);
    const token = match?.[2] ?? '';

    const reset = await resetPassword({ userId: user.id, token, newPassword: 'after-reset-99' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password has been reset successfully');

    const reused = await resetPassword({ userId: user.id, token, newPassword: 'after-reset-100' });
    expect(reused.status).toBe(400);

    const oldSession = await checkAuth({ headers: auth });
    expect(oldSession.status).toBe(401);
    expect((await login({ email: user.email, password: 'after-reset-99' })).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { user } = await createUser(t);
    await requestReset(user.email);
    await t.runtime.worker.drain();
    const { passwordResetTokens } = await import('../src/db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await t.ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const mails = await readOutbox(t.dataDir);
    const unfolded = (mails.filter((m) => m.includes(user.email)).pop() ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = unfolded.match(/reset-password\/[0-9a-f-]{36}\/([A-Za-z0-9_-]{20,})/)?.[1] ?? '';
    const res = await resetPassword({ userId: user.id, token, newPassword: 'after-reset-99' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/invalid or has expired/);
    expect(res.body).toMatchObject({ reason: { code: 'CODE_EXPIRED' } });
  });
});

describe('rate limits and health', () => {
  it('limits login attempts per IP with 429', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await call(limited, endpoints.login, { body: { email: 'a@b.co', password: 'x' } });
        codes.push(res.status);
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes[4]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('reports health and sets security headers', async () => {
    const res = await call(t, endpoints.health);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(json(res).success).toBe(false);
  });
});
