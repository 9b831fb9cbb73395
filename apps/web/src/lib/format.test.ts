import { expect, test } from 'vitest';
import { formatDuration, formatTimeAgo } from './format.ts';

test.each([
  [0, 'en', '1 minute'],
  [45, 'en', '45 minutes'],
  [60, 'en', '1 hour'],
  [150, 'en', '3 hours'],
  [47 * 60, 'en', '47 hours'],
  [3 * 24 * 60, 'en', '3 days'],
  [120, 'fr', '2\u00a0heures'],
  [120, 'de', '2 Stunden'],
  [120, 'es', '2 horas'],
])('a response time of %i minutes reads "%s" in %s', (minutes, locale, expected) => {
  expect(formatDuration(minutes, locale)).toBe(expected);
});

const now = new Date('2025-06-15T12:00:00.000Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

test.each([
  [ago(0), 'en', 'now'],
  [ago(5), 'en', '5 minutes ago'],
  [ago(3 * 60), 'en', '3 hours ago'],
  [ago(24 * 60), 'en', 'yesterday'],
  [ago(6 * 24 * 60), 'en', '6 days ago'],
  [ago(65 * 24 * 60), 'en', '2 months ago'],
  [ago(400 * 24 * 60), 'en', 'last year'],
  [ago(6 * 24 * 60), 'fr', 'il y a 6 jours'],
  [ago(6 * 24 * 60), 'de', 'vor 6 Tagen'],
  [ago(6 * 24 * 60), 'es', 'hace 6 días'],
  // A clock a little behind the server's never says "in 2 minutes".
  [new Date(now.getTime() + 120_000).toISOString(), 'en', 'now'],
])('%s reads "%s" (%s)', (iso, locale, expected) => {
  expect(formatTimeAgo(iso, now, locale)).toBe(expected);
});
