import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  CANNOT_CHANGE_OWN_ROLE_MESSAGE,
  endpoints,
  INVITE_LINK_TTL_DAYS,
  LAST_ADMIN_ROLE_MESSAGE,
  type EndpointInput,
  type Role,
} from '@aurelle/contract';
import { passwordResetTokens, users } from '../src/db/schema/index.ts';
import { changeUserRole } from '../src/domain/admin-users/change-user-role.ts';
import { toggleUserStatus } from '../src/domain/admin-users/toggle-user-status.ts';
import { ACCOUNT_PASSWORD, createAccount } from './backoffice-factories.ts';
import { bodyOf, call, createTestApp, malformed, readOutbox, uniqueEmail, type TestApp } from './helpers.ts';
import { parseMail } from './mail-parser.ts';

/*
 * Several admins. An admin invites people (the invitation sets a password through the reset link),
 * changes other users' roles but never their own, and the shop never loses its last active admin, even when two
 * admins demote each other at the same moment.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin', userName: 'Nisha Admin' });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
type InviteBody = EndpointInput<typeof endpoints.inviteUser>['body'];
const invite = (body: InviteBody, headers: Headers = admin.auth) => call(t, endpoints.inviteUser, { headers, body });
const changeRole = (id: string, role: Role, headers: Headers = admin.auth) =>
  call(t, endpoints.changeUserRole, { headers, params: { id }, body: { role } });
const login = (email: string, password: string) => call(t, endpoints.login, { body: { email, password } });
const listUsers = (headers: Headers) => call(t, endpoints.listUsers, { headers });
const roleOf = async (id: string) => (await t.ctx.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

/** The newest e-mail sent to this address, parsed. */
async function lastMailTo(email: string) {
  const mails = (await readOutbox(t.dataDir)).map(parseMail).filter((mail) => mail.to.includes(email));
  return mails.at(-1);
}

