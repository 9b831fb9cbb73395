import { centsToDollars } from '@inkwell/domain/pricing';
import { oneMonthBefore, trendPercent } from '@inkwell/domain/stats/stats.rules';
import type { SellerFacts, SellerStats, Trend } from '@inkwell/domain/stats/stats.schema';
import type { Database } from '../../db/client.ts';
import { requireRole } from '../../lib/auth/guard.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { UUID_PATTERN } from '../../lib/ids.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { heldEarningsCentsOf, type EarningsConfig } from '../order-life/index.ts';
import { statsRepository } from './stats.repository.ts';

/** Sellers only: 401 for visitors, 403 for buyers (with this detail). */
export const ONLY_SELLERS_HAVE_STATS = 'Only sellers have a dashboard.';

function trend(now: number, monthAgo: number, unit: (n: number) => number = (n) => n): Trend {
  return { now: unit(now), monthAgo: unit(monthAgo), percent: trendPercent(now, monthAgo) };
}

/**
 * GET /gigs/stats: the cards of the Seller Hub, from data. Each trend compares the card's own
 * figure now with the same figure one month earlier (docs/product.md#seller-figures).
 */
export async function getSellerStats(
  db: Database,
  config: EarningsConfig,
  viewer: UserRow | null,
  now: Date = new Date(),
): Promise<SellerStats> {
  const seller = requireRole(viewer, 'seller', ONLY_SELLERS_HAVE_STATS);
  const monthAgo = oneMonthBefore(now);
  const [figures, heldEarnedCents] = await Promise.all([
    statsRepository(db).sellerFigures(seller.id, now, monthAgo),
    heldEarningsCentsOf(db, config, seller.id),
  ]);
  if (!figures) throw new DomainError('USER_NOT_FOUND');
  const { now: current, monthAgo: before } = figures;
  return {
    totalGigs: current.totalGigs,
    activeOrders: current.activeOrders,
    totalRevenue: centsToDollars(current.revenueCents),
    unreadConversations: figures.unreadConversations,
    money: {
      heldInEscrow: centsToDollars(current.heldCents),
      released: centsToDollars(current.releasedCents),
      refunded: centsToDollars(current.refundedCents),
      youEarn: {
        heldInEscrow: centsToDollars(heldEarnedCents),
        released: centsToDollars(current.releasedEarnedCents),
      },
    },
    monthAgo: monthAgo.toISOString(),
    trends: {
      totalGigs: trend(current.totalGigs, before.totalGigs),
      activeOrders: trend(current.activeOrders, before.activeOrders),
      totalRevenue: trend(current.revenueCents, before.revenueCents, centsToDollars),
      heldInEscrow: trend(current.heldCents, before.heldCents, centsToDollars),
      released: trend(current.releasedCents, before.releasedCents, centsToDollars),
      refunded: trend(current.refundedCents, before.refundedCents, centsToDollars),
    },
  };
}

/** GET /users/{id}/seller-facts: member since, average first response, last delivery, languages. Public. */
export async function getSellerFacts(db: Database, userId: string): Promise<SellerFacts> {
  const row = UUID_PATTERN.test(userId) ? await statsRepository(db).sellerFacts(userId) : undefined;
  if (!row) throw new DomainError('USER_NOT_FOUND');
  return {
    userId,
    memberSince: row.createdAt.toISOString(),
    averageResponseMinutes: row.averageResponseSeconds === null ? null : Math.round(row.averageResponseSeconds / 60),
    lastDeliveryAt: row.lastDeliveryMs === null ? null : new Date(row.lastDeliveryMs).toISOString(),
    languages: row.languages,
  };
}
