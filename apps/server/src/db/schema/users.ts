import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TEAM_ROLES } from '@aurelle/contract';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** An admin's team role (what they may use in the back office); every admin has one, a customer none. */
    teamRole: text('team_role', { enum: TEAM_ROLES }),
    isActive: boolean('is_active').notNull().default(true),
    /** Set when the user follows an unsubscribe link; campaigns skip them from then on. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Set when the shopper turns off reminders of items left in the cart: profile setting or the e-mail's link. */
    cartRemindersOffAt: timestamp('cart_reminders_off_at', { withTimezone: true }),
    /** Set when the shopper turns off WhatsApp updates (account page, or replying STOP from their phone). */
    whatsappOffAt: timestamp('whatsapp_off_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    index('users_user_name_trgm_idx').using('gin', sql`lower(${t.userName}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    check(
      'users_team_role_for_admins',
      sql`(${t.role} = 'admin') = (${t.teamRole} IS NOT NULL) AND (${t.teamRole} IS NULL OR ${t.teamRole} IN ('owner', 'manager', 'packer', 'accountant'))`,
    ),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * One row per sign-in: the token names its session, so each device can be signed out on its own. Logout
 * deletes its row; a password change deletes the others; a reset, a deactivation and "sign out everywhere" delete
 * them all. `last_seen_at` is refreshed at most every few minutes.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId), index('user_sessions_expires_idx').on(t.expiresAt)],
);
