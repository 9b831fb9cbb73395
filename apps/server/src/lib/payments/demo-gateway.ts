import { randomBytes } from 'node:crypto';
import {
  cardBrand,
  cardDigits,
  DEMO_PROCESSING_MS,
  TEST_CARDS,
  type CardBrand,
} from '@inkwell/domain/payments/card.rules';
import { DemoCardFields, PAYMENT_MESSAGES, type PaymentIntentStatus } from '@inkwell/domain/payments/payment.schema';
import type { ErrorCode } from '@inkwell/domain/errors';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { demoPaymentIntents } from '../../db/schema/kernel.ts';
import { DomainError } from '../domain-error.ts';
import { parseInput } from '../validation.ts';
import { refundDemoIntent } from './demo-refunds.ts';
import type { CreateIntentInput, GatewayIntent, PaymentGateway, RefundInput } from './payment-gateway.ts';

/**
 * The demo gateway (the default): a stand-in for Stripe that needs nothing outside the process.
 * Intents live in `demo_payment_intents` with Stripe's statuses and are confirmed by the card form
 * through `confirm`, which behaves like Stripe's test cards: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 is declined for insufficient funds, and the
 * demo's own 4000 0000 0000 7072 stays `processing` for DEMO_PROCESSING_MS, then succeeds. Any
 * other valid number is declined, as Stripe's test mode declines real cards. The card number is
 * checked (Luhn, future expiry, CVC) and forgotten: only the brand and the last 4 digits are kept.
 */

type IntentRow = typeof demoPaymentIntents.$inferSelect;

type Outcome = { status: PaymentIntentStatus; error?: { code: string; message: string; domain: ErrorCode } };

function outcomeOf(digits: string): Outcome {
  switch (digits) {
    case TEST_CARDS.succeeds:
      return { status: 'succeeded' };
    case TEST_CARDS.processing:
      return { status: 'processing' };
    case TEST_CARDS.declined:
      return {
        status: 'requires_payment_method',
        error: { code: 'card_declined', message: PAYMENT_MESSAGES.declined, domain: 'CARD_DECLINED' },
      };
    case TEST_CARDS.insufficientFunds:
      return {
        status: 'requires_payment_method',
        error: {
          code: 'insufficient_funds',
          message: PAYMENT_MESSAGES.insufficientFunds,
          domain: 'CARD_INSUFFICIENT_FUNDS',
        },
      };
    default:
      return {
        status: 'requires_payment_method',
        error: { code: 'card_declined', message: PAYMENT_MESSAGES.notATestCard, domain: 'CARD_DECLINED' },
      };
  }
}

const FIELD_CODES: Record<string, ErrorCode> = {
  number: 'CARD_NUMBER_INVALID',
  expiry: 'CARD_EXPIRY_INVALID',
  cvc: 'CARD_CVC_INVALID',
};

function toIntent(row: IntentRow): GatewayIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    metadata: row.metadata,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand as CardBrand, last4: row.cardLast4 } : null,
    lastError: row.lastErrorCode ? { code: row.lastErrorCode, message: row.lastErrorMessage ?? '' } : null,
  };
}

const token = (bytes: number) => randomBytes(bytes).toString('hex');

export interface DemoConfirmation {
  intent: GatewayIntent;
  /** Why the card was declined (the intent stays open for another card). */
  declined: { code: ErrorCode; message: string } | null;
}

export interface DemoGateway extends PaymentGateway {
  kind: 'demo';
  /** The intent a client secret belongs to (the card form only knows the secret), or null. */
  findByClientSecret(clientSecret: string, executor?: Executor): Promise<GatewayIntent | null>;
  /**
   * Confirms an open intent with a card, in the caller's transaction when given one. Invalid card
   * fields are 400; a declined card leaves the intent open for another try and says why. Only one
   * confirmation of an intent can win (a conditional update); the others get 409.
   */
  confirm(clientSecret: string, card: unknown, executor?: Executor, now?: Date): Promise<DemoConfirmation>;
}

