import type { Trend } from '@inkwell/domain/stats/stats.schema';

/** A count the way the reader's language writes it: 1,234 / 1 234 / 1.234. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A whole percentage without its sign: 20%, 20 %. */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(Math.abs(percent) / 100);
}

/**
 * Which way a card's figure went since a month ago; null when it was 0 then, where no percentage
 * can be given (the server answers percent null) and the card shows no trend at all.
 */
export type TrendDirection = 'up' | 'down' | 'flat';

export function trendDirection(trend: Trend): TrendDirection | null {
  if (trend.percent === null) return null;
  if (trend.percent > 0) return 'up';
  if (trend.percent < 0) return 'down';
  return 'flat';
}
