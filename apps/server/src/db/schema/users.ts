import { LANGUAGES } from '@inkwell/domain/limits';
import type { Certification, Education, Social } from '@inkwell/domain/users/user.schema';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sqlList } from '../sql-literals.ts';
import { createdAt, updatedAt } from './columns.ts';

/** The users feature's table: people. */

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
    /** The language mail reaches the person in: the site's language when they last chose one. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** When the current `email` was proved theirs by the link mailed to it; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** The mail topics the person turned off (settings or one-click unsubscribe); every other topic is on. */
    mailOptOuts: jsonb('mail_opt_outs').$type<string[]>().notNull().default([]),
    /**
     * Set when the person deleted their account: the row stays, anonymised, for the other party's orders and reviews.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** The honor code version the person last accepted (0: never) and when. */
    honorCodeVersion: integer('honor_code_version').notNull().default(0),
    honorCodeAcceptedAt: timestamp('honor_code_accepted_at', { withTimezone: true, mode: 'date' }),
    /** Set by an operator: the person cannot sign in, their sessions end and their gigs are hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    /** The operator's message to the person, shown when they try to sign in. */
    suspensionMessage: text('suspension_message').notNull().default(''),
    /** Free texts as written, by field, kept only when contact masking changed them (lib/masked-texts.ts). */
    originalText: jsonb('original_text').$type<Record<string, unknown>>(),
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
