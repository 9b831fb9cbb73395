import { CURRENCY } from '@inkwell/domain/limits';

/**
 * Building an Intl formatter costs far more than using one (tens of microseconds on a laptop,
 * several times that on a phone), and a list renders the same few formats once per card: each
 * locale and set of options is built once and kept.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  build: () => T,
): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

/** A number format for the reader's language, built once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** A date format for the reader's language, built once per locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** Prices are USD everywhere, written the way the reader's language writes money. */
export function formatPrice(dollars: number, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(dollars);
}

/** A day in the reader's language ("Mar 2, 2025", "2 mars 2025"). */
export function formatDay(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** A moment in the reader's language, with the time ("Mar 2, 2025, 10:40 AM"). */
export function formatDateTime(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * A due instant in the reader's own time zone (the browser's), the zone named: "Fri, Dec 4, 09:00 AM CET",
 * "ven. 4 déc., 09:00 UTC+1".
 */
export function formatDueInstant(iso: string, locale: string): string {
  return dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** The reader's time zone as the browser names it (Europe/Paris). */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function formatDate(iso: string, locale: string): string {
  return dateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(new Date(iso));
}

/** The text cut at `max` characters (at a word when one ends near the cut), with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  // Never half of a character pair (an emoji): that half shows as a broken character.
  const last = clean.charCodeAt(max - 1);
  const cut = clean.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.7 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A file size in the reader's language: 840 KB, 1.2 MB. */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) {
    return numberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(megabytes);
  }
  return numberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    Math.max(1, bytes / 1024),
  );
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
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
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
  return cached(
    'relative',
    locale,
    { numeric: 'auto' },
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  ).format(-value, unit);
}
