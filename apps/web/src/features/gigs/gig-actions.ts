import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';

/**
 * SPEC.md section 2, "Gig detail action button", as far as this release goes. The owner sees
 * View Bids. Everyone else sees Place Bid, disabled with the reason: placing bids comes with the
 * bids feature (which also adds the "Approved, start working" and "Pending approval" states), a
 * seller cannot bid at all (DECISIONS.md), and a gig that is in progress or completed takes no bids.
 */
export type GigAction =
  | { kind: 'viewBids' }
  | { kind: 'placeBid'; disabledReason: 'sellersCannotBid' | 'notAvailable' | 'comingSoon' };

/** Contact Seller: hidden for the owner, sign-in first for visitors, the messages for the others. */
export type ContactAction = 'hidden' | 'signIn' | 'messages';

export function gigAction(gig: Pick<Gig, 'userId' | 'status'>, viewer: Pick<CurrentUser, '_id' | 'isSeller'> | null): GigAction {
  if (viewer && viewer._id === gig.userId) return { kind: 'viewBids' };
  if (viewer?.isSeller) return { kind: 'placeBid', disabledReason: 'sellersCannotBid' };
  if (gig.status !== 'available') return { kind: 'placeBid', disabledReason: 'notAvailable' };
  return { kind: 'placeBid', disabledReason: 'comingSoon' };
}

export function contactAction(gig: Pick<Gig, 'userId'>, viewer: Pick<CurrentUser, '_id'> | null): ContactAction {
  if (!viewer) return 'signIn';
  return viewer._id === gig.userId ? 'hidden' : 'messages';
}

/** Where the owner's View Bids leads: the seller's orders, where the bids on their gigs are. */
export const VIEW_BIDS_PATH = '/seller/orders';
