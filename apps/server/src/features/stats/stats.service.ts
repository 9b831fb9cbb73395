import { centsToDollars } from '@inkwell/domain/pricing';
import { monthWindows, trendPercent } from '@inkwell/domain/stats/stats.rules';
import type { SellerFacts, SellerStats, Trend } from '@inkwell/domain/stats/stats.schema';
import type { Database } from '../../db/client.ts';
import { requireRole } from '../../lib/auth/guard.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { UUID_PATTERN } from '../../lib/ids.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { statsRepository, type MonthlyFigure } from './stats.repository.ts';

/** Sellers only: 401 for visitors, 403 for buyers (with this detail). */
export const ONLY_SELLERS_HAVE_STATS = 'Only sellers have a dashboard.';

function trend(figure: MonthlyFigure, unit: (n: number) => number = (n) => n): Trend {
  return { thisMonth: unit(figure.thisMonth), lastMonth: unit(figure.lastMonth), percent: trendPercent(figure.thisMonth, figure.lastMonth) };
}

/** GET /gigs/stats: the four cards of the Seller Hub with their month-over-month trends, from data. */
export async function getSellerStats(db: Database, viewer: UserRow | null, now: Date = new Date()): Promise<SellerStats> {
  const seller = requireRole(viewer, 'seller', ONLY_SELLERS_HAVE_STATS);
  const figures = await statsRepository(db).sellerFigures(seller.id, monthWindows(now));
  if (!figures) throw new DomainError('USER_NOT_FOUND');
  return {
    totalGigs: figures.totalGigs.value,
    activeOrders: figures.activeOrders.value,
    totalRevenue: centsToDollars(figures.revenueCents.value),
    unreadConversations: figures.unreadConversations.value,
    trends: {
      totalGigs: trend(figures.totalGigs),
      activeOrders: trend(figures.activeOrders),
      totalRevenue: trend(figures.revenueCents, centsToDollars),
      unreadConversations: trend(figures.unreadConversations),
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
