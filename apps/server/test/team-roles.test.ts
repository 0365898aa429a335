import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  buildUrl,
  endpoints,
  LAST_OWNER_MESSAGE,
  listEndpoints,
  permissionDeniedMessage,
  TEAM_ROLE_PERMISSIONS,
  TEAM_ROLES,
  TEAM_ROLE_FOR_CUSTOMER_MESSAGE,
  type Endpoint,
  type TeamRole,
} from '@aurelle/contract';
import { users } from '../src/db/schema/index.ts';
import { changeUserRole } from '../src/domain/admin-users/change-user-role.ts';
import { toggleUserStatus } from '../src/domain/admin-users/toggle-user-status.ts';
import { createAccount } from './backoffice-factories.ts';
import { bodyOf, call, createTestApp, readOutbox, uniqueEmail, type TestApp } from './helpers.ts';
import { parseMail } from './mail-parser.ts';

/*
 * A team with roles: every back-office endpoint declares the permission it needs and the server refuses a team member
 * whose role lacks it; invitations name the role; the audit log records the role; the last owner stays.
 */

let t: TestApp;
type Account = Awaited<ReturnType<typeof createAccount>>;
const team = {} as Record<TeamRole, Account>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of TEAM_ROLES) team[role] = await createAccount(t, { role: 'admin', teamRole: role, userName: `Team ${role}` });
});
afterAll(async () => {
  await t.close();
});

/** A call with nothing but the caller: made-up ids for the path, no body. What matters is whether the role got past. */
async function bareCall(endpoint: Endpoint, headers: Record<string, string>) {
  const params = Object.fromEntries(Object.keys(endpoint.params?.shape ?? {}).map((name) => [name, randomUUID()]));
  return t.app.inject({ method: endpoint.method, url: buildUrl(endpoint, { params } as never), headers });
}

describe('every back-office endpoint, for every team role', () => {
  const backOffice = listEndpoints().filter(({ endpoint }) => endpoint.auth === 'admin');

  it('covers the whole back office', () => {
    expect(backOffice.length).toBeGreaterThan(60);
  });

  for (const role of TEAM_ROLES) {
    it(`lets the ${role} through exactly where the role's permissions say, and refuses the rest with 403 naming what is missing`, async () => {
      const refusedWrongly: string[] = [];
      const letThroughWrongly: string[] = [];
      for (const { name, endpoint } of backOffice) {
        const permission = endpoint.permission;
        if (!permission) throw new Error(`${name} declares no permission`);
        const response = await bareCall(endpoint, team[role].auth);
        const refused =
          response.statusCode === 403 && response.json<{ message: string }>().message === permissionDeniedMessage(role, permission);
        const allowed = TEAM_ROLE_PERMISSIONS[role].includes(permission);
        if (allowed && refused) refusedWrongly.push(name);
        if (!allowed && !refused) letThroughWrongly.push(`${name} (${response.statusCode})`);
        expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
      }
      expect(refusedWrongly).toEqual([]);
      expect(letThroughWrongly).toEqual([]);
    });
  }

  it('still refuses a customer and an anonymous caller before any role is looked at', async () => {
    const customer = await createAccount(t);
    const anyOne = endpoints.listAdminProducts;
    expect((await bareCall(anyOne, customer.auth)).statusCode).toBe(403);
    expect((await bareCall(anyOne, {})).statusCode).toBe(401);
  });
});

