import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const emailCampaigns = pgTable('email_campaigns', {
  id: uuid('id').primaryKey().defaultRandom(),
  subject: text('subject').notNull(),
  content: text('content').notNull().default(''),
  templateType: text('template_type', { enum: ['welcome', 'promotion', 'newsletter', 'custom'] }).notNull(),
  templateData: jsonb('template_data').$type<Record<string, unknown>>().notNull().default({}),
  targetAudience: text('target_audience', { enum: ['all', 'selected'] }).notNull(),
  status: text('status', { enum: ['draft', 'scheduled', 'sending', 'sent'] })
    .notNull()
    .default('draft'),
  recipientCount: integer('recipient_count').notNull().default(0),
  sentCount: integer('sent_count').notNull().default(0),
  failedCount: integer('failed_count').notNull().default(0),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** When a scheduled campaign starts; set with status 'scheduled', cleared when cancelled. */
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
});

export const campaignSelectedUsers = pgTable(
  'campaign_selected_users',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] })],
);

/** One row per recipient: the unique key is what guarantees nobody is mailed twice. */
export const campaignDeliveries = pgTable(
  'campaign_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** 'unknown': handed to the mail server by a run that crashed; never re-sent unless an admin asks. */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'skipped', 'unknown'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('campaign_deliveries_unique').on(t.campaignId, t.userId),
    index('campaign_deliveries_status_idx').on(t.campaignId, t.status),
  ],
);
