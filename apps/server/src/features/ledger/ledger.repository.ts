import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { LEDGER_KINDS, LedgerAccount, PaymentState } from '@inkwell/domain/payments/payment.schema';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { newId } from '../../lib/ids.ts';

/** The accounts that hold a seller's earnings: pending, available, in flight, paid out (decision 056). */
export const SELLER_ACCOUNTS = ['seller', 'seller_available', 'seller_in_flight', 'seller_paid_out'] as const;
export const sellerAccountsSql = sql.raw(`(${SELLER_ACCOUNTS.map((account) => `'${account}'`).join(', ')})`);

export type LedgerKind = (typeof LEDGER_KINDS)[number];
export type LedgerRow = typeof ledgerEntries.$inferSelect;

export interface LedgerLine {
  account: LedgerAccount;
  userId: string | null;
  amountCents: number;
}

/** The only module that touches the ledger. Lines are inserted, never updated or deleted. */
export function ledgerRepository(db: Executor) {
  return {
    /**
     * One movement of an order's money (`bidId`) or of a payout's (`payoutId`, with a null `bidId`):
     * its lines must add up to 0 (checked here, before anything is written).
     */
    async insertMovement(
      kind: LedgerKind,
      bidId: string | null,
      paymentId: string | null,
      lines: LedgerLine[],
      at: Date,
      payoutId: string | null = null,
    ): Promise<void> {
      const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
      if (lines.length < 2 || total !== 0)
        throw new Error(`ledger movement ${kind} of ${bidId ?? payoutId} does not balance (${total})`);
      const movementId = newId(at.getTime());
      await db.insert(ledgerEntries).values(
        lines.map((line) => ({
          id: newId(at.getTime()),
          movementId,
          kind,
          bidId,
          payoutId,
          paymentId,
          ...line,
          createdAt: at,
        })),
      );
    },

    /** The kinds of movement a bid has had. */
    async kindsOf(bidId: string): Promise<Set<LedgerKind>> {
      const rows = await db
        .selectDistinct({ kind: ledgerEntries.kind })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.bidId, bidId));
      return new Set(rows.map((row) => row.kind));
    },

    /** What escrow holds for a bid (cents). */
    async escrowOf(bidId: string): Promise<{ cents: number; paymentId: string | null }> {
      const [row] = await db
        .select({
          cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number),
          paymentId: sql<string | null>`max(${ledgerEntries.paymentId}::text)`,
        })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.bidId, bidId), eq(ledgerEntries.account, 'escrow')));
      return { cents: row?.cents ?? 0, paymentId: row?.paymentId ?? null };
    },

    /**
     * An order's money (cents): paid into escrow by the buyer, still held, released to the seller,
     * refunded to the buyer. paid = held + released + refunded, for every order.
     */
    async moneyOf(
      bidId: string,
    ): Promise<{ paidCents: number; heldCents: number; releasedCents: number; refundedCents: number }> {
      const sum = (kind: LedgerKind, account: 'escrow' | 'seller' | 'buyer') =>
        sql<number>`coalesce(sum(${ledgerEntries.amountCents}) FILTER (WHERE ${ledgerEntries.kind} = ${kind}
          AND ${ledgerEntries.account} = ${account}), 0)`.mapWith(Number);
      const [row] = await db
        .select({
          paid: sum('payment', 'escrow'),
          held: sql<number>`coalesce(sum(${ledgerEntries.amountCents})
            FILTER (WHERE ${ledgerEntries.account} = 'escrow'), 0)`.mapWith(Number),
          released: sum('release', 'seller'),
          refunded: sum('refund', 'buyer'),
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.bidId, bidId));
      return {
        paidCents: row?.paid ?? 0,
        heldCents: row?.held ?? 0,
        releasedCents: row?.released ?? 0,
        refundedCents: row?.refunded ?? 0,
      };
    },

    /**
     * A person's money: paid as a buyer, of which still in escrow, and received as a seller (cents:
     * net of the platform's fees, whichever of the seller's balances it is in now).
     */
    async summaryOf(userId: string): Promise<{ spentCents: number; inEscrowCents: number; earnedCents: number }> {
      const me = sql`${userId}::uuid`;
      const result = await db.execute(sql`
        SELECT
          coalesce((SELECT -sum(amount_cents) FROM ledger_entries WHERE user_id = ${me} AND account = 'buyer'), 0)
          AS spent,
          coalesce((SELECT sum(e.amount_cents) FROM ledger_entries e
            WHERE e.account = 'escrow' AND e.bid_id IN (SELECT bid_id FROM ledger_entries WHERE user_id = ${me}
            AND account = 'buyer' AND kind = 'payment')), 0) AS escrow,
          coalesce((SELECT sum(amount_cents) FROM ledger_entries WHERE user_id = ${me}
            AND account IN ${sellerAccountsSql}), 0) AS earned
      `);
      const row = (
        result as unknown as { rows: { spent: string | number; escrow: string | number; earned: string | number }[] }
      ).rows[0];
      return {
        spentCents: Number(row?.spent ?? 0),
        inEscrowCents: Number(row?.escrow ?? 0),
        earnedCents: Number(row?.earned ?? 0),
      };
    },
  };
}

/** SQL of a bid's payment state from the ledger (PAYMENT_STATES), for the bid views. */
export function paymentStateSql(bidId: unknown, bidStatus: unknown) {
  return sql<PaymentState>`coalesce(
    (SELECT CASE
       WHEN bool_or(${ledgerEntries.kind} = 'refund') AND bool_or(${ledgerEntries.kind} = 'release') THEN 'split'
       WHEN bool_or(${ledgerEntries.kind} = 'refund') THEN 'refunded'
       WHEN bool_or(${ledgerEntries.kind} = 'release') THEN 'released'
       WHEN bool_or(${ledgerEntries.kind} = 'payment') THEN 'in_escrow'
       WHEN bool_or(${ledgerEntries.kind} = 'paid_outside') THEN 'paid_outside'
     END FROM ${ledgerEntries} WHERE ${ledgerEntries.bidId} = ${bidId}),
    CASE WHEN ${bidStatus} = 'approved' THEN 'awaiting_payment' ELSE 'none' END)`;
}
