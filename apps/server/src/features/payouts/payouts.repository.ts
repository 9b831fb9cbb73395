import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payoutAccounts, payouts } from '../../db/schema/payouts.ts';

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** A payout row and its created_at as PostgreSQL writes it (the list's exact keyset key). */
export type PayoutListRow = PayoutRow & { createdAtKey: string };

/** The only module that touches the payouts feature's tables. */
export function payoutsRepository(db: Executor) {
  return {
    async findAccount(userId: string): Promise<PayoutAccountRow | undefined> {
      const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
      return row;
    },

    /**
     * A new onboarding link for the seller's account (created `pending` if it had none): the token's
     * hash and expiry replace any earlier link's; an enabled account stays enabled meanwhile.
     */
    async startOnboarding(
      account: { userId: string; provider: PayoutAccountRow['provider'] },
      tokenHash: string,
      expiresAt: Date,
      at: Date,
    ): Promise<void> {
      await db
        .insert(payoutAccounts)
        .values({
          userId: account.userId,
          provider: account.provider,
          status: 'pending',
          onboardingTokenHash: tokenHash,
          onboardingTokenExpiresAt: expiresAt,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: payoutAccounts.userId,
          set: {
            provider: account.provider,
            status: sql`CASE WHEN ${payoutAccounts.status} = 'enabled' THEN 'enabled' ELSE 'pending' END`,
            onboardingTokenHash: tokenHash,
            onboardingTokenExpiresAt: expiresAt,
            updatedAt: at,
          },
        });
    },

    /**
     * The demo onboarding's end: the account of `userId` whose unexpired link has this token's hash
     * is enabled with its bank details and the link is used up (one conditional update, so a token
     * works once). Undefined when no such link: used, expired, forged or someone else's.
     */
    async completeDemoOnboarding(
      userId: string,
      tokenHash: string,
      bank: { accountHolder: string; ibanLast4: string; externalId: string },
      at: Date,
    ): Promise<PayoutAccountRow | undefined> {
      const [row] = await db
        .update(payoutAccounts)
        .set({
          status: 'enabled',
          accountHolder: bank.accountHolder,
          ibanLast4: bank.ibanLast4,
          externalId: sql`coalesce(${payoutAccounts.externalId}, ${bank.externalId})`,
          onboardingTokenHash: null,
          onboardingTokenExpiresAt: null,
          enabledAt: sql`coalesce(${payoutAccounts.enabledAt}, ${at.toISOString()}::timestamptz)`,
          updatedAt: at,
        })
        .where(
          and(
            eq(payoutAccounts.userId, userId),
            eq(payoutAccounts.onboardingTokenHash, tokenHash),
            sql`${payoutAccounts.onboardingTokenExpiresAt} > ${at.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      return row;
    },

    /** Whether the seller's unexpired link has this token (the form is checked before the IBAN). */
    async hasOnboardingToken(userId: string, tokenHash: string, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ userId: payoutAccounts.userId })
        .from(payoutAccounts)
        .where(
          and(
            eq(payoutAccounts.userId, userId),
            eq(payoutAccounts.onboardingTokenHash, tokenHash),
            sql`${payoutAccounts.onboardingTokenExpiresAt} > ${at.toISOString()}::timestamptz`,
          ),
        );
      return row !== undefined;
    },

    async findPayout(id: string): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
      return row;
    },

    async insertPayout(payout: typeof payouts.$inferInsert): Promise<PayoutRow> {
      const [row] = await db.insert(payouts).values(payout).returning();
      return row!;
    },

    /** A seller's payouts, newest first, after the keyset `after`; one more than `limit` (is there a next page?). */
    async listOfSeller(sellerId: string, limit: number, after?: { at: string; id: string }): Promise<PayoutListRow[]> {
      return db
        .select({
          id: payouts.id,
          sellerId: payouts.sellerId,
          amountCents: payouts.amountCents,
          currency: payouts.currency,
          provider: payouts.provider,
          status: payouts.status,
          externalId: payouts.externalId,
          failureReason: payouts.failureReason,
          createdAt: payouts.createdAt,
          updatedAt: payouts.updatedAt,
          paidAt: payouts.paidAt,
          failedAt: payouts.failedAt,
          createdAtKey: sql<string>`${payouts.createdAt}::text`,
        })
        .from(payouts)
        .where(
          and(
            eq(payouts.sellerId, sellerId),
            after
              ? sql`(${payouts.createdAt}, ${payouts.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(limit + 1);
    },

    /** Payouts of `provider` still pending that were asked for at or before `before`, the oldest first. */
    async listPendingBefore(provider: PayoutRow['provider'], before: Date, limit: number): Promise<PayoutRow[]> {
      return db
        .select()
        .from(payouts)
        .where(and(eq(payouts.status, 'pending'), eq(payouts.provider, provider), lte(payouts.createdAt, before)))
        .orderBy(payouts.createdAt)
        .limit(limit);
    },

    /** pending -> paid or failed, once (a conditional update): undefined when it was not pending any more. */
    async settle(
      id: string,
      outcome: { status: 'paid'; externalId: string } | { status: 'failed'; reason: string },
      at: Date,
    ): Promise<PayoutRow | undefined> {
      const [row] = await db
        .update(payouts)
        .set(
          outcome.status === 'paid'
            ? { status: 'paid', externalId: outcome.externalId, paidAt: at, updatedAt: at }
            : { status: 'failed', failureReason: outcome.reason, failedAt: at, updatedAt: at },
        )
        .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')))
        .returning();
      return row;
    },
  };
}
