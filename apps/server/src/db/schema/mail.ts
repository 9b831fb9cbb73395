import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@inkwell/domain/limits';
import { MAIL_STATUSES } from '@inkwell/domain/mail/mail.schema';
import { sqlList, sqlLiteral } from '../sql-literals.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * The transactional outbox of mail: a row is written in the same transaction as the
 * change that causes it, so a rolled-back change sends nothing and a committed one is never lost.
 * The sender claims due rows (`locked_until` is its lease, so a process that died mid-send leaves
 * the row to be claimed again), renders `template` in `language` from `data`, and sends at least
 * once; `idempotency_key` (e.g. `bid_placed:<bid id>:<user id>`) makes a second enqueue of one event a no-op.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Who it is for, when it is a person of the site (null once their account is gone). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** The preference topic a one-click unsubscribe turns off; null for mail one cannot refuse (password reset). */
    topic: text('topic'),
    /**
     * The random token of this mail's one-click unsubscribe link (List-Unsubscribe, RFC 8058); null when
     * `topic` is. It can only turn this mail's topic off for this person, and the sender needs it whole.
     */
    unsubscribeToken: text('unsubscribe_token'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error').notNull().default(''),
    /** The Message-ID the transport gave it. */
    messageId: text('message_id').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_idempotency_key').on(t.idempotencyKey),
    check('mail_outbox_status_known', sql`${t.status} IN ${sqlList(MAIL_STATUSES)}`),
    check('mail_outbox_language_known', sql`${t.language} IN ${sqlList(LANGUAGES)}`),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = ${sqlLiteral('pending')}`),
    uniqueIndex('mail_outbox_unsubscribe_token_key').on(t.unsubscribeToken),
    index('mail_outbox_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
