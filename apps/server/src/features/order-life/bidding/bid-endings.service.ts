import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { ReasonInput } from '@inkwell/domain/orders/order.schema';
import type { Database } from '../../../db/client.ts';
import { requireUser } from '../../../lib/auth/guard.ts';
import type { UserRow } from '../../../lib/auth/user.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { UUID_PATTERN } from '../../../lib/ids.ts';
import { maskTexts, mergeOriginalText } from '../../../lib/mask-texts.ts';
import { parseInput } from '../../../lib/validation.ts';
import { lockGig } from '../../gigs/index.ts';
import { notify } from '../../notifications/index.ts';
import type { EarningsConfig } from './seller-earnings.ts';
import { viewBid } from './bids.service.ts';
import { bidsRepository, type BidRow } from './bids.repository.ts';

/**
 * A pending bid ends without an order (docs/product.md#order-life): its buyer withdraws it, or the
 * gig's owner declines it with a reason. Each is one transaction under the gig's lock with one
 * conditional update (pending -> withdrawn | declined): 409 ORDER_WRONG_STATE from any other state,
 * nothing changed. The buyer may then bid on the gig again.
 */

/** 401, then 404 for a malformed or unknown id, then 403 (`code`) unless the caller is the bid's `side`. */
async function bidOf(
  db: Database,
  viewer: UserRow | null,
  bidId: string,
  side: 'bidderId' | 'sellerId',
  code: 'ORDER_BUYER_ONLY' | 'BID_OWNER_ONLY',
): Promise<{ user: UserRow; bid: BidRow }> {
  const user = requireUser(viewer);
  const bid = UUID_PATTERN.test(bidId) ? await bidsRepository(db).findById(bidId) : undefined;
  if (!bid) throw new DomainError('BID_NOT_FOUND');
  if (bid[side] !== user.id) throw new DomainError(code);
  return { user, bid };
}

/** POST /bids/{id}/withdraw (the bidder; pending -> withdrawn); the gig's owner is told. */
export async function withdrawBid(db: Database, viewer: UserRow | null, bidId: string): Promise<Bid> {
  const { user, bid } = await bidOf(db, viewer, bidId, 'bidderId', 'ORDER_BUYER_ONLY');
  const at = new Date();
  await db.transaction(async (tx) => {
    await lockGig(tx, bid.gigId);
    if (!(await bidsRepository(tx).transition(bid.id, 'withdraw', at))) throw new DomainError('ORDER_WRONG_STATE');
    await notify(tx, [
      {
        userId: bid.sellerId,
        type: 'bid_withdrawn',
        actorId: user.id,
        gigId: bid.gigId,
        bidId: bid.id,
        amountCents: bid.amountCents,
      },
    ]);
  });
  return viewBid(db, bid.id);
}

/**
 * POST /bids/{id}/decline {reason} (the gig's owner; pending ->
 * declined, the reason kept for the buyer); the buyer is told.
 */
export async function declineBid(
  db: Database,
  config: EarningsConfig,
  viewer: UserRow | null,
  bidId: string,
  body: unknown,
): Promise<Bid> {
  const { user, bid } = await bidOf(db, viewer, bidId, 'sellerId', 'BID_OWNER_ONLY');
  if (bid.status !== 'pending') throw new DomainError('ORDER_WRONG_STATE');
  const { reason } = parseInput(ReasonInput, body);
  // The buyer reads the reason (and the order's timeline repeats it): masked, kept as written for operators.
  const { values, originalText } = maskTexts('POST /api/bids/:bidId/decline', { reason });
  const declined = originalText && { declineReason: originalText.reason };
  const columns = {
    declineReason: values.reason,
    originalText: mergeOriginalText(bid.originalText, ['declineReason'], declined),
  };
  const at = new Date();
  await db.transaction(async (tx) => {
    await lockGig(tx, bid.gigId);
    if (!(await bidsRepository(tx).transition(bid.id, 'decline', at, columns)))
      throw new DomainError('ORDER_WRONG_STATE');
    await notify(tx, [
      {
        userId: bid.bidderId,
        type: 'bid_declined',
        actorId: user.id,
        gigId: bid.gigId,
        bidId: bid.id,
        amountCents: bid.amountCents,
      },
    ]);
  });
  return viewBid(db, bid.id, { config, viewerId: user.id });
}
