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

const unit = (value: number, name: 'day' | 'hour' | 'minute', locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);

/**
 * How long until (or since) a moment, in days and hours ("2 days, 5 hours"), or minutes under an hour,
 * in the reader's language: the due instant's countdown.
 */
export function durationUntil(iso: string, now: Date, locale: string): string {
  const size = Math.abs(new Date(iso).getTime() - now.getTime());
  if (size < HOUR_MS) return unit(Math.max(1, Math.round(size / MINUTE_MS)), 'minute', locale);
  // To the nearest hour: a countdown read at 09:00:30 for 12:00 says 3 hours, not 2.
  const totalHours = Math.round(size / HOUR_MS);
  const days = Math.floor(totalHours / 24);
  const hours = totalHours % 24;
  const parts = [
    ...(days > 0 ? [unit(days, 'day', locale)] : []),
    ...(hours > 0 || days === 0 ? [unit(hours, 'hour', locale)] : []),
  ];
  return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(parts);
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
