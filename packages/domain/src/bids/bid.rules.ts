import { centsToDollars, dollarsToCents } from '../pricing.ts';

/**
 * docs/product.md#bids: the bid amount defaults to pages times price per page, or the gig's minimum
 * price if that is above 0, else 1 dollar. Cents in, cents out.
 */
export function defaultBidAmountCents(gig: {
  pages: number;
  pricePerPageCents: number;
  priceMinCents: number;
}): number {
  const total = gig.pages * gig.pricePerPageCents;
  if (total > 0) return total;
  if (gig.priceMinCents > 0) return gig.priceMinCents;
  return 100;
}

/** The same default in dollars, for the Place Bid form (it reads the API's Gig, which speaks dollars). */
export function defaultBidAmount(gig: { pages: number; pricePerPage: number; priceMin: number }): number {
  return centsToDollars(
    defaultBidAmountCents({
      pages: gig.pages,
      pricePerPageCents: dollarsToCents(gig.pricePerPage),
      priceMinCents: dollarsToCents(gig.priceMin),
    }),
  );
}
