import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { bids } from '../../../db/schema/order-life.ts';
import { gigSummariesAs } from '../../gigs/index.ts';

const gigs = gigSummariesAs('gigs');

/**
 * The titles of the gigs of these orders, by order id, in one query: the payouts feature names each
 * order of a seller's monthly statement by it. An unknown bid is absent from the answer.
 */
export async function gigTitlesOfOrders(db: Executor, bidIds: readonly string[]): Promise<Map<string, string>> {
  if (bidIds.length === 0) return new Map();
  const rows = await db
    .select({ bidId: bids.id, title: gigs.title })
    .from(bids)
    .innerJoin(gigs, eq(gigs.id, bids.gigId))
    .where(inArray(bids.id, [...bidIds]));
  return new Map(rows.map((row) => [row.bidId, row.title]));
}
