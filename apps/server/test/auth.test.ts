import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, json, readOutbox, uniqueEmail, type TestApp } from './helpers.ts';
import { issueToken } from '../src/domain/auth/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('register', () => {
  it('creates a user, returns token and user without the hash, sets an httpOnly cookie', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/register', { userName: 'Asha Rao', email, password: 'perfume-lover-1' });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body).toMatchObject({ success: true, user: { userName: 'Asha Rao', email, role: 'user', isActive: true } });
    const user = body.user as Record<string, unknown>;
    expect(user._id).toBe(user.id);
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
    expect(typeof body.token).toBe('string');
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('refuses a duplicate e-mail in another case with 409', async () => {
    const email = uniqueEmail();
    await post('/api/auth/register', { userName: 'A', email, password: 'perfume-lover-1' });
    const res = await post('/api/auth/register', { userName: 'B', email: email.toUpperCase(), password: 'perfume-lover-1' });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ success: false, message: 'An account with this email already exists' });
  });

  it('answers 400 with per-field errors for missing and wrong-typed fields', async () => {
    const res = await post('/api/auth/register', { email: 'not-an-email', password: 12 });
    expect(res.statusCode).toBe(400);
    const body = json<{ success: boolean; errors: Record<string, string[]> }>(res);
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password', 'userName']);
  });

  it('refuses a short password with the 8-character message', async () => {
    const res = await post('/api/auth/register', { userName: 'A', email: uniqueEmail(), password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Password must be at least 8 characters long');
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
    const ok = await post('/api/auth/login', { email: user.email.toUpperCase(), password });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ success: true, user: { id: user.id } });

    const wrong = await post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail(), password: 'whatever-123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong).message).toBe(json(unknown).message);
  });

  it('refuses an inactive user with a clear message, and their tokens stop working', async () => {
    const { user, password, auth } = await createUser(t);
    const { users } = await import('../src/db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const res = await post('/api/auth/login', { email: user.email, password });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toMatch(/deactivated/);
    const check = await t.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: auth });
    expect(check.statusCode).toBe(401);
    expect(json(check).message).toMatch(/deactivated/);
  });

  it('accepts the token as Bearer or cookie, refuses tampered and expired tokens', async () => {
    const { user, token } = await createUser(t);
    const byBearer = await t.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: { authorization: `Bearer ${token}` } });
    expect(byBearer.statusCode).toBe(200);
    expect(json(byBearer)).toMatchObject({ success: true, user: { id: user.id } });
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/auth/check-auth', cookies: { token } });
    expect(byCookie.statusCode).toBe(200);

    const [h, p, s] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${s}`;
    const tampered = await t.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: { authorization: `Bearer ${forged}` } });
    expect(tampered.statusCode).toBe(401);
    expect(json(tampered).message).toBe('Not authenticated');

    const expired = issueToken({ sub: user.id, ver: 0, role: 'user' }, t.config.JWT_SECRET, Date.now() - 8 * 24 * 3600 * 1000);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: { authorization: `Bearer ${expired}` } });
    expect(old.statusCode).toBe(401);

    const none = await t.app.inject({ method: 'GET', url: '/api/auth/check-auth' });
    expect(none.statusCode).toBe(401);
    expect(json(none).message).toBe('No token found');
  });

  it('revokes the token on logout and clears the cookie', async () => {
    const { auth } = await createUser(t);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'token')?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(json(after).message).toBe('Not authenticated');
  });
});

describe('profile', () => {
  it('updates name and e-mail, refuses a taken e-mail, needs the current password to change it', async () => {
    const other = await createUser(t);
    const { auth, password, user } = await createUser(t);
    let headers = auth;
    const patch = (payload: unknown) => t.app.inject({ method: 'PATCH', url: '/api/user/profile', payload: payload as object, headers });

    const anonymous = await t.app.inject({ method: 'PATCH', url: '/api/user/profile', payload: { email: 'not-an-email' } });
    expect(anonymous.statusCode).toBe(401);

    const renamed = await patch({ userName: 'New Name', email: user.email });
    expect(renamed.statusCode).toBe(200);
    expect(json(renamed)).toMatchObject({ success: true, data: { userName: 'New Name' } });

    const taken = await patch({ userName: 'New Name', email: other.user.email.toUpperCase(), currentPassword: password });
    expect(taken.statusCode).toBe(409);

    const noCurrent = await patch({ userName: 'New Name', email: user.email, newPassword: 'brand-new-pass' });
    expect(noCurrent.statusCode).toBe(400);
    expect(json(noCurrent).message).toBe('Current password is required to change password');

    const wrongCurrent = await patch({
      userName: 'New Name',
      email: user.email,
      currentPassword: 'nope-nope',
      newPassword: 'brand-new-pass',
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(json(wrongCurrent).message).toBe('Current password is incorrect');

    const changed = await patch({ userName: 'New Name', email: user.email, currentPassword: password, newPassword: 'brand-new-pass' });
    expect(changed.statusCode).toBe(200);
    // The password change ended the old token; the answer carries this session's new one.
    headers = { authorization: `Bearer ${json<{ token: string }>(changed).token}` };
    const login = await post('/api/auth/login', { email: user.email, password: 'brand-new-pass' });
    expect(login.statusCode).toBe(200);

    const empty = await patch({ userName: '', email: '' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: object }>(empty).errors).sort()).toEqual(['email', 'userName']);
  });
});

describe('password reset', () => {
  it('answers the same for unknown e-mails, mails a single-use link that resets and revokes sessions', async () => {
    const { user, auth } = await createUser(t);
    const unknown = await post('/api/auth/password/request-reset', { email: uniqueEmail() });
    const known = await post('/api/auth/password/request-reset', { email: user.email });
    expect(unknown.statusCode).toBe(200);
    expect(json(unknown)).toEqual(json(known));
    await t.runtime.worker.drain(); // the link is mailed by a job, the same for known and unknown e-mails

    const mails = await readOutbox(t.dataDir);
    const mail = mails.find((m) => m.includes(user.email));
    expect(mail).toBeDefined();
    const unfolded = (mail ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = unfolded.match(/http:\/\/shop\.test\/auth\/reset-password\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{20,})/);
    expect(match?.[1]).toBe(user.id);
    const token = match?.[2] ?? '';

    const reset = await post('/api/auth/password/reset', { userId: user.id, token, newPassword: 'after-reset-99' });
    expect(reset.statusCode).toBe(200);
    expect(json(reset).message).toBe('Password has been reset successfully');

    const reused = await post('/api/auth/password/reset', { userId: user.id, token, newPassword: 'after-reset-100' });
    expect(reused.statusCode).toBe(400);

    const oldSession = await t.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: auth });
    expect(oldSession.statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: 'after-reset-99' })).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { user } = await createUser(t);
    await post('/api/auth/password/request-reset', { email: user.email });
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
    const res = await post('/api/auth/password/reset', { userId: user.id, token, newPassword: 'after-reset-99' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/invalid or has expired/);
  });
});

describe('rate limits and health', () => {
  it('limits login attempts per IP with 429', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.co', password: 'x' } });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes[4]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('reports health and sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(json(res).success).toBe(false);
  });
});
