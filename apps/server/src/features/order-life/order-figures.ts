import { ACTIVE_ORDER_STATUSES } from '@inkwell/domain/bids/bid.process';
import { sql, type SQL } from 'drizzle-orm';
import { bids, payments, refunds } from '../../db/schema/order-life.ts';
import { sqlList } from '../../db/sql-literals.ts';

/**
 * The order-life module's figures, as SQL for other features' one statement: a seller's dashboard
 * (the stats feature) and the metrics scrape's backlog. `sellerId` and `instant` are SQL values.
 */

/** The ids of the seller's bids, orders included, as an SQL list for `IN (...)`. */
export const sellerOrderIds = (sellerId: SQL): SQL =>
  sql`SELECT ${bids.id} FROM ${bids} WHERE ${bids.sellerId} = ${sellerId}`;

/** How many of the seller's orders were under way at `instant`: approved by then and not ended by then. */
export const activeOrdersCountAt = (sellerId: SQL, instant: SQL): SQL =>
  sql`SELECT count(*) FROM ${bids} WHERE ${bids.sellerId} = ${sellerId} AND ${bids.approvedAt} <= ${instant}
        AND (${bids.status} IN ${sqlList(ACTIVE_ORDER_STATUSES)}
        OR coalesce(${bids.completedAt}, ${bids.updatedAt}) > ${instant})`;

/** How many of the seller's orders are under way now. */
export const activeOrdersCount = (sellerId: SQL): SQL =>
  sql`SELECT count(*) FROM ${bids} WHERE ${bids.sellerId} = ${sellerId}
              AND ${bids.status} IN ${sqlList(ACTIVE_ORDER_STATUSES)}`;

/** When the seller's last order was completed, in milliseconds since the epoch (NULL: none yet). */
export const lastCompletedOrderMs = (
  sellerId: SQL,
): SQL => sql`(SELECT extract(epoch FROM max(${bids.completedAt})) * 1000
            FROM ${bids} WHERE ${bids.sellerId} = ${sellerId} AND ${bids.status} = 'completed')::float8`;

/** The timers' waiting work (lib/sweeper.ts), as columns of the metrics scrape's one query. */
export const orderBacklogColumns = sql`
      (SELECT count(*)::int FROM ${bids} WHERE ${bids.status} = 'delivered') AS delivered_orders,
      (SELECT count(*)::int FROM ${bids} WHERE ${bids.status} = 'approved') AS unpaid_orders,
      (SELECT count(*)::int FROM ${payments} WHERE ${payments.status} = 'processing') AS processing_payments,
      (SELECT count(*)::int FROM ${refunds} WHERE ${refunds.status} = 'pending') AS pending_refunds`;