describe('what the roles mean in practice', () => {
  it('a packer works the To ship list but cannot open the catalog or an order, and the 403 says why', async () => {
    expect((await call(t, endpoints.listOrdersToShip, { headers: team.packer.auth })).status).toBe(200);
    const products = await call(t, endpoints.listAdminProducts, { headers: team.packer.auth });
    expect(products.status).toBe(403);
    expect(products.body).toMatchObject({ message: 'Your role (Packer) does not include the catalog: ask an owner' });
  });

  it('an accountant reads orders and the GST month but cannot change an order', async () => {
    expect((await call(t, endpoints.listAdminOrders, { headers: team.accountant.auth })).status).toBe(200);
    expect((await call(t, endpoints.getGstSummary, { headers: team.accountant.auth })).status).not.toBe(403);
    const change = await call(t, endpoints.updateOrderStatus, {
      headers: team.accountant.auth,
      params: { id: randomUUID() },
      body: { status: 'inShipping' },
    });
    expect(change.status).toBe(403);
  });

  it('a change of team role applies to the very next request', async () => {
    const person = await createAccount(t, { role: 'admin', teamRole: 'manager' });
    expect((await call(t, endpoints.listAdminProducts, { headers: person.auth })).status).toBe(200);
    const moved = bodyOf(
      await call(t, endpoints.changeUserRole, {
        headers: team.owner.auth,
        params: { id: person.user.id },
        body: { role: 'admin', teamRole: 'packer' },
      }),
      200,
    );
    expect(moved.user).toMatchObject({ role: 'admin', teamRole: 'packer' });
    expect((await call(t, endpoints.listAdminProducts, { headers: person.auth })).status).toBe(403);
    // Still signed in: only a demotion to customer ends the sessions.
    expect((await call(t, endpoints.listOrdersToShip, { headers: person.auth })).status).toBe(200);
  });

  it('only an owner changes roles; a manager handles customers but not the team', async () => {
    const customer = await createAccount(t);
    const otherAdmin = await createAccount(t, { role: 'admin', teamRole: 'packer' });
    const byManager = team.manager.auth;
    expect(
      (await call(t, endpoints.changeUserRole, { headers: byManager, params: { id: customer.user.id }, body: { role: 'admin' } })).status,
    ).toBe(403);
    // A customer can be deactivated and invited by a manager…
    expect(
      (await call(t, endpoints.toggleUserStatus, { headers: byManager, params: { id: customer.user.id }, body: { isActive: false } }))
        .status,
    ).toBe(200);
    const invitedCustomer = await call(t, endpoints.inviteUser, {
      headers: byManager,
      body: { userName: 'Asha Customer', email: uniqueEmail('asha'), role: 'user' },
    });
    expect(invitedCustomer.status).toBe(201);
    // …an admin is the owner's business.
    const deactivateAdmin = await call(t, endpoints.toggleUserStatus, {
      headers: byManager,
      params: { id: otherAdmin.user.id },
      body: { isActive: false },
    });
    expect(deactivateAdmin.status).toBe(403);
    expect(deactivateAdmin.body).toMatchObject({ message: permissionDeniedMessage('manager', 'team') });
    const inviteAdmin = await call(t, endpoints.inviteUser, {
      headers: byManager,
      body: { userName: 'Not Allowed', email: uniqueEmail('nope'), role: 'admin', teamRole: 'owner' },
    });
    expect(inviteAdmin.status).toBe(403);
    const [stillActive] = await t.ctx.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, otherAdmin.user.id));
    expect(stillActive?.isActive).toBe(true);
  });

  it('the spec’s promotion without a team role makes an owner; a team role for a customer is refused', async () => {
    const customer = await createAccount(t);
    const promoted = bodyOf(
      await call(t, endpoints.changeUserRole, { headers: team.owner.auth, params: { id: customer.user.id }, body: { role: 'admin' } }),
      200,
    );
    expect(promoted.user.teamRole).toBe('owner');
    const demoted = bodyOf(
      await call(t, endpoints.changeUserRole, { headers: team.owner.auth, params: { id: customer.user.id }, body: { role: 'user' } }),
      200,
    );
    expect(demoted.user).toMatchObject({ role: 'user', teamRole: null });
    const mixed = await call(t, endpoints.changeUserRole, {
      headers: team.owner.auth,
      params: { id: customer.user.id },
      body: { role: 'user', teamRole: 'packer' },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body).toMatchObject({ errors: { teamRole: [TEAM_ROLE_FOR_CUSTOMER_MESSAGE] } });
  });
});

