import { sql, type SQL } from 'drizzle-orm';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { sellerAccountsSql } from './ledger.repository.ts';

/**
 * The ledger's figures for a seller's dashboard, as SQL for the stats feature's one statement, each
 * a sum of the lines written by `instant`: what the ledger paid the seller (released from escrow, net
 * of the platform's fees, or paid outside the platform; in any of the seller's balances), what it
 * holds in escrow for the seller's orders, what it released (and of it, what the seller keeps once
 * the fees are taken), and what it refunded to their buyers.
 * `ownOrderIds` is the SQL list of the seller's orders' ids.
 */
export function sellerMoneyAt(
  sellerId: SQL,
  instant: SQL,
  ownOrderIds: SQL,
): Record<'revenueCents' | 'heldCents' | 'releasedCents' | 'releasedEarnedCents' | 'refundedCents', SQL> {
  const sumOf = (where: SQL) =>
    sql`SELECT coalesce(sum(${ledgerEntries.amountCents}), 0) FROM ${ledgerEntries} WHERE ${where}
        AND ${ledgerEntries.createdAt} <= ${instant}`;
  return {
    revenueCents: sumOf(
      sql`${ledgerEntries.userId} = ${sellerId} AND ${ledgerEntries.account} IN ${sellerAccountsSql}`,
    ),
    heldCents: sumOf(sql`${ledgerEntries.account} = 'escrow' AND ${ledgerEntries.bidId} IN (${ownOrderIds})`),
    releasedCents: sumOf(
      sql`${ledgerEntries.userId} = ${sellerId} AND ${ledgerEntries.account} = 'seller'
        AND ${ledgerEntries.kind} = 'release'`,
    ),
    // What the seller keeps of the releases: each release less its fee.
    releasedEarnedCents: sumOf(
      sql`${ledgerEntries.userId} = ${sellerId} AND ${ledgerEntries.account} = 'seller'
        AND ${ledgerEntries.kind} IN ('release', 'fee')`,
    ),
    refundedCents: sumOf(
      sql`${ledgerEntries.account} = 'buyer' AND ${ledgerEntries.kind} = 'refund'
        AND ${ledgerEntries.bidId} IN (${ownOrderIds})`,
    ),
  };
}