export function demoGateway(db: Database): DemoGateway {
  /** A processing intent whose time has come succeeds (a conditional update: once, whoever reads first). */
  async function settleDue(executor: Executor, row: IntentRow): Promise<IntentRow> {
    if (row.status !== 'processing' || !row.settlesAt || row.settlesAt > new Date()) return row;
    const [settled] = await executor
      .update(demoPaymentIntents)
      .set({ status: 'succeeded', updatedAt: new Date() })
      .where(
        and(
          eq(demoPaymentIntents.id, row.id),
          eq(demoPaymentIntents.status, 'processing'),
          lte(demoPaymentIntents.settlesAt, sql`now()`),
        ),
      )
      .returning();
    if (settled) return settled;
    const [current] = await executor.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.id, row.id));
    return current ?? row;
  }

  async function findByClientSecret(clientSecret: string, executor: Executor = db): Promise<GatewayIntent | null> {
    const [row] = await executor
      .select()
      .from(demoPaymentIntents)
      .where(eq(demoPaymentIntents.clientSecret, clientSecret));
    return row ? toIntent(await settleDue(executor, row)) : null;
  }

  return {
    kind: 'demo',
    publishableKey: null,
    findByClientSecret,

    async createIntent(input: CreateIntentInput): Promise<GatewayIntent> {
      const id = `pi_demo_${token(12)}`;
      await db
        .insert(demoPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${token(16)}`,
          idempotencyKey: input.idempotencyKey,
          amountCents: input.amountCents,
          currency: input.currency,
          metadata: input.metadata,
        })
        .onConflictDoNothing({ target: demoPaymentIntents.idempotencyKey });
      const [row] = await db
        .select()
        .from(demoPaymentIntents)
        .where(eq(demoPaymentIntents.idempotencyKey, input.idempotencyKey));
      return toIntent(row!);
    },

    async retrieveIntent(id: string): Promise<GatewayIntent | null> {
      const [row] = await db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.id, id));
      return row ? toIntent(await settleDue(db, row)) : null;
    },

    refund: (input: RefundInput) => refundDemoIntent(db, input),

    async cancelIntent(id: string): Promise<boolean> {
      const canceled = await db
        .update(demoPaymentIntents)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(demoPaymentIntents.id, id), eq(demoPaymentIntents.status, 'requires_payment_method')))
        .returning({ id: demoPaymentIntents.id });
      return canceled.length > 0;
    },

    async confirm(
      clientSecret: string,
      card: unknown,
      executor: Executor = db,
      now: Date = new Date(),
    ): Promise<DemoConfirmation> {
      const fields = parseInput(DemoCardFields, card, (field) => FIELD_CODES[field]);
      const digits = cardDigits(fields.number);
      const outcome = outcomeOf(digits);
      const [row] = await executor
        .update(demoPaymentIntents)
        .set({
          status: outcome.status,
          cardBrand: cardBrand(digits),
          cardLast4: digits.slice(-4),
          lastErrorCode: outcome.error?.code ?? null,
          lastErrorMessage: outcome.error?.message ?? null,
          settlesAt: outcome.status === 'processing' ? new Date(now.getTime() + DEMO_PROCESSING_MS) : null,
          updatedAt: now,
        })
        .where(
          and(
            eq(demoPaymentIntents.clientSecret, clientSecret),
            eq(demoPaymentIntents.status, 'requires_payment_method'),
          ),
        )
        .returning();
      if (!row) {
        const current = await findByClientSecret(clientSecret, executor);
        if (!current) throw new DomainError('PAYMENT_NOT_FOUND');
        if (current.status === 'succeeded') throw new DomainError('PAYMENT_ALREADY_SUCCEEDED');
        if (current.status === 'processing') throw new DomainError('PAYMENT_PROCESSING');
        throw new DomainError('BID_NOT_APPROVED', 'This payment was canceled.');
      }
      return {
        intent: toIntent(row),
        declined: outcome.error ? { code: outcome.error.domain, message: outcome.error.message } : null,
      };
    },
  };
}
