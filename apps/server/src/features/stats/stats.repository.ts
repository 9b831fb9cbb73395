import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { unreadConversationsCount } from '../conversations/index.ts';
import { publishedGigsCountAt } from '../gigs/index.ts';
import { sellerMoneyAt } from '../ledger/index.ts';
import { averageResponseSecondsOf } from '../messages/index.ts';
import { activeOrdersCount, activeOrdersCountAt, lastCompletedOrderMs, sellerOrderIds } from '../order-life/index.ts';
import { userCardsAs } from '../users/index.ts';

/** The person whose figures these are, by the users feature's public card (named as its table). */
const users = userCardsAs('users');

/** The Seller Hub's figures at one instant (money in cents). */
export interface FiguresAt {
  totalGigs: number;
  activeOrders: number;
  revenueCents: number;
  heldCents: number;
  releasedCents: number;
  releasedEarnedCents: number;
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
  const money = sellerMoneyAt(me, instant, sellerOrderIds(me));
  return {
    totalGigs: figureAt(publishedGigsCountAt(me, instant)),
    activeOrders: figureAt(activeOrdersCountAt(me, instant)),
    revenueCents: figureAt(money.revenueCents),
    heldCents: figureAt(money.heldCents),
    releasedCents: figureAt(money.releasedCents),
    releasedEarnedCents: figureAt(money.releasedEarnedCents),
    refundedCents: figureAt(money.refundedCents),
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
          activeOrders: figureAt(activeOrdersCount(me)),
          unread: figureAt(unreadConversationsCount(me)),
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
      lastDeliveryMs: sql<number | null>`${lastCompletedOrderMs(me)}`.mapWith(Number),
      averageResponseSeconds: sql<number | null>`${averageResponseSecondsOf(me)}`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')));
}
