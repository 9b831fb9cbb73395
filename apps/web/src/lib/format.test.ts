import { GIG_CARD_DESC_CUT, GIG_LIST_DESC_CUT } from '@inkwell/domain/limits';
import { excerpt } from '@inkwell/domain/text';
import { expect, test } from 'vitest';
import { formatDuration, formatTimeAgo, truncate } from './format.ts';

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

// A list carries each description cut by the server (domain `excerpt`, GIG_LIST_DESC_CUT); the card
// cuts again at GIG_CARD_DESC_CUT, at a word. It must read the same as it would from the whole text.
const words = 'Method and sources for a careful literature review, ';
test.each([
  ['a space right at the cut', `${'x'.repeat(GIG_CARD_DESC_CUT)} and more words after it`],
  ['a space one before the cut', `${'x'.repeat(GIG_CARD_DESC_CUT - 1)} and more words after it`],
  ['words all along', words.repeat(8)],
  ['no space at all', 'y'.repeat(400)],
  ['an emoji across the cut', `${'z'.repeat(GIG_CARD_DESC_CUT - 1)}🎓 after the emoji, more words`],
  ['white space to collapse', `Line one.\n\n   Line two\twith a tab. ${words.repeat(6)}`],
  ['exactly as long as the cut', 'w'.repeat(GIG_CARD_DESC_CUT)],
  ['short', 'Short and sweet.'],
])("the card reads the same from a list's cut as from the whole text: %s", (_, whole) => {
  expect(truncate(excerpt(whole, GIG_LIST_DESC_CUT), GIG_CARD_DESC_CUT)).toBe(truncate(whole, GIG_CARD_DESC_CUT));
});

test('the card never cuts an emoji in half', () => {
  const cut = truncate(`${'z'.repeat(GIG_CARD_DESC_CUT - 1)}🎓 after the emoji`, GIG_CARD_DESC_CUT);
  expect(cut).toBe(`${'z'.repeat(GIG_CARD_DESC_CUT - 1)}…`);
});
