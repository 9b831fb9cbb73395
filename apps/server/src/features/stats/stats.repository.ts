import { ACTIVE_ORDER_STATUSES } from '@inkwell/domain/bids/bid.process';
import type { MonthWindows } from '@inkwell/domain/stats/stats.rules';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bids } from '../../db/schema/bids.ts';
import { conversations, messages } from '../../db/schema/conversations.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { sqlList } from '../../db/sql-literals.ts';

/** Figures of one month and the month before. */
export interface MonthlyFigure {
  value: number;
  thisMonth: number;
  lastMonth: number;
}

export interface SellerFigures {
  totalGigs: MonthlyFigure;
  activeOrders: MonthlyFigure;
  revenueCents: MonthlyFigure;
  unreadConversations: MonthlyFigure;
}

export interface SellerFactsRow {
  createdAt: Date;
  languages: string[];
  lastDeliveryMs: number | null;
  averageResponseSeconds: number | null;
}

const figure = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

/**
 * Read-only figures of the Seller Hub and the gig page, each one query. Months are given as
 * windows: this month is [thisMonthStart, now], last month [lastMonthStart, thisMonthStart).
 */
export function statsRepository(db: Executor) {
  return {
    async sellerFigures(sellerId: string, windows: MonthWindows): Promise<SellerFigures | undefined> {
      const me = sql`${sellerId}::uuid`;
      const thisStart = sql`${windows.thisMonthStart.toISOString()}::timestamptz`;
      const lastStart = sql`${windows.lastMonthStart.toISOString()}::timestamptz`;
      const inThisMonth = (column: unknown) => sql`${column} >= ${thisStart}`;
      const inLastMonth = (column: unknown) => sql`${column} >= ${lastStart} AND ${column} < ${thisStart}`;

      const ownGigs = sql`FROM ${gigs} WHERE ${gigs.userId} = ${me} AND ${gigs.deletedAt} IS NULL`;
      const ownBids = sql`FROM ${bids} WHERE ${bids.sellerId} = ${me}`;
      /** Revenue is what the ledger paid the seller: released from escrow or paid outside the platform. */
      const earned = sql`FROM ${ledgerEntries} WHERE ${ledgerEntries.userId} = ${me} AND ${ledgerEntries.account} = 'seller'`;
      const mine = sql`(${conversations.sellerId} = ${me} OR ${conversations.buyerId} = ${me})`;
      const received = sql`FROM ${messages} JOIN ${conversations} ON ${conversations.id} = ${messages.conversationId}
        WHERE ${mine} AND ${messages.userId} <> ${me}`;

      const [row] = await db
        .select({
          gigs: figure(sql`SELECT count(*) ${ownGigs}`),
          gigsThisMonth: figure(sql`SELECT count(*) ${ownGigs} AND ${inThisMonth(gigs.createdAt)}`),
          gigsLastMonth: figure(sql`SELECT count(*) ${ownGigs} AND ${inLastMonth(gigs.createdAt)}`),
          orders: figure(sql`SELECT count(*) ${ownBids} AND ${bids.status} IN ${sqlList(ACTIVE_ORDER_STATUSES)}`),
          ordersThisMonth: figure(sql`SELECT count(*) ${ownBids} AND ${inThisMonth(bids.approvedAt)}`),
          ordersLastMonth: figure(sql`SELECT count(*) ${ownBids} AND ${inLastMonth(bids.approvedAt)}`),
          revenue: figure(sql`SELECT coalesce(sum(${ledgerEntries.amountCents}), 0) ${earned}`),
          revenueThisMonth: figure(sql`SELECT coalesce(sum(${ledgerEntries.amountCents}), 0) ${earned} AND ${inThisMonth(ledgerEntries.createdAt)}`),
          revenueLastMonth: figure(sql`SELECT coalesce(sum(${ledgerEntries.amountCents}), 0) ${earned} AND ${inLastMonth(ledgerEntries.createdAt)}`),
          unread: figure(
            sql`SELECT count(*) FROM ${conversations} WHERE (${conversations.sellerId} = ${me} AND NOT ${conversations.readBySeller})
              OR (${conversations.buyerId} = ${me} AND NOT ${conversations.readByBuyer})`,
          ),
          receivedThisMonth: figure(sql`SELECT count(*) ${received} AND ${inThisMonth(messages.createdAt)}`),
          receivedLastMonth: figure(sql`SELECT count(*) ${received} AND ${inLastMonth(messages.createdAt)}`),
        })
        .from(users)
        .where(eq(users.id, sellerId));
      if (!row) return undefined;
      return {
        totalGigs: { value: row.gigs, thisMonth: row.gigsThisMonth, lastMonth: row.gigsLastMonth },
        activeOrders: { value: row.orders, thisMonth: row.ordersThisMonth, lastMonth: row.ordersLastMonth },
        revenueCents: { value: row.revenue, thisMonth: row.revenueThisMonth, lastMonth: row.revenueLastMonth },
        unreadConversations: { value: row.unread, thisMonth: row.receivedThisMonth, lastMonth: row.receivedLastMonth },
      };
    },

    /**
     * A user's seller facts. The response time of a conversation is from the other person's first
     * message to this user's first message after it; conversations without such a reply do not count.
     */
    async sellerFacts(userId: string): Promise<SellerFactsRow | undefined> {
      const me = sql`${userId}::uuid`;
      const [row] = await db
        .select({
          createdAt: users.createdAt,
          languages: users.languages,
          lastDeliveryMs: sql<number | null>`(SELECT extract(epoch FROM max(${bids.completedAt})) * 1000
            FROM ${bids} WHERE ${bids.sellerId} = ${me} AND ${bids.status} = 'completed')::float8`.mapWith(Number),
          averageResponseSeconds: sql<number | null>`(
            SELECT avg(extract(epoch FROM answered.reply_at - answered.asked_at))
            FROM (
              SELECT asked.at AS asked_at,
                (SELECT min(reply.created_at) FROM ${messages} reply
                  WHERE reply.conversation_id = asked.conversation_id AND reply.user_id = ${me} AND reply.created_at > asked.at) AS reply_at
              FROM (
                SELECT m.conversation_id, min(m.created_at) AS at
                FROM ${messages} m JOIN ${conversations} c ON c.id = m.conversation_id
                WHERE (c.seller_id = ${me} OR c.buyer_id = ${me}) AND m.user_id <> ${me}
                GROUP BY m.conversation_id
              ) asked
            ) answered
            WHERE answered.reply_at IS NOT NULL
          )::float8`.mapWith(Number),
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}
