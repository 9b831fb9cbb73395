/**
 * Month-over-month trends of the Seller Hub (docs/product.md#seller-figures: "each trend is this month against last
 * month"). Months are calendar months in UTC: "this month" runs from the first day of the current
 * month to now, "last month" is the whole month before.
 */

export interface MonthWindows {
  /** First instant of last month (inclusive). */
  lastMonthStart: Date;
  /** First instant of this month: the end of last month (exclusive) and the start of this one. */
  thisMonthStart: Date;
}

export function monthWindows(now: Date): MonthWindows {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { lastMonthStart: new Date(Date.UTC(year, month - 1, 1)), thisMonthStart: new Date(Date.UTC(year, month, 1)) };
}

/**
 * The change from last month to this month in whole percent, rounded half away from zero
 * (+12.5 -> 13, -12.5 -> -13). With nothing last month there is no percentage to give: 0 when this
 * month is 0 too, null ("new") when this month has something.
 */
export function trendPercent(thisMonth: number, lastMonth: number): number | null {
  if (lastMonth === 0) return thisMonth === 0 ? 0 : null;
  const change = ((thisMonth - lastMonth) / lastMonth) * 100;
  const rounded = Math.round(Math.abs(change) + 1e-9);
  return change < 0 ? -rounded || 0 : rounded;
}
