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

/** A bid that names its due instant instead of days: at least this many hours after now (and after payment). */
export const BID_DUE_AT_MIN_HOURS = 3;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A named due instant is at least BID_DUE_AT_MIN_HOURS ahead and within the gig's delivery time (days) from now. */
export function bidDueAtAllowed(dueAt: Date, deliveryTimeDays: number, now: Date): boolean {
  const at = dueAt.getTime();
  return at >= now.getTime() + BID_DUE_AT_MIN_HOURS * HOUR_MS && at <= now.getTime() + deliveryTimeDays * DAY_MS;
}

/** The bid's `days` for a named due instant: the whole days until it, rounded up (a revision gives half of them). */
export function daysUntil(dueAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((dueAt.getTime() - now.getTime()) / DAY_MS));
}

/** When an order with a named due instant is due once paid at `paidAt`: that instant, never sooner than the minimum. */
export function dueAtAfterPayment(requestedDueAt: Date, paidAt: Date): Date {
  return new Date(Math.max(requestedDueAt.getTime(), paidAt.getTime() + BID_DUE_AT_MIN_HOURS * HOUR_MS));
}
