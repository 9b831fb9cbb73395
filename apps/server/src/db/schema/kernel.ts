import { PAYMENT_INTENT_STATUSES } from '@inkwell/domain/payments/payment.schema';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sqlList } from '../sql-literals.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * The kernel's tables (apps/server/src/lib): the demo payment gateway's own store (it stands in for
 * the payment provider) and the rate limiter's counters.
 */

/**
 * The demo gateway's own store: payment intents with Stripe's statuses, kept in the database so
 * they outlive a restart and are shared by every process. This stands for the payment provider;
 * the app's record of a payment is `payments`. No card number is stored: brand and last 4 only.
 */
export const demoPaymentIntents = pgTable(
  'demo_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_INTENT_STATUSES }).notNull().default('requires_payment_method'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    /** When a `processing` intent succeeds. */
    settlesAt: timestamp('settles_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('demo_payment_intents_amount_positive', sql`${t.amountCents} > 0`),
    check('demo_payment_intents_status_known', sql`${t.status} IN ${sqlList(PAYMENT_INTENT_STATUSES)}`),
    check('demo_payment_intents_card_last4_digits', sql`${t.cardLast4} IS NULL OR ${t.cardLast4} ~ '^[0-9]{4}$'`),
    uniqueIndex('demo_payment_intents_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('demo_payment_intents_client_secret_key').on(t.clientSecret),
  ],
);

/** The demo gateway's own refunds (it stands for the payment provider, like demo_payment_intents). */
export const demoRefunds = pgTable(
  'demo_refunds',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => demoPaymentIntents.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('demo_refunds_amount_positive', sql`${t.amountCents} > 0`),
    uniqueIndex('demo_refunds_idempotency_key').on(t.idempotencyKey),
    index('demo_refunds_intent_idx').on(t.intentId),
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
