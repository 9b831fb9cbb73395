import { NOTIFICATION_TYPES, type NotificationType } from '@inkwell/domain/notifications/notification.schema';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sqlList, sqlLiteral } from '../sql-literals.ts';
import { createdAt, updatedAt } from './columns.ts';
import { conversations } from './conversations.ts';
import { gigs } from './gigs.ts';
import { bids } from './order-life.ts';
import { users } from './users.ts';

/** The notifications feature's table. */

/**
 * What a person is told about (docs/decisions: live events). Facts only (ids, cents, stars): the web
 * writes the sentence in the reader's language. An unread message notification is one per
 * conversation, refreshed by each new message (`count`, `preview`, `updated_at`) until it is read.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    gigId: uuid('gig_id').references(() => gigs.id, { onDelete: 'cascade' }),
    bidId: uuid('bid_id').references(() => bids.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents'),
    stars: integer('stars'),
    preview: text('preview').notNull().default(''),
    count: integer('count').notNull().default(1),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /**
     * When a mail told the person about it (an unread message
     * notification, in the away digest), so no digest repeats it.
     */
    mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('notifications_type_known', sql`${t.type} IN ${sqlList(NOTIFICATION_TYPES)}`),
    check('notifications_count_positive', sql`${t.count} >= 1`),
    index('notifications_user_updated_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    /** One unread message notification per person and conversation: new messages refresh it. */
    uniqueIndex('notifications_unread_message_key')
      .on(t.userId, t.conversationId)
      .where(sql`${t.type} = ${sqlLiteral('message_received' satisfies NotificationType)} AND ${t.readAt} IS NULL`),
  ],
);
