import { ACCOUNT_TOKEN_PURPOSES } from '@inkwell/domain/users/account.schema';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sqlList } from '../sql-literals.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/** The auth feature's tables: sessions and the mailed single-use account tokens. */

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not give working cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the list of signed-in devices names a session by: the token hash never leaves the server. */
    id: uuid('id').notNull().defaultRandom(),
    /** The browser's User-Agent when the session began, shown as the device in the sessions list. */
    userAgent: text('user_agent').notNull().default(''),
    /** Refreshed at most once a minute by the session plugin; "away for 15 minutes" reads it too. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    uniqueIndex('sessions_id_key').on(t.id),
  ],
);

/**
 * Single-use links mailed to a person: a password reset or an address to verify. Only the
 * SHA-256 of the token is kept; `email` is the address a verification proves (it may have changed since).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    email: text('email').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('account_tokens_purpose_known', sql`${t.purpose} IN ${sqlList(ACCOUNT_TOKEN_PURPOSES)}`),
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_at_idx').on(t.expiresAt),
  ],
);
