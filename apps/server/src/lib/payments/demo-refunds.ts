import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { demoPaymentIntents, demoRefunds } from '../../db/schema/kernel.ts';
import { DomainError } from '../domain-error.ts';
import type { GatewayRefund, RefundInput } from './payment-gateway.ts';

/**
 * The demo gateway's refunds, kept in `demo_refunds` as a provider would keep them: only of a
 * succeeded intent, never more than its amount in total (checked under the intent's row lock, so
 * two refunds racing each other cannot both pass), and the same idempotency key answers the same
 * refund without refunding again.
 */
export async function refundDemoIntent(db: Database, input: RefundInput): Promise<GatewayRefund> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new DomainError('PAYMENT_GATEWAY_FAILED', 'A refund must be a positive amount.');
  }
  return db.transaction(async (tx) => {
    const [intent] = await tx
      .select()
      .from(demoPaymentIntents)
      .where(eq(demoPaymentIntents.id, input.intentId))
      .for('update');
    if (!intent) throw new DomainError('PAYMENT_GATEWAY_FAILED', `No such payment intent: ${input.intentId}.`);
    const [known] = await tx.select().from(demoRefunds).where(eq(demoRefunds.idempotencyKey, input.idempotencyKey));
    if (known) {
      if (known.intentId !== intent.id || known.amountCents !== input.amountCents) {
        throw new DomainError('PAYMENT_GATEWAY_FAILED', 'This idempotency key was used for another refund.');
      }
      return { id: known.id, status: 'succeeded', amountCents: known.amountCents };
    }
    if (intent.status !== 'succeeded')
      throw new DomainError('PAYMENT_GATEWAY_FAILED', 'Only a succeeded payment can be refunded.');
    const [refunded] = await tx
      .select({ cents: sql<number>`coalesce(sum(${demoRefunds.amountCents}), 0)`.mapWith(Number) })
      .from(demoRefunds)
      .where(eq(demoRefunds.intentId, intent.id));
    if ((refunded?.cents ?? 0) + input.amountCents > intent.amountCents) {
      throw new DomainError('PAYMENT_GATEWAY_FAILED', 'A refund cannot be more than what is left of the payment.');
    }
    const id = `re_demo_${randomBytes(12).toString('hex')}`;
    await tx
      .insert(demoRefunds)
      .values({ id, intentId: intent.id, amountCents: input.amountCents, idempotencyKey: input.idempotencyKey });
    return { id, status: 'succeeded', amountCents: input.amountCents };
  });
}