describe('inviting someone', () => {
  it('creates an account that cannot sign in until the mailed link sets a password, then can, into the back office', async () => {
    const email = uniqueEmail('ravi');
    const startedAt = Date.now();
    const created = bodyOf(await invite({ userName: 'Ravi Kumar', email: email.toUpperCase(), role: 'admin' }), 201);
    expect(created.message).toBe(`Invitation sent to ${email}`);
    expect(created.user).toMatchObject({ userName: 'Ravi Kumar', email, role: 'admin', isActive: true });
    const userId = created.user._id;

    // No password works yet, not even an empty-looking guess.
    const refused = await login(email, 'anything-at-all-1');
    expect(refused.status).toBe(401);
    expect(bodyOf(refused, 401).message).toBe('Invalid email or password');
    const page = bodyOf(await call(t, endpoints.getCustomer, { headers: admin.auth, params: { id: userId } }), 200).customer;
    expect(page.isInvitePending).toBe(true);

    await t.runtime.worker.drain();
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe("You have been invited to Aurelle's back office");
    // An admin invited without a team role is an owner, and the mail says so.
    const invitation =
      "You have been invited to Aurelle's back office by Nisha Admin as owner (everything, including the team, settings and the audit log).";
    expect(mail?.text).toContain(invitation);
    expect(mail?.html).toContain(invitation.replace("'", '&#39;'));
    const link = /http:\/\/shop\.test\/auth\/reset-password\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    expect(link?.[1]).toBe(userId);
    const token = link?.[2] ?? '';

    // The reset mechanism's link, living a week instead of an hour.
    const [stored] = await t.ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    const lifetimeDays = ((stored?.expiresAt.getTime() ?? 0) - startedAt) / 86_400_000;
    expect(lifetimeDays).toBeGreaterThan(INVITE_LINK_TTL_DAYS - 0.01);
    expect(lifetimeDays).toBeLessThan(INVITE_LINK_TTL_DAYS + 0.01);

    const set = await call(t, endpoints.resetPassword, { body: { userId, token, newPassword: 'bergamot-dawn-7' } });
    expect(bodyOf(set, 200).message).toBe('Password has been reset successfully');
    const signedIn = bodyOf(await login(email, 'bergamot-dawn-7'), 200);
    expect(signedIn.user.role).toBe('admin');
    expect((await listUsers({ authorization: `Bearer ${signedIn.token}` })).status).toBe(200);
    expect(
      bodyOf(await call(t, endpoints.getCustomer, { headers: admin.auth, params: { id: userId } }), 200).customer.isInvitePending,
    ).toBe(false);

    // The link works once.
    const again = await call(t, endpoints.resetPassword, { body: { userId, token, newPassword: 'another-one-2027' } });
    expect(again.status).toBe(400);

    // The audit log names who invited whom.
    const audit = bodyOf(await call(t, endpoints.listAuditEvents, { headers: admin.auth, query: { entityId: userId } }), 200);
    expect(audit.events[0]).toMatchObject({ action: 'user.invite', entityLabel: email, actor: { email: admin.user.email } });
  });

  it('invites a customer to the shop (not the back office)', async () => {
    const email = uniqueEmail('meera');
    expect((await invite({ userName: 'Meera Shah', email, role: 'user' })).status).toBe(201);
    await t.runtime.worker.drain();
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('You have been invited to Aurelle');
    expect(mail?.text).toContain('You have been invited to Aurelle by Nisha Admin.');
  });

  it('refuses an e-mail that already has an account (any case) with 409, and creates and mails nothing', async () => {
    const existing = await createAccount(t, { userName: 'Asha Rao' });
    const usersBefore = (await t.ctx.db.select({ id: users.id }).from(users)).length;
    const taken = await invite({ userName: 'Someone Else', email: existing.user.email.toUpperCase(), role: 'admin' });
    expect(taken.status).toBe(409);
    expect(bodyOf(taken, 409)).toMatchObject({
      message: 'An account with this email already exists',
      errors: { email: ['An account with this email already exists'] },
    });
    expect((await t.ctx.db.select({ id: users.id }).from(users)).length).toBe(usersBefore);
    expect(await roleOf(existing.user.id)).toBe('user');
    await t.runtime.worker.drain();
    expect(await lastMailTo(existing.user.email)).toBeUndefined();

    // The same address invited twice at once: one invitation, one 409.
    const email = uniqueEmail('twice');
    const both = await Promise.all([
      invite({ userName: 'Twice One', email, role: 'user' }),
      invite({ userName: 'Twice Two', email, role: 'user' }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('answers 400 with what is wrong to a bad name, e-mail or role, and 403 to a customer', async () => {
    for (const [body, field, message] of [
      [{ userName: ' ', email: uniqueEmail(), role: 'user' }, 'userName', 'Full Name is required'],
      [{ userName: 'Ok Name', email: 'not-an-email', role: 'user' }, 'email', 'Please enter a valid email address'],
      [{ userName: 'Ok Name', email: uniqueEmail(), role: 'owner' }, 'role', "role is 'admin' or 'user'"],
      [{ userName: 'Ok Name', email: uniqueEmail() }, 'role', "role is 'admin' or 'user'"],
    ] as const) {
      const res = await invite(malformed(body));
      expect(res.status).toBe(400);
      expect(bodyOf(res, 400).errors?.[field]).toEqual([message]);
    }
    const customer = await createAccount(t);
    expect((await invite({ userName: 'Sneaky', email: uniqueEmail(), role: 'admin' }, customer.auth)).status).toBe(403);
  });

  it('is rate-limited like the other requests that send e-mail', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const boss = await createAccount(limited, { role: 'admin' });
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        const res = await call(limited, endpoints.inviteUser, {
          headers: boss.auth,
          body: { userName: `Guest ${index}`, email: uniqueEmail('guest'), role: 'user' },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('changing roles', () => {
  it('makes a customer an admin at their next request, and a demoted admin loses the back office at once', async () => {
    const customer = await createAccount(t, { userName: 'Dev Patel' });
    expect((await listUsers(customer.auth)).status).toBe(403);

    const promoted = bodyOf(await changeRole(customer.user.id, 'admin'), 200);
    expect(promoted).toMatchObject({ message: 'Role updated', user: { _id: customer.user.id, role: 'admin' } });
    // The same session, no new sign-in: every request reads the role from the account.
    expect((await listUsers(customer.auth)).status).toBe(200);

    const demoted = bodyOf(await changeRole(customer.user.id, 'user'), 200);
    expect(demoted.user.role).toBe('user');
    // Their sessions ended: the token they held is refused at once, and signing in again gives a customer's access.
    expect((await listUsers(customer.auth)).status).toBe(401);
    const again = bodyOf(await login(customer.user.email, ACCOUNT_PASSWORD), 200);
    expect(again.user.role).toBe('user');
    expect((await listUsers({ authorization: `Bearer ${again.token}` })).status).toBe(403);

    const audit = bodyOf(await call(t, endpoints.listAuditEvents, { headers: admin.auth, query: { entityId: customer.user.id } }), 200);
    expect(audit.events.map((event) => event.action)).toEqual(['user.set-role', 'user.set-role']);
    expect(audit.events[0]?.changes).toContainEqual({ field: 'role', before: 'admin', after: 'user' });
  });

  it('refuses an admin changing their own role, and changes nothing', async () => {
    const res = await changeRole(admin.user.id, 'user');
    expect(res.status).toBe(403);
    expect(bodyOf(res, 403)).toMatchObject({ message: CANNOT_CHANGE_OWN_ROLE_MESSAGE, errors: { role: [CANNOT_CHANGE_OWN_ROLE_MESSAGE] } });
    expect(await roleOf(admin.user.id)).toBe('admin');
    expect((await listUsers(admin.auth)).status).toBe(200);
  });

  it('answers 400 to a bad role, 404 to an unknown user and 403 to a customer', async () => {
    const customer = await createAccount(t);
    const bad = await call(t, endpoints.changeUserRole, {
      headers: admin.auth,
      params: { id: customer.user.id },
      body: malformed({ role: 'superuser' }),
    });
    expect(bodyOf(bad, 400).errors?.role).toEqual(["role is 'admin' or 'user'"]);
    expect((await changeRole('00000000-0000-4000-8000-000000000000', 'admin')).status).toBe(404);
    expect((await changeRole(customer.user.id, 'admin', customer.auth)).status).toBe(403);
    expect(await roleOf(customer.user.id)).toBe('user');
  });
});

describe('the last active admin', () => {
  /** Leaves exactly these accounts as the shop's active admins (the others become inactive), restoring the rest after. */
  async function withOnlyAdmins(ids: string[], run: () => Promise<void>) {
    const others = (await t.ctx.db.select({ id: users.id, isActive: users.isActive }).from(users).where(eq(users.role, 'admin'))).filter(
      (row) => !ids.includes(row.id) && row.isActive,
    );
    const otherIds = others.map((row) => row.id);
    if (otherIds.length > 0) await t.ctx.db.update(users).set({ isActive: false }).where(inArray(users.id, otherIds));
    try {
      await run();
    } finally {
      if (otherIds.length > 0) await t.ctx.db.update(users).set({ isActive: true }).where(inArray(users.id, otherIds));
    }
  }
  const activeAdminCount = async () =>
    (await t.ctx.db.select({ id: users.id, isActive: users.isActive }).from(users).where(eq(users.role, 'admin'))).filter(
      (row) => row.isActive,
    ).length;

  it('is never demoted: the rule refuses with 409 and a message', async () => {
    const only = await createAccount(t, { role: 'admin', userName: 'Only Admin' });
    const former = await createAccount(t, { role: 'admin', userName: 'Former Admin', isActive: false });
    await withOnlyAdmins([only.user.id], async () => {
      // As a former admin whose request reached the rule (it cannot through the API: the guard refuses them first).
      const attempt = changeUserRole(t.ctx.db, { actorId: former.user.id, userId: only.user.id, role: 'user' });
      await expect(attempt).rejects.toMatchObject({ code: 'CONFLICT', message: LAST_ADMIN_ROLE_MESSAGE });
      expect(await roleOf(only.user.id)).toBe('admin');
      // Nor deactivated (toggle-status keeps the same rule).
      const deactivation = toggleUserStatus(t.ctx.db, { actorId: former.user.id, userId: only.user.id, isActive: false });
      await expect(deactivation).rejects.toMatchObject({ message: 'At least one admin must stay active' });
      expect(await activeAdminCount()).toBe(1);
    });
  });

  it('two admins demoting each other at the same moment: one wins, one admin remains (through the API)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const first = await createAccount(t, { role: 'admin', userName: `Duel One ${round}` });
      const second = await createAccount(t, { role: 'admin', userName: `Duel Two ${round}` });
      await withOnlyAdmins([first.user.id, second.user.id], async () => {
        const [a, b] = await Promise.all([changeRole(second.user.id, 'user', first.auth), changeRole(first.user.id, 'user', second.auth)]);
        const statuses = [a.status, b.status].sort();
        expect(statuses[0]).toBe(200);
        // The loser is refused by the rule (409), or finds its own session ended (401) or its role gone (403).
        expect([401, 403, 409]).toContain(statuses[1]);
        expect(await activeAdminCount()).toBe(1);
      });
    }
  });

  it('demotions and deactivations racing in the use cases themselves never leave zero active admins', async () => {
    for (let round = 0; round < 3; round += 1) {
      const first = await createAccount(t, { role: 'admin', userName: `Race One ${round}` });
      const second = await createAccount(t, { role: 'admin', userName: `Race Two ${round}` });
      await withOnlyAdmins([first.user.id, second.user.id], async () => {
        const outcomes = await Promise.allSettled([
          changeUserRole(t.ctx.db, { actorId: first.user.id, userId: second.user.id, role: 'user' }),
          round === 2
            ? toggleUserStatus(t.ctx.db, { actorId: second.user.id, userId: first.user.id, isActive: false })
            : changeUserRole(t.ctx.db, { actorId: second.user.id, userId: first.user.id, role: 'user' }),
        ]);
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        const [refusal] = outcomes.filter((outcome) => outcome.status === 'rejected');
        expect(String((refusal?.reason as Error).message)).toMatch(
          /^(The shop needs at least one active admin|At least one admin must stay active)/,
        );
        expect(await activeAdminCount()).toBe(1);
      });
    }
  });
});
