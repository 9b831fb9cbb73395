import type { BidStatus } from '@inkwell/domain/bids/bid.process';
import { gigTakesBids } from '@inkwell/domain/gigs/gig.process';
import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';

/**
 * docs/product.md#gig-page, with the rules of docs/product.md#bids (only buyers bid, one
 * bid per buyer per gig, only an available gig takes bids):
 * - the owner sees View Bids;
 * - another seller sees Place Bid disabled, with the reason;
 * - a buyer who has bid sees the state of that bid on a disabled button (approved or in progress:
 *   "Approved, start working"; pending: "Pending approval"; also completed and not selected, since
 *   a second bid would only be refused);
 * - a gig in progress or completed takes no bids (disabled, with the reason);
 * - a visitor's Place Bid leads to sign in ("Please login to place a bid");
 * - otherwise Place Bid opens the form.
 * While the buyer's own bid is loading, or when it could not be loaded, Place Bid waits.
 */
export type MyBidState = 'approved' | 'pending' | 'completed' | 'notSelected';
export type PlaceBidBlock = 'sellersCannotBid' | 'notAvailable';

export type GigAction =
  | { kind: 'viewBids' }
  | { kind: 'placeBid' }
  | { kind: 'signIn' }
  | { kind: 'blocked'; reason: PlaceBidBlock }
  | { kind: 'myBid'; state: MyBidState }
  | { kind: 'checking' }
  | { kind: 'checkFailed' };

/** What is known of the viewer's own bid on the gig (GET /bids/my/gig/{gigId}); only asked for buyers. */
export type MyBidLookup = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; bid: { status: BidStatus } | null };

/** Contact Seller: hidden for the owner, sign-in first for visitors, the messages for the others. */
export type ContactAction = 'hidden' | 'signIn' | 'messages';

/** How the buyer's bid shows on the button: approved and in progress read alike; cancelled is "not selected". */
export const MY_BID_STATES: Record<BidStatus, MyBidState> = {
  pending: 'pending',
  approved: 'approved',
  in_progress: 'approved',
  completed: 'completed',
  cancelled: 'notSelected',
};

/** Whether the page needs the viewer's own bid on this gig: only a buyer can have one. */
export function needsMyBid(gig: Pick<Gig, 'userId'>, viewer: Pick<CurrentUser, '_id' | 'isSeller'> | null): boolean {
  return viewer !== null && !viewer.isSeller && viewer._id !== gig.userId;
}

export function gigAction(
  gig: Pick<Gig, 'userId' | 'status'>,
  viewer: Pick<CurrentUser, '_id' | 'isSeller'> | null,
  myBid: MyBidLookup = { status: 'loaded', bid: null },
): GigAction {
  if (viewer && viewer._id === gig.userId) return { kind: 'viewBids' };
  if (viewer?.isSeller) return { kind: 'blocked', reason: 'sellersCannotBid' };
  if (viewer) {
    if (myBid.status === 'loading') return { kind: 'checking' };
    if (myBid.status === 'error') return { kind: 'checkFailed' };
    if (myBid.bid) return { kind: 'myBid', state: MY_BID_STATES[myBid.bid.status] };
  }
  if (!gigTakesBids(gig.status)) return { kind: 'blocked', reason: 'notAvailable' };
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
