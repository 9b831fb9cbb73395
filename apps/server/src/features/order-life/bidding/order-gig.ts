import type { Executor } from '../../../db/client.ts';
import { findBid } from './bid-orders.service.ts';

/** The gig an order is for (null for an unknown bid): the payouts feature names it in a seller's notices. */
export async function gigOfOrder(db: Executor, bidId: string): Promise<string | null> {
  return (await findBid(db, bidId))?.gigId ?? null;
}
