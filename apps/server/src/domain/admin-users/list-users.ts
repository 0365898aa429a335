import { count, desc, or, sql } from 'drizzle-orm';
import type { ListUsersQuery, PublicUser } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { presentUser } from '../auth/present-user.ts';
import { containsPattern } from './contains-pattern.ts';

export interface UsersPage {
  users: PublicUser[];
  totalUsers: number;
  totalPages: number;
  currentPage: number;
}

/** One page of users, newest first, optionally narrowed to names or e-mails containing the search (any case). */
export async function listUsers(db: DbOrTx, query: ListUsersQuery): Promise<UsersPage> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = pattern ? or(sql`lower(${users.userName}) LIKE ${pattern}`, sql`lower(${users.email}) LIKE ${pattern}`) : undefined;
  const [totals] = await db.select({ total: count() }).from(users).where(where);
  const totalUsers = Number(totals?.total ?? 0);
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      email: users.email,
      role: users.role,
      teamRole: users.teamRole,
      isActive: users.isActive,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(where)
    // The id breaks ties between users created in the same instant, so pages never overlap.
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    users: rows.map(presentUser),
    totalUsers,
    totalPages: Math.max(1, Math.ceil(totalUsers / query.limit)),
    currentPage: query.page,
  };
}
