import type { PaperCopy } from './copy/index.ts';

/**
 * Money, dates and rates as a paper prints them, in the reader's locale. Dates are in UTC, which
 * every paper says: a PDF is read long after and far from where it was asked for, and a month's
 * statement has to hold the same movements wherever its reader is.
 */
export interface PaperFormat {
  /** Cents as dollars: "$1,234.50", "1 234,50 $US". */
  money(cents: number): string;
  /** A day: "November 29, 2026". */
  date(at: Date): string;
  /** A day, short, for a table's column: "Nov 29, 2026". */
  shortDate(at: Date): string;
  /** A day and its time: "November 29, 2026 at 5:22 PM". */
  dateTime(at: Date): string;
  /** A month written `YYYY-MM`: "November 2026", "novembre 2026". */
  month(month: string): string;
  /** A fee rate in basis points: "10%", "12,5 %". */
  rate(basisPoints: number): string;
}

export function paperFormat(copy: PaperCopy): PaperFormat {
  const money = new Intl.NumberFormat(copy.locale, { style: 'currency', currency: 'USD' });
  const date = new Intl.DateTimeFormat(copy.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const shortDate = new Intl.DateTimeFormat(copy.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(copy.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(copy.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const rate = new Intl.NumberFormat(copy.locale, { style: 'percent', maximumFractionDigits: 2 });
  return {
    money: (cents) => money.format(cents / 100),
    date: (at) => date.format(at),
    shortDate: (at) => shortDate.format(at),
    dateTime: (at) => dateTime.format(at),
    month: (value) => month.format(new Date(`${value}-01T00:00:00Z`)),
    rate: (basisPoints) => rate.format(basisPoints / 10_000),
  };
}

/** A short reference of an id for people to read and quote: its last 8 hexadecimal digits, in capitals. */
export function shortReference(id: string): string {
  return id.replace(/-/g, '').slice(-8).toUpperCase();
}
