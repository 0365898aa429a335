import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '@aurelle/contract';
import { users, userSessions } from '../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { createTestApp, createUser, type TestApp } from './helpers.ts';

/** GET /api/auth/session (part 4): the web app's session probe answers 200 for guests too. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function session(headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return sessionResponseSchema.parse(response.json());
}

describe('GET /api/auth/session', () => {
  it('a guest is nobody, with 200 (check-auth still answers 401 for API clients)', async () => {
    expect(await session()).toEqual({ success: true, user: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/check-auth' })).statusCode).toBe(401);
  });

  it('a signed-in shopper by cookie or bearer token gets the public user, never the password hash', async () => {
    const shopper = await createUser(t, { userName: 'Meera Iyer' });
    const byBearer = await session(shopper.auth);
    expect(byBearer.user).toMatchObject({ email: shopper.user.email, userName: 'Meera Iyer', role: 'user' });
    const token = shopper.auth.authorization.replace('Bearer ', '');
    const byCookie = await session({ cookie: `token=${token}` });
    expect(byCookie.user?.email).toBe(shopper.user.email);
    const raw = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: shopper.auth });
    expect(raw.body).not.toContain('password');
  });

  it('a garbage, revoked or deactivated session is nobody', async () => {
    expect((await session({ authorization: 'Bearer not-a-token' })).user).toBeNull();
    const shopper = await createUser(t);
    await t.ctx.db.delete(userSessions).where(eq(userSessions.userId, shopper.user.id));
    expect((await session(shopper.auth)).user).toBeNull();
    const other = await createUser(t);
    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, other.user.id));
    expect((await session(other.auth)).user).toBeNull();
  });
});
