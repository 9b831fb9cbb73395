import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Certification, Education, Social } from '@inkwell/domain/users/user.schema';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_bio_length', sql`char_length(${t.bio}) <= 1000`),
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
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
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
