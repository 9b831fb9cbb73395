import type { Bid } from '@inkwell/domain/bids/bid.schema';
import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import type { SellerFacts } from '@inkwell/domain/stats/stats.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { screen } from '@testing-library/react';
import { routes } from '../../app/router.tsx';
import { signInAs } from '../../app/test-users.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { json, problem } from '../../test/responses.ts';

export function buildSellerFacts(overrides: Partial<SellerFacts> = {}): SellerFacts {
  return {
    userId: 'seller-1',
    memberSince: '2024-05-10T09:00:00.000Z',
    averageResponseMinutes: 125,
    lastDeliveryAt: null,
    languages: ['English', 'Spanish'],
    ...overrides,
  };
}

interface GigPageOptions {
  /** The viewer's own bid on the gig (GET /bids/my/gig/{id}); none answers 404. Asked for buyers only. */
  myBid?: Bid | null;
  bidCount?: number;
  facts?: SellerFacts;
  handlers?: Parameters<typeof signInAs>[1];
}

/**
 * Opens /gig/{id} as `viewer` with the calls the page makes stubbed: the gig, its bid count, the
 * seller facts and (for a buyer) the viewer's own bid. `handlers` add or replace calls.
 */
export function openGigPage(gig: Gig, viewer: CurrentUser | null, options: GigPageOptions = {}) {
  const { myBid = null, bidCount = 0, facts = buildSellerFacts({ userId: gig.seller._id }), handlers = {} } = options;
  const stub = signInAs(viewer, {
    [`GET /api/gigs/single/${gig._id}`]: () => json(200, gig),
    [`GET /api/bids/gig/${gig._id}/count`]: () => json(200, { count: bidCount }),
    [`GET /api/users/${gig.seller._id}/seller-facts`]: () => json(200, facts),
    [`GET /api/bids/my/gig/${gig._id}`]: () =>
      myBid ? json(200, myBid) : problem(404, 'BID_NOT_FOUND', 'You have not placed a bid on this gig.'),
    ...handlers,
  });
  return { ...stub, ...renderRoute(routes, `/gig/${gig._id}`) };
}

/** Waits for the gig page's price card (the first test of a file also waits for the lazy route to load). */
export function findPriceCard(): Promise<HTMLElement> {
  return screen.findByRole('complementary', { name: 'Price and seller' }, { timeout: 5000 });
}
