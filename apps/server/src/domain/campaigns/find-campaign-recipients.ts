import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { GET_CAMPAIGN_USERS_LIMIT } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { containsPattern } from '../admin-users/contains-pattern.ts';

/**
 * Users an admin can pick for a 'selected' campaign: active and still subscribed (anyone else would be
 * skipped at send time), name or e-mail containing the search, at most 20.
 */
export async function findCampaignRecipients(db: DbOrTx, searchTerm: string): Promise<Array<{ _id: string; name: string; email: string }>> {
  const pattern = searchTerm ? containsPattern(searchTerm) : undefined;
  const rows = await db
    .select({ id: users.id, name: users.userName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        isNull(users.unsubscribedAt),
        pattern ? or(sql`lower(${users.userName}) LIKE ${pattern}`, sql`lower(${users.email}) LIKE ${pattern}`) : undefined,
      ),
    )
    .orderBy(asc(users.userName), asc(users.email))
    .limit(GET_CAMPAIGN_USERS_LIMIT);
  return rows.map((row) => ({ _id: row.id, name: row.name, email: row.email }));
}
