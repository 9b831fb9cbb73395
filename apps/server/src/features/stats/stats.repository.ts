import { ACTIVE_ORDER_STATUSES } from '@inkwell/domain/bids/bid.process';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { bids } from '../../db/schema/order-life.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { messages } from '../../db/schema/messages.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { users } from '../../db/schema/users.ts';
import { sqlList } from '../../db/sql-literals.ts';

/** The Seller Hub's figures at one instant (money in cents). */
export interface FiguresAt {
  totalGigs: number;
  activeOrders: number;
  revenueCents: number;
  heldCents: number;
  releasedCents: number;
  refundedCents: number;
}

export interface SellerFigures {
  now: FiguresAt;
  monthAgo: FiguresAt;
  unreadConversations: number;
}

export interface SellerFactsRow {
  createdAt: Date;
  languages: string[];
  lastDeliveryMs: number | null;
  averageResponseSeconds: number | null;
}

const figureAt = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

/**
 * The seller's figures as they stood at instant `at`, each a subquery: gigs published by then and
 * not yet deleted; orders approved by then and not yet ended (an order that ended is in a final
 * state, which nothing changes after, so its last update is when it ended); and the ledger's
 * lines written by then.
 */
function figuresAtSql(sellerId: string, at: Date) {
  const me = sql`${sellerId}::uuid`;
  const instant = sql`${at.toISOString()}::timestamptz`;
  const ownBids = sql`SELECT ${bids.id} FROM ${bids} WHERE ${bids.sellerId} = ${me}`;
  const ledgerSum = (where: ReturnType<typeof sql>) =>
    figureAt(
      sql`SELECT coalesce(sum(${ledgerEntries.amountCents}), 0) FROM ${ledgerEntries} WHERE ${where}
        AND ${ledgerEntries.createdAt} <= ${instant}`,
    );
  return {
    totalGigs: figureAt(
      sql`SELECT count(*) FROM ${gigs} WHERE ${gigs.userId} = ${me} AND ${gigs.createdAt} <= ${instant}
        AND (${gigs.deletedAt} IS NULL OR ${gigs.deletedAt} > ${instant}) AND ${gigs.hiddenAt} IS NULL`,
    ),
    activeOrders: figureAt(
      sql`SELECT count(*) FROM ${bids} WHERE ${bids.sellerId} = ${me} AND ${bids.approvedAt} <= ${instant}
        AND (${bids.status} IN ${sqlList(ACTIVE_ORDER_STATUSES)}
        OR coalesce(${bids.completedAt}, ${bids.updatedAt}) > ${instant})`,
    ),
    /** What the ledger paid the seller: released from escrow or paid outside the platform. */
    revenueCents: ledgerSum(sql`${ledgerEntries.userId} = ${me} AND ${ledgerEntries.account} = 'seller'`),
    heldCents: ledgerSum(sql`${ledgerEntries.account} = 'escrow' AND ${ledgerEntries.bidId} IN (${ownBids})`),
    releasedCents: ledgerSum(
      sql`${ledgerEntries.userId} = ${me} AND ${ledgerEntries.account} = 'seller'
        AND ${ledgerEntries.kind} = 'release'`,
    ),
    refundedCents: ledgerSum(
      sql`${ledgerEntries.account} = 'buyer' AND ${ledgerEntries.kind} = 'refund'
        AND ${ledgerEntries.bidId} IN (${ownBids})`,
    ),
  };
}

/** Read-only figures of the Seller Hub and the gig page, each one query. */
export function statsRepository(db: Executor) {
  return {
    /** The figures now and one month earlier; unread conversations only now (no history of reading is kept). */
    async sellerFigures(sellerId: string, now: Date, monthAgo: Date): Promise<SellerFigures | undefined> {
      const me = sql`${sellerId}::uuid`;
      const [current] = await db
        .select({
          ...figuresAtSql(sellerId, now),
          activeOrders: figureAt(
            sql`SELECT count(*) FROM ${bids} WHERE ${bids.sellerId} = ${me}
              AND ${bids.status} IN ${sqlList(ACTIVE_ORDER_STATUSES)}`,
          ),
          unread: figureAt(
            sql`SELECT count(*) FROM ${conversations} WHERE (${conversations.sellerId} = ${me} AND
              NOT ${conversations.readBySeller})
              OR (${conversations.buyerId} = ${me} AND NOT ${conversations.readByBuyer})`,
          ),
        })
        .from(users)
        .where(eq(users.id, sellerId));
      if (!current) return undefined;
      const [before] = await db.select(figuresAtSql(sellerId, monthAgo)).from(users).where(eq(users.id, sellerId));
      if (!before) return undefined;
      const { unread, ...nowFigures } = current;
      return { now: nowFigures, monthAgo: before, unreadConversations: unread };
    },

    /**
     * A user's seller facts. The response time of a conversation is from the other person's first
     * message to this user's first message after it; conversations without such a reply do not count.
     * By a statement prepared once.
     */
    async sellerFacts(userId: string): Promise<SellerFactsRow | undefined> {
      const statement = preparedOnce(db, 'stats.sellerFacts', () => sellerFactsQuery(db).prepare('stats_seller_facts'));
      const [row] = await statement.execute({ userId });
      return row;
    },
  };
}

function sellerFactsQuery(db: Executor) {
  const me = sql`${sql.placeholder('userId')}::uuid`;
  return db
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
                  WHERE reply.conversation_id = asked.conversation_id AND reply.user_id = ${me}
                  AND reply.created_at > asked.at) AS reply_at
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
    .where(eq(users.id, sql.placeholder('userId')));
}
