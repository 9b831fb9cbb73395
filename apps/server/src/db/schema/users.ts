import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Certification, Education, Social } from '@inkwell/domain/users/user.schema';
import { createdAt, updatedAt } from './columns.ts';

/** People, their sessions and the failed sign-ins counted against them. */

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

/** Failed sign-ins, counted per address and per username over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope', { enum: ['ip', 'username'] }).notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_scope_key_created_idx').on(t.scope, t.key, t.createdAt)],
);
