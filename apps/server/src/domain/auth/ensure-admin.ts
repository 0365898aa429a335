import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { registerUser } from './register-user.ts';

/** First start: creates the first admin when the database has none. Returns whether one was created. */
export async function ensureAdmin(db: Db, admin: { email: string; password: string; userName?: string }): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return false;
  await registerUser(db, { userName: admin.userName ?? 'Aurelle Admin', email: admin.email, password: admin.password, role: 'admin' });
  return true;
}