describe('an invitation names the role', () => {
  it('creates an accountant, tells them so by e-mail, and they see only what an accountant may', async () => {
    const email = uniqueEmail('meera');
    const created = bodyOf(
      await call(t, endpoints.inviteUser, {
        headers: team.owner.auth,
        body: { userName: 'Meera Iyer', email, role: 'admin', teamRole: 'accountant' },
      }),
      201,
    );
    expect(created.user).toMatchObject({ role: 'admin', teamRole: 'accountant' });
    await t.runtime.worker.drain();
    const mail = (await readOutbox(t.dataDir)).map(parseMail).find((message) => message.to.includes(email));
    expect(mail?.text).toContain('as accountant (orders (read only), invoices, the gst month and exports)');
  });
});

describe('the audit log records the role', () => {
  it('files a manager’s write with the manager role beside their e-mail', async () => {
    const customer = await createAccount(t);
    bodyOf(
      await call(t, endpoints.toggleUserStatus, {
        headers: team.manager.auth,
        params: { id: customer.user.id },
        body: { isActive: false },
      }),
      200,
    );
    const log = bodyOf(await call(t, endpoints.listAuditEvents, { headers: team.owner.auth, query: { entityId: customer.user.id } }), 200);
    expect(log.events[0]?.actor).toEqual({ id: team.manager.user.id, email: team.manager.user.email, role: 'manager' });
    expect(log.events[0]?.action).toBe('user.set-status');
  });
});

describe('the last owner', () => {
  /** Leaves `keep` as the only owners: every other owner becomes a manager. */
  async function onlyOwners(...keep: string[]) {
    const owners = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.teamRole, 'owner'));
    for (const owner of owners) {
      if (!keep.includes(owner.id)) await t.ctx.db.update(users).set({ teamRole: 'manager' }).where(eq(users.id, owner.id));
    }
  }
  const ownerIds = async () =>
    (
      await t.ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.teamRole, 'owner'), eq(users.isActive, true)))
    ).map((row) => row.id);

  it('two owners demoting each other at once: one wins, the other is refused, one owner is left', async () => {
    const first = await createAccount(t, { role: 'admin', teamRole: 'owner' });
    const second = await createAccount(t, { role: 'admin', teamRole: 'owner' });
    await onlyOwners(first.user.id, second.user.id);
    const outcomes = await Promise.allSettled([
      changeUserRole(t.ctx.db, { actorId: first.user.id, userId: second.user.id, role: 'admin', teamRole: 'manager' }),
      changeUserRole(t.ctx.db, { actorId: second.user.id, userId: first.user.id, role: 'admin', teamRole: 'manager' }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refusal = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refusal?.status === 'rejected' ? (refusal.reason as Error).message : '').toBe(LAST_OWNER_MESSAGE);
    expect(await ownerIds()).toHaveLength(1);
  });

  it('refuses with 409 a demotion or deactivation that would leave no active owner, whoever asks', async () => {
    const owner = await createAccount(t, { role: 'admin', teamRole: 'owner' });
    const staleOwner = await createAccount(t, { role: 'admin', teamRole: 'owner' });
    await onlyOwners(owner.user.id, staleOwner.user.id);
    // The second owner's account is deactivated while a request of theirs is on its way.
    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, staleOwner.user.id));
    const asStale = { actorId: staleOwner.user.id, userId: owner.user.id };
    await expect(changeUserRole(t.ctx.db, { ...asStale, role: 'admin', teamRole: 'packer' })).rejects.toMatchObject({
      message: LAST_OWNER_MESSAGE,
      code: 'CONFLICT',
    });
    await expect(changeUserRole(t.ctx.db, { ...asStale, role: 'user' })).rejects.toMatchObject({ message: LAST_OWNER_MESSAGE });
    await expect(toggleUserStatus(t.ctx.db, { ...asStale, isActive: false })).rejects.toMatchObject({ message: LAST_OWNER_MESSAGE });
    expect(await ownerIds()).toEqual([owner.user.id]);
  });
});
