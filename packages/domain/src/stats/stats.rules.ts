/**
 * Trends of the Seller Hub (docs/product.md#seller-figures): each card compares its own figure now
 * with the same figure one month earlier, like with like. Total gigs now against total gigs then,
 * money held in escrow now against money held then, and so on; never a month's flow against a
 * stock, nor a month that has just begun against a whole one.
 */

/**
 * The same instant one calendar month earlier, in UTC; on the last day of that month when it is
 * shorter (31 March -> 28 or 29 February).
 */
export function oneMonthBefore(now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const lastDayOfPreviousMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(now.getUTCDate(), lastDayOfPreviousMonth);
  return new Date(
    Date.UTC(
      year,
      month - 1,
      day,
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

/**
 * The change from a month ago to now in whole percent, rounded half away from zero (+12.5 -> 13,
 * -12.5 -> -13). With nothing a month ago there is nothing to compare with: null, and the screen
 * shows no trend rather than "new" or an infinite rise.
 */
export function trendPercent(now: number, monthAgo: number): number | null {
  if (monthAgo === 0) return null;
  const change = ((now - monthAgo) / monthAgo) * 100;
  const rounded = Math.round(Math.abs(change) + 1e-9);
  return change < 0 ? -rounded || 0 : rounded;
}
