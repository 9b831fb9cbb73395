import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@inkwell/domain/limits';
import { ACCOUNT_TOKEN_PURPOSES } from '@inkwell/domain/users/account.schema';
import type { Certification, Education, Social } from '@inkwell/domain/users/user.schema';
import { sqlList } from '../sql-literals.ts';
import { createdAt, updatedAt } from './columns.ts';

/** People, their sessions and the rate limits counted against them and their addresses. */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    img: text('img').notNull().default(''),
    isSeller: boolean('is_seller').notNull().default(false),
    /** Operators decide disputes; set only from the command line (`npm run operator -- <username>`). */
    isOperator: boolean('is_operator').notNull().default(false),
    fullName: text('full_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The owner shows email and phone on the public CV (off by default; decision 023). */
    showContact: boolean('show_contact').notNull().default(false),
    country: text('country').notNull().default(''),
    nationality: text('nationality').notNull().default(''),
    bio: text('bio').notNull().default(''),
    desc: text('desc').notNull().default(''),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    education: jsonb('education').$type<Education[]>().notNull().default([]),
    experience: jsonb('experience').$type<string[]>().notNull().default([]),
    hobbies: jsonb('hobbies').$type<string[]>().notNull().default([]),
    certifications: jsonb('certifications').$type<Certification[]>().notNull().default([]),
    social: jsonb('social').$type<Social>().notNull().default({ linkedin: '', twitter: '', github: '', website: '' }),
    /** The language mail reaches the person in (issue 16): the site's language when they last chose one. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** When the current `email` was proved theirs by the link mailed to it; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** The mail topics the person turned off (settings or one-click unsubscribe); every other topic is on. */
    mailOptOuts: jsonb('mail_opt_outs').$type<string[]>().notNull().default([]),
    /** Set when the person deleted their account: the row stays, anonymised, for the other party's orders and reviews. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** The honor code version the person last accepted (0: never; issue 17) and when. */
    honorCodeVersion: integer('honor_code_version').notNull().default(0),
    honorCodeAcceptedAt: timestamp('honor_code_accepted_at', { withTimezone: true, mode: 'date' }),
    /** Set by an operator (issue 17): the person cannot sign in, their sessions end and their gigs are hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    /** The operator's message to the person, shown when they try to sign in. */
    suspensionMessage: text('suspension_message').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_bio_length', sql`char_length(${t.bio}) <= 1000`),
    check('users_language_known', sql`${t.language} IN ${sqlList(LANGUAGES)}`),
  ],
);

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
 * Single-use links mailed to a person (issue 16): a password reset or an address to verify. Only the
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

/**
 * Rate limits shared by every server process (lib/rate-limit.ts): one row per (scope, key), e.g.
 * ('login-account', user id), ('login-address', ip), ('registrations', ip). An attempt is reserved by
 * one atomic upsert before the work it guards, so concurrent requests cannot overrun a budget.
 * `count` is the attempts in the window that started at `window_started_at`; `next_allowed_at` is
 * the progressive delay (sign-ins): no attempt is reserved before it.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('rate_limits_updated_at_idx').on(t.updatedAt)],
);
