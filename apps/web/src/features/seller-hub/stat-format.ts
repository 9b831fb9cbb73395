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
 * Which way a month-over-month trend went. `new`: something this month after nothing last month,
 * where no percentage can be given (the server answers percent null).
 */
export type TrendDirection = 'up' | 'down' | 'flat' | 'new';

export function trendDirection(trend: Trend): TrendDirection {
  if (trend.percent === null) return 'new';
  if (trend.percent > 0) return 'up';
  if (trend.percent < 0) return 'down';
  return 'flat';
}
