import { isFinal, type BidStatus } from '@inkwell/domain/bids/bid.process';
import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { gigTakesBids } from '@inkwell/domain/gigs/gig.process';
import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';

/**
 * docs/product.md#gig-page, with the rules of docs/product.md#bids (only buyers bid, one
 * bid per buyer per gig, only an available gig takes bids):
 * - the owner sees View Bids;
 * - another seller sees Place Bid disabled, with the reason;
 * - a buyer whose bid is live sees its state on a disabled button (pending, approved and awaiting
 *   payment, in progress, delivered, disputed), since a second bid would only be refused; the bid
 *   itself offers Withdraw (pending) or Cancel (approved, unpaid) and leads to its order page;
 * - a buyer whose bid has ended (completed, not selected, cancelled, withdrawn, declined, refunded)
 *   may bid again while the gig is available (a gig is a repeatable offer): Place Bid, with how the
 *   earlier bid ended under it; on a gig in progress the button says how it ended;
 * - a gig in progress takes no bids (disabled, with the reason);
 * - a visitor's Place Bid leads to sign in ("Please login to place a bid");
 * - otherwise Place Bid opens the form.
 * While the buyer's own bid is loading, or when it could not be loaded, Place Bid waits.
 */
export type MyBidState =
  | 'pending'
  | 'approved'
  | 'inProgress'
  | 'delivered'
  | 'disputed'
  | 'completed'
  | 'notSelected'
  | 'cancelled'
  | 'withdrawn'
  | 'declined'
  | 'refunded';
export type PlaceBidBlock = 'sellersCannotBid' | 'notAvailable' | 'notInYourCountry';

export type GigAction =
  | { kind: 'viewBids' }
  | { kind: 'placeBid'; earlier?: { state: MyBidState; bidId: string } }
  | { kind: 'signIn' }
  | { kind: 'blocked'; reason: PlaceBidBlock }
  | { kind: 'myBid'; state: MyBidState; bidId: string }
  | { kind: 'checking' }
  | { kind: 'checkFailed' };

/** What is known of the viewer's own bid on the gig (GET /bids/my/gig/{gigId}); only asked for buyers. */
export type MyBidLookup =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; bid: Pick<Bid, '_id' | 'status' | 'approvedAt'> | null };

/** Contact Seller: hidden for the owner, sign-in first for visitors, the messages for the others. */
export type ContactAction = 'hidden' | 'signIn' | 'messages';

/** How the buyer's bid shows on the button, by its status; a cancelled bid never approved was not selected. */
const MY_BID_STATES: Record<BidStatus, MyBidState> = {
  pending: 'pending',
  approved: 'approved',
  in_progress: 'inProgress',
  delivered: 'delivered',
  disputed: 'disputed',
  completed: 'completed',
  cancelled: 'cancelled',
  withdrawn: 'withdrawn',
  declined: 'declined',
  refunded: 'refunded',
};

export function myBidState(bid: Pick<Bid, 'status' | 'approvedAt'>): MyBidState {
  return bid.status === 'cancelled' && bid.approvedAt === null ? 'notSelected' : MY_BID_STATES[bid.status];
}

/** Whether the page needs the viewer's own bid on this gig: only a buyer can have one. */
export function needsMyBid(gig: Pick<Gig, 'userId'>, viewer: Pick<CurrentUser, '_id' | 'isSeller'> | null): boolean {
  return viewer !== null && !viewer.isSeller && viewer._id !== gig.userId;
}

export function gigAction(
  gig: Pick<Gig, 'userId' | 'status'> & Partial<Pick<Gig, 'availableToYou'>>,
  viewer: Pick<CurrentUser, '_id' | 'isSeller'> | null,
  myBid: MyBidLookup = { status: 'loaded', bid: null },
): GigAction {
  if (viewer && viewer._id === gig.userId) return { kind: 'viewBids' };
  if (viewer?.isSeller) return { kind: 'blocked', reason: 'sellersCannotBid' };
  if (viewer) {
    if (myBid.status === 'loading') return { kind: 'checking' };
    if (myBid.status === 'error') return { kind: 'checkFailed' };
    const bid = myBid.bid;
    if (bid && (!isFinal(bid.status) || !gigTakesBids(gig.status)))
      return { kind: 'myBid', state: myBidState(bid), bidId: bid._id };
    if (bid && gigTakesBids(gig.status))
      return { kind: 'placeBid', earlier: { state: myBidState(bid), bidId: bid._id } };
  }
  if (!gigTakesBids(gig.status)) return { kind: 'blocked', reason: 'notAvailable' };
  // The operators' rule for the reader's country leaves out this gig's purpose (the server refuses the bid too).
  if (viewer && gig.availableToYou === false) return { kind: 'blocked', reason: 'notInYourCountry' };
  return viewer ? { kind: 'placeBid' } : { kind: 'signIn' };
}

export function contactAction(gig: Pick<Gig, 'userId'>, viewer: Pick<CurrentUser, '_id'> | null): ContactAction {
  if (!viewer) return 'signIn';
  return viewer._id === gig.userId ? 'hidden' : 'messages';
}

/** Where the owner's View Bids leads: the seller's orders, where the bids on their gigs are. */
export const VIEW_BIDS_PATH = '/seller/orders';
/** Where a buyer follows the bids they placed. */
export const MY_ORDERS_PATH = '/orders';
