import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endpoints } from '@aurelle/contract';
import { userSessions } from '../src/db/schema/index.ts';
import { bodyOf, call, createTestApp, createUser, type TestApp } from './helpers.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0';

describe('sessions per device', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signIn(email: string, password: string, userAgent: string) {
    const answer = bodyOf(await call(t, endpoints.login, { body: { email, password }, headers: { 'user-agent': userAgent } }), 200);
    return { authorization: `Bearer ${answer.token}` };
  }
  const isSignedIn = async (headers: Record<string, string>) => (await call(t, endpoints.checkAuth, { headers })).status === 200;

  it('lists each sign-in with its device, marks this one, and signs one device out without the others', async () => {
    const { user, password } = await createUser(t);
    const phone = await signIn(user.email, password, PHONE);
    const laptop = await signIn(user.email, password, LAPTOP);

    const listed = bodyOf(await call(t, endpoints.listMySessions, { headers: phone }), 200).sessions;
    const mine = listed.filter((session) => session.device !== 'Unknown device');
    expect(mine.map((session) => [session.device, session.current]).sort()).toEqual([
      ['Chrome on Android', true],
      ['Firefox on Mac', false],
    ]);
    expect(mine.every((session) => session.ip === '127.0.0.1')).toBe(true);

    const laptopSession = mine.find((session) => session.device === 'Firefox on Mac');
    const ended = await call(t, endpoints.endMySession, { headers: phone, params: { id: laptopSession?.id ?? '' } });
    expect(ended.status).toBe(200);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(true);
    const again = await call(t, endpoints.endMySession, { headers: phone, params: { id: laptopSession?.id ?? '' } });
    expect(again.status).toBe(404);
  });

  it('logout ends only this device; another user cannot end my sessions', async () => {
    const { user, password } = await createUser(t);
    const phone = await signIn(user.email, password, PHONE);
    const laptop = await signIn(user.email, password, LAPTOP);
    expect((await call(t, endpoints.logout, { headers: laptop })).status).toBe(200);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(true);

    const stranger = await createUser(t);
    const [phoneRow] = await t.ctx.db.select({ id: userSessions.id }).from(userSessions).where(eq(userSessions.userId, user.id));
    const theirs = await call(t, endpoints.endMySession, { headers: stranger.auth, params: { id: phoneRow?.id ?? '' } });
    expect(theirs.status).toBe(404);
    expect(await isSignedIn(phone)).toBe(true);
  });

  it('"sign out everywhere" ends every device, this one too, and clears the cookie', async () => {
    const { user, password } = await createUser(t);
    const phone = await signIn(user.email, password, PHONE);
    const laptop = await signIn(user.email, password, LAPTOP);
    const answer = await t.app.inject({ method: 'POST', url: '/api/auth/sessions/end-all', headers: phone });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['set-cookie']).toContain('token=;');
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await t.ctx.db.select().from(userSessions).where(eq(userSessions.userId, user.id))).toEqual([]);
  });

  it('a password reset and a deactivation end every session', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { user, password } = await createUser(t);
    const phone = await signIn(user.email, password, PHONE);
    const deactivated = await call(t, endpoints.toggleUserStatus, {
      headers: admin.auth,
      params: { id: user.id },
      body: { isActive: false },
    });
    expect(deactivated.status).toBe(200);
    expect(await t.ctx.db.select().from(userSessions).where(eq(userSessions.userId, user.id))).toEqual([]);
    expect(await isSignedIn(phone)).toBe(false);
  });

  it('refuses a token for a session that expired, and one whose signature was made with another key', async () => {
    const { user, password } = await createUser(t);
    const phone = await signIn(user.email, password, PHONE);
    await t.ctx.db
      .update(userSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userSessions.userId, user.id));
    expect(await isSignedIn(phone)).toBe(false);
    const none = { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' };
    expect(await isSignedIn(none)).toBe(false);
  });
});
