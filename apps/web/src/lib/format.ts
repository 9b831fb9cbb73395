import { CURRENCY } from '@inkwell/domain/limits';

/** Prices are USD everywhere, written the way the reader's language writes money. */
export function formatPrice(dollars: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(dollars);
}

/** A day in the reader's language ("Mar 2, 2025", "2 mars 2025"). */
export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** A moment in the reader's language, with the time ("Mar 2, 2025, 10:40 AM"). */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(new Date(iso));
}

/** The text cut at `max` characters (at a word when one ends near the cut), with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.7 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A file size in the reader's language: 840 KB, 1.2 MB. */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(megabytes);
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024));
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** A span of minutes in the largest unit that reads well: 45 minutes, 3 hours, 2 days. */
export function formatDuration(minutes: number, locale: string): string {
  const [value, unit] =
    minutes < MINUTES_PER_HOUR
      ? [Math.max(1, minutes), 'minute']
      : minutes < 2 * MINUTES_PER_DAY
        ? [Math.round(minutes / MINUTES_PER_HOUR), 'hour']
        : [Math.round(minutes / MINUTES_PER_DAY), 'day'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** How long ago something happened, in the largest unit that reads well: "3 days ago", "yesterday". */
export function formatTimeAgo(iso: string, now: Date, locale: string): string {
  const minutes = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 60_000));
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const [value, unit] = ((): [number, Intl.RelativeTimeFormatUnit] => {
    if (minutes < 1) return [0, 'second'];
    if (minutes < MINUTES_PER_HOUR) return [minutes, 'minute'];
    if (minutes < MINUTES_PER_DAY) return [Math.floor(minutes / MINUTES_PER_HOUR), 'hour'];
    if (days < 30) return [days, 'day'];
    if (days < 365) return [Math.floor(days / 30), 'month'];
    return [Math.floor(days / 365), 'year'];
  })();
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-value, unit);
}
