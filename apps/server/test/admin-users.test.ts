import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANNOT_DEACTIVATE_SELF_MESSAGE,
  endpoints,
  LAST_ACTIVE_ADMIN_MESSAGE,
  type EndpointInput,
  type PublicUser,
} from '@aurelle/contract';
import { users } from '../src/db/schema/index.ts';
import { toggleUserStatus } from '../src/domain/admin-users/toggle-user-status.ts';
import { AppError } from '../src/domain/errors.ts';
import { ACCOUNT_PASSWORD, createAccount } from './backoffice-factories.ts';
import { bodyOf, call, createTestApp, expectStatus, malformed, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let customer: Awaited<ReturnType<typeof createAccount>>;
let inactiveAdmin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin', userName: 'Head Admin' });
  customer = await createAccount(t, { userName: 'Plain Customer' });
  inactiveAdmin = await createAccount(t, { role: 'admin', userName: 'Former Admin', isActive: false });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const listUsers = (query: EndpointInput<typeof endpoints.listUsers>['query'] = {}, headers: Headers = admin.auth) =>
  call(t, endpoints.listUsers, { headers, query });
const userDetails = (id: string) => call(t, endpoints.getUser, { params: { id }, headers: admin.auth });
const toggleStatus = (id: string, body: EndpointInput<typeof endpoints.toggleUserStatus>['body'], headers: Headers = admin.auth) =>
  call(t, endpoints.toggleUserStatus, { params: { id }, headers, body });
const checkAuth = (headers: Headers) => call(t, endpoints.checkAuth, { headers });
const login = (email: string) => call(t, endpoints.login, { body: { email, password: ACCOUNT_PASSWORD } });

describe('access to the users routes', () => {
  const routes = () => [
    { name: 'list', as: (headers: Headers) => listUsers({}, headers) },
    { name: 'details', as: (headers: Headers) => call(t, endpoints.getUser, { params: { id: customer.user.id }, headers }) },
    { name: 'toggle-status', as: (headers: Headers) => toggleStatus(customer.user.id, { isActive: false }, headers) },
  ];

  it('answers 401 to anonymous callers, 403 to customers and 401 to an inactive admin', async () => {
    for (const route of routes()) {
      const anonymous = await route.as({});
      expect(anonymous.status, `${route.name} anonymous`).toBe(401);
      expect(anonymous.body.success).toBe(false);
      const asCustomer = await route.as(customer.auth);
      expect(asCustomer.status, `${route.name} customer`).toBe(403);
      const asInactiveAdmin = await route.as(inactiveAdmin.auth);
      expect(asInactiveAdmin.status, `${route.name} inactive admin`).toBe(401);
    }
    const [stillActive] = await t.ctx.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(stillActive?.isActive).toBe(true);
  });

  it('checks the caller before the input: an anonymous bad request is still 401', async () => {
    const res = await toggleStatus('not-a-uuid', malformed({ isActive: 'maybe' }), {});
    expect(res.status).toBe(401);
  });
});

describe('GET /api/admin/users', () => {
  let everyone: PublicUser[];

  beforeAll(async () => {
    const names = ['Anna Kapoor', 'ANNABELLE Roy', 'Rohan Rao', 'Meera Rao', 'Zoya 100% Khan', 'under_score', 'Vikram Singh'];
    const base = Date.now() - 10 * 86_400_000;
    for (let index = 0; index < 38; index += 1) {
      const name = names[index % names.length] ?? 'Shopper';
      await createAccount(t, {
        userName: `${name} ${index}`,
        email: index % 5 === 0 ? `Mixed.Case.${index}@Example.COM` : `shopper${index}@mail.test`,
        role: index % 9 === 0 ? 'admin' : 'user',
        isActive: index % 4 !== 0,
        // Pairs share a timestamp: the id must break the tie so pages never overlap.
        createdAt: new Date(base + Math.floor(index / 2) * 60_000),
      });
    }
    const rows = await t.ctx.db.select().from(users);
    everyone = rows
      .map((row) => ({
        _id: row.id,
        id: row.id,
        userName: row.userName,
        email: row.email,
        role: row.role,
        teamRole: row.teamRole,
        isActive: row.isActive,
        createdAt: row.createdAt.toISOString(),
      }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : -1));
  });

  async function allPages(search: string, limit?: number) {
    const seen: PublicUser[] = [];
    let page = 1;
    let totalPages = 1;
    do {
      const body = bodyOf(await listUsers({ page, search, ...(limit ? { limit } : {}) }), 200);
      expect(body.currentPage).toBe(page);
      expect(body.users.length).toBeLessThanOrEqual(limit ?? 10);
      totalPages = body.totalPages;
      seen.push(...body.users);
      page += 1;
      if (page > totalPages) return { seen, body };
    } while (page <= 100);
    throw new Error('too many pages');
  }

  it.each([
    ['', undefined],
    ['anna', undefined],
    ['RAO', undefined],
    ['example.com', undefined],
    ['%', undefined],
    ['_', undefined],
    ['nobody-matches-this', undefined],
    ['', 7],
  ])('search %j (limit %s) returns exactly the brute-force result, newest first, page by page', async (search, limit) => {
    const expected = everyone.filter(
      (user) => user.userName.toLowerCase().includes(search.toLowerCase()) || user.email.toLowerCase().includes(search.toLowerCase()),
    );
    const { seen, body } = await allPages(search, limit);
    expect(body.totalUsers).toBe(expected.length);
    expect(body.totalPages).toBe(Math.max(1, Math.ceil(expected.length / (limit ?? 10))));
    expect(seen.map((user) => user.id)).toEqual(expected.map((user) => user.id));
    expect(seen).toEqual(expected);
  });

  it('has at least 35 users to page through and never exposes password hashes', async () => {
    expect(everyone.length).toBeGreaterThanOrEqual(35);
    const res = await listUsers();
    expect(res.response.body).not.toMatch(/argon2|passwordHash|password_hash/);
    expect(res.body).toMatchObject({ success: true, currentPage: 1, totalUsers: everyone.length });
  });

  it('answers an empty page past the end and 400 to invalid paging', async () => {
    const past = await listUsers({ page: 999 });
    expect(bodyOf(past, 200)).toMatchObject({ users: [], currentPage: 999 });
    for (const query of [{ page: 0 }, { page: 'abc' }, { limit: 0 }, { limit: 1000 }, { search: 'x'.repeat(101) }]) {
      const res = await listUsers(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });
});

describe('GET /api/admin/users/:id', () => {
  it('returns the user, 404 for an unknown id and 400 for a malformed one', async () => {
    const ok = await userDetails(customer.user.id);
    expect(bodyOf(ok, 200).user).toMatchObject({
      _id: customer.user.id,
      id: customer.user.id,
      userName: 'Plain Customer',
      role: 'user',
      isActive: true,
    });
    const missing = await userDetails(randomUUID());
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'User not found', reason: { code: 'NOT_FOUND', resource: 'user' } });
    const badId = await userDetails('123');
    expect(badId.status).toBe(400);
  });
});

describe('PATCH /api/admin/users/:id/toggle-status', () => {
  it('deactivation signs the user out everywhere and blocks sign-in; reactivation lets them sign in again', async () => {
    const shopper = await createAccount(t, { userName: 'Soon Inactive' });
    const before = await checkAuth(shopper.auth);
    expect(before.status).toBe(200);

    const off = await toggleStatus(shopper.user.id, { isActive: false });
    const body = bodyOf(off, 200);
    expect(body).toMatchObject({
      success: true,
      message: 'User status updated successfully',
      user: { id: shopper.user.id, isActive: false },
    });

    const after = await checkAuth(shopper.auth);
    expect(after.status).toBe(401);
    const refused = await login(shopper.user.email);
    expect(refused.status).toBeGreaterThanOrEqual(400);

    const on = await toggleStatus(shopper.user.id, { isActive: true });
    expect(bodyOf(on, 200).user.isActive).toBe(true);
    // The old token stays revoked; a fresh sign-in works.
    const oldToken = await checkAuth(shopper.auth);
    expect(oldToken.status).toBe(401);
    const relogin = await login(shopper.user.email);
    expect(relogin.status).toBe(200);
  });

  it('setting the current value again changes nothing and keeps the token valid', async () => {
    const shopper = await createAccount(t);
    const res = await toggleStatus(shopper.user.id, { isActive: true });
    expect(res.status).toBe(200);
    const check = await checkAuth(shopper.auth);
    expect(check.status).toBe(200);
  });

  it('refuses an admin deactivating themself with a clear 400', async () => {
    const res = await toggleStatus(admin.user.id, { isActive: false });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: CANNOT_DEACTIVATE_SELF_MESSAGE });
    const check = await checkAuth(admin.auth);
    expect(check.status).toBe(200);
  });

  it('lets an admin deactivate another admin, whose token then stops working', async () => {
    const other = await createAccount(t, { role: 'admin', userName: 'Second Admin' });
    const res = await toggleStatus(other.user.id, { isActive: false });
    expect(res.status).toBe(200);
    const check = await listUsers({}, other.auth);
    expect(check.status).toBe(401);
  });

  it('never deactivates the last active admin', async () => {
    const activeAdmins = await t.ctx.db.select().from(users).where(eq(users.role, 'admin'));
    // Leave exactly one active admin (the head admin), then ask the use case directly on behalf of someone else.
    for (const row of activeAdmins) {
      if (row.id !== admin.user.id) await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, row.id));
    }
    const attempt = toggleUserStatus(t.ctx.db, { actorId: randomUUID(), userId: admin.user.id, isActive: false });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'BAD_REQUEST', message: LAST_ACTIVE_ADMIN_MESSAGE });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row?.isActive).toBe(true);
  });

  it('two admins deactivating each other at once: exactly one wins and an active admin remains', async () => {
    const first = await createAccount(t, { role: 'admin', userName: 'Duel One' });
    const second = await createAccount(t, { role: 'admin', userName: 'Duel Two' });
    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, admin.user.id));
    const [a, b] = await Promise.all([
      toggleStatus(second.user.id, { isActive: false }, first.auth),
      toggleStatus(first.user.id, { isActive: false }, second.auth),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([400, 401]).toContain(statuses[1]);
    const loser = a.status === 200 ? b : a;
    if (loser.status === 400) expect(loser.body.message).toBe(LAST_ACTIVE_ADMIN_MESSAGE);
    const remaining = await t.ctx.db.select().from(users).where(eq(users.role, 'admin'));
    expect(remaining.filter((row) => row.isActive)).toHaveLength(1);
    await t.ctx.db.update(users).set({ isActive: true }).where(eq(users.id, admin.user.id));
  });

  it('answers 400 to a missing or non-boolean isActive and 404 to an unknown user', async () => {
    const missing = await toggleStatus(customer.user.id, malformed({}));
    expectStatus(missing, 400);
    expect(missing.body.message).toBe('isActive must be true or false');
    const wrong = await toggleStatus(customer.user.id, malformed({ isActive: 'no' }));
    expect(wrong.status).toBe(400);
    const unknown = await toggleStatus(randomUUID(), { isActive: true });
    expect(unknown.status).toBe(404);
  });
});
