/**
 * A seller's monthly statement (docs/decisions/059-receipts-and-statements.md): a month is written
 * `YYYY-MM` and runs from its first instant to the next month's first instant, in UTC, whatever the
 * reader's time zone, so that the server, the paper and the screen agree on which movements it holds.
 */

/** `YYYY-MM`, months 01 to 12, years from 2000 (Inkwell has no money before that). */
export const STATEMENT_MONTH_PATTERN = /^(2\d{3})-(0[1-9]|1[0-2])$/;

/** The instants a month starts and ends at (UTC; the end is the next month's start), or null for a malformed month. */
export function monthBounds(month: string): { from: Date; to: Date } | null {
  const match = STATEMENT_MONTH_PATTERN.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return { from: new Date(Date.UTC(year, index, 1)), to: new Date(Date.UTC(year, index + 1, 1)) };
}

/** The month (`YYYY-MM`, UTC) an instant falls in. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/**
 * Whether a statement can be asked for `month`: well formed and already started at `now` (the month
 * under way has a statement so far; a month to come has none, whatever happens).
 */
export function isStatementMonth(month: string, now: Date): boolean {
  const bounds = monthBounds(month);
  return bounds !== null && bounds.from.getTime() <= now.getTime();
}
