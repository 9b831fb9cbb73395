import {
  BID_STATUSES,
  FINAL_STATUSES,
  LIVE_BID_STATUSES,
  OWNER_OPEN_STATUSES,
  type BidStatus,
} from '@inkwell/domain/bids/bid.process';
import type { BidList, MyBidsQuery } from '@inkwell/domain/bids/bid.schema';
import type { PageQuery } from '@inkwell/domain/pagination';
import type { Database } from '../../../db/client.ts';
import { requireRole, requireUser } from '../../../lib/auth/guard.ts';
import type { UserRow } from '../../../lib/auth/user.ts';
import { decodeKeyset, pageFrom } from '../../../lib/keyset-cursor.ts';
import { toBid } from './bid.mapper.ts';
import { bidsRepository, type BidViewRow } from './bids.repository.ts';
import { bidsAsRead, ONLY_SELLERS_HAVE_BIDS } from './bids.service.ts';
import type { EarningsConfig } from './seller-earnings.ts';

/** The lists of bids: the buyer's own (GET /bids/me) and the seller's (GET /bids/owner/pending, /completed). */

/**
 * The Orders tabs: live bids (waiting for an answer or an order
 * under way), and the ones that ended, however they ended.
 */
const MY_VIEWS: Record<MyBidsQuery['view'], readonly BidStatus[]> = {
  all: BID_STATUSES,
  active: LIVE_BID_STATUSES,
  completed: FINAL_STATUSES,
};

const createdKeyset = (row: BidViewRow) => ({ at: row.createdAtKey, id: row.bid.id });
const completedKeyset = (row: BidViewRow) => ({ at: row.completedAtKey ?? row.createdAtKey, id: row.bid.id });

/** GET /bids/me: the caller's own bids, newest first. */
export async function listMyBids(db: Database, viewer: UserRow | null, query: MyBidsQuery): Promise<BidList> {
  const user = requireUser(viewer);
  const kind = `me-${query.view}`;
  const rows = await bidsRepository(db).listViews({
    bidderId: user.id,
    statuses: MY_VIEWS[query.view],
    order: 'created',
    limit: query.limit,
    after: query.cursor ? decodeKeyset(query.cursor, kind) : undefined,
  });
  return pageFrom(rows, query.limit, kind, createdKeyset, toBid);
}

/** One page of the seller's own bids, each with what the seller earns of it. */
async function ownerPage(
  db: Database,
  config: EarningsConfig,
  sellerId: string,
  rows: BidViewRow[],
  limit: number,
  kind: string,
  keysetOf: (row: BidViewRow) => { at: string; id: string },
): Promise<BidList> {
  const { items, nextCursor } = pageFrom(rows, limit, kind, keysetOf, (row) => row);
  return { items: await bidsAsRead(db, { config, viewerId: sellerId }, items), nextCursor };
}

/** GET /bids/owner/pending: bids on the caller's gigs that wait for a decision or are under way, newest first. */
export async function listOwnerOpenBids(
  db: Database,
  config: EarningsConfig,
  viewer: UserRow | null,
  query: PageQuery,
): Promise<BidList> {
  const user = requireRole(viewer, 'seller', ONLY_SELLERS_HAVE_BIDS);
  const rows = await bidsRepository(db).listViews({
    sellerId: user.id,
    statuses: OWNER_OPEN_STATUSES,
    order: 'created',
    limit: query.limit,
    after: query.cursor ? decodeKeyset(query.cursor, 'owner-open') : undefined,
  });
  return ownerPage(db, config, user.id, rows, query.limit, 'owner-open', createdKeyset);
}

/** GET /bids/owner/completed: completed orders on the caller's gigs, the most recently completed first. */
export async function listOwnerCompletedBids(
  db: Database,
  config: EarningsConfig,
  viewer: UserRow | null,
  query: PageQuery,
): Promise<BidList> {
  const user = requireRole(viewer, 'seller', ONLY_SELLERS_HAVE_BIDS);
  const rows = await bidsRepository(db).listViews({
    sellerId: user.id,
    statuses: ['completed'],
    order: 'completed',
    limit: query.limit,
    after: query.cursor ? decodeKeyset(query.cursor, 'owner-done') : undefined,
  });
  return ownerPage(db, config, user.id, rows, query.limit, 'owner-done', completedKeyset);
}
