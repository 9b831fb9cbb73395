import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payoutAccounts, payouts, payoutTransfers } from '../../db/schema/payouts.ts';
import type { PayoutAccountRow, PayoutRow } from './payouts.repository.ts';

export type PayoutTransferRow = typeof payoutTransfers.$inferSelect;

const centsSum = (column: typeof payoutTransfers.amountCents | typeof payouts.amountCents) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * The payouts feature's tables as Stripe Connect uses them (docs/decisions/057-stripe-connect-payouts.md):
 * the seller's connected account, the transfers due to it and the payouts made from it.
 */
export function stripeConnectRepository(db: Executor) {
  return {
    /**
     * The seller's account is this connected account, `pending` until Stripe says more; kept as it is
     * when it already is a Stripe account (a concurrent onboarding made the same one, by its idempotency key).
     * A demo account the seller had before Stripe was configured is replaced. Answers the account.
     */
    async saveStripeAccount(userId: string, externalId: string, at: Date): Promise<PayoutAccountRow> {
      const isStripe = sql`${payoutAccounts.provider} = 'stripe' AND ${payoutAccounts.externalId} IS NOT NULL`;
      const [row] = await db
        .insert(payoutAccounts)
        .values({ userId, provider: 'stripe', status: 'pending', externalId, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: payoutAccounts.userId,
          set: {
            provider: 'stripe',
            externalId: sql`CASE WHEN ${isStripe} THEN ${payoutAccounts.externalId} ELSE ${externalId} END`,
            status: sql`CASE WHEN ${isStripe} THEN ${payoutAccounts.status} ELSE 'pending' END`,
            enabledAt: sql`CASE WHEN ${isStripe} THEN ${payoutAccounts.enabledAt} ELSE NULL END`,
            providerEventAt: sql`CASE WHEN ${isStripe} THEN ${payoutAccounts.providerEventAt} ELSE NULL END`,
            accountHolder: null,
            ibanLast4: null,
            onboardingTokenHash: null,
            onboardingTokenExpiresAt: null,
            updatedAt: at,
          },
        })
        .returning();
      return row!;
    },

    async findStripeAccount(externalId: string): Promise<PayoutAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.provider, 'stripe'), eq(payoutAccounts.externalId, externalId)));
      return row;
    },

    /**
     * The status Stripe gave the account, from an event created at `eventAt`: applied only when no
     * later event was applied before it (a conditional update), so an older event delivered late
     * changes nothing. `enabledAt` is kept from a first enabling. Undefined when not applied.
     */
    async applyAccountStatus(
      externalId: string,
      status: PayoutAccountRow['status'],
      eventAt: Date,
      at: Date,
    ): Promise<PayoutAccountRow | undefined> {
      const when = eventAt.toISOString();
      const [row] = await db
        .update(payoutAccounts)
        .set({
          status,
          providerEventAt: eventAt,
          enabledAt:
            status === 'enabled'
              ? sql`coalesce(${payoutAccounts.enabledAt}, ${at.toISOString()}::timestamptz)`
              : payoutAccounts.enabledAt,
          updatedAt: at,
        })
        .where(
          and(
            eq(payoutAccounts.provider, 'stripe'),
            eq(payoutAccounts.externalId, externalId),
            or(isNull(payoutAccounts.providerEventAt), lte(payoutAccounts.providerEventAt, sql`${when}::timestamptz`)),
          ),
        )
        .returning();
      return row;
    },

    /** In the clearing's transaction: the cleared net of an order paid through Stripe is due to the seller, once. */
    async insertTransferDue(transfer: { bidId: string; sellerId: string; amountCents: number }, at: Date) {
      await db
        .insert(payoutTransfers)
        .values({ ...transfer, status: 'pending', createdAt: at, updatedAt: at })
        .onConflictDoNothing({ target: payoutTransfers.bidId });
    },

    async findTransfer(bidId: string): Promise<PayoutTransferRow | undefined> {
      const [row] = await db.select().from(payoutTransfers).where(eq(payoutTransfers.bidId, bidId));
      return row;
    },

    /** Transfers not sent yet whose seller's connected account is enabled (the others wait for it), oldest first. */
    async listTransfersToSend(limit: number): Promise<(PayoutTransferRow & { destination: string })[]> {
      const rows = await db
        .select({ transfer: payoutTransfers, destination: payoutAccounts.externalId })
        .from(payoutTransfers)
        .innerJoin(payoutAccounts, eq(payoutAccounts.userId, payoutTransfers.sellerId))
        .where(
          and(
            eq(payoutTransfers.status, 'pending'),
            eq(payoutAccounts.provider, 'stripe'),
            eq(payoutAccounts.status, 'enabled'),
          ),
        )
        .orderBy(asc(payoutTransfers.createdAt))
        .limit(limit);
      return rows.flatMap((row) => (row.destination ? [{ ...row.transfer, destination: row.destination }] : []));
    },

    /** Stripe's answer about a transfer: sent (its id) or refused for good, once; or one more attempt to retry. */
    async recordTransferAnswer(
      bidId: string,
      answer: { status: 'sent'; externalId: string } | { status: 'failed' | 'pending'; error: string },
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(payoutTransfers)
        .set({
          ...(answer.status === 'sent'
            ? { status: 'sent', externalId: answer.externalId, sentAt: at, lastError: null }
            : { status: answer.status, lastError: answer.error }),
          attempts: sql`${payoutTransfers.attempts} + 1`,
          updatedAt: at,
        })
        .where(and(eq(payoutTransfers.bidId, bidId), eq(payoutTransfers.status, 'pending')))
        .returning({ bidId: payoutTransfers.bidId });
      return rows.length > 0;
    },

    /**
     * What the seller's connected account holds of ours (cents): the transfers sent to it, less the
     * Stripe payouts asked for and not failed. Read under the seller's money lock to act on it.
     */
    async connectedBalanceCents(sellerId: string): Promise<number> {
      const [sent] = await db
        .select({ cents: centsSum(payoutTransfers.amountCents) })
        .from(payoutTransfers)
        .where(and(eq(payoutTransfers.sellerId, sellerId), eq(payoutTransfers.status, 'sent')));
      const [paid] = await db
        .select({ cents: centsSum(payouts.amountCents) })
        .from(payouts)
        .where(
          and(
            eq(payouts.sellerId, sellerId),
            eq(payouts.provider, 'stripe'),
            inArray(payouts.status, ['pending', 'paid']),
          ),
        );
      return (sent?.cents ?? 0) - (paid?.cents ?? 0);
    },

    /** Stripe payouts asked for that Stripe has no id for yet (the request's own call failed), oldest first. */
    async listPayoutsToSend(limit: number): Promise<PayoutRow[]> {
      return db
        .select()
        .from(payouts)
        .where(and(eq(payouts.provider, 'stripe'), eq(payouts.status, 'pending'), isNull(payouts.externalId)))
        .orderBy(asc(payouts.createdAt))
        .limit(limit);
    },

    /** The Stripe payout's po_ id, once (a webhook that settled it first may have set it already). */
    async setPayoutExternalId(id: string, externalId: string, at: Date): Promise<void> {
      await db
        .update(payouts)
        .set({ externalId, updatedAt: at })
        .where(and(eq(payouts.id, id), isNull(payouts.externalId)));
    },
  };
}
