import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How far a moment is from now, in the largest unit that reads well ("in 3 days", "2 hours ago"),
 * in the reader's language: the due date's countdown and how late an order is.
 */
export function relativeTime(iso: string, now: Date, locale: string): string {
  const ms = new Date(iso).getTime() - now.getTime();
  const size = Math.abs(ms);
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    size < HOUR_MS
      ? [Math.round(ms / MINUTE_MS), 'minute']
      : size < DAY_MS
        ? [Math.round(ms / HOUR_MS), 'hour']
        : [Math.round(ms / DAY_MS), 'day'];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
}

/** The time now, moving on every minute, so countdowns count down while the page is open. */
export function useNow(intervalMs = MINUTE_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
