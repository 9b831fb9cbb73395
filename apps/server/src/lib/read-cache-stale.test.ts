import { describe, expect, test } from 'vitest';
import { ReadCache } from './read-cache.ts';
import { mayReadStale, StaleAnswers } from './read-cache-stale.ts';
import { idTag } from './read-cache-tags.ts';

const answer = (text: string) => ({ body: Buffer.from(text), contentType: 'application/json; charset=utf-8' });
const GIG = idTag('01a171e4-8122-7fbf-950e-00000000000a');
const VISITOR = { cacheControl: 'public, no-cache', vary: 'Accept-Encoding, Cookie' };

/** A visitor's entry (sent to a visitor once, as plugins/read-cache.ts marks it) and a signed-in reader's. */
function cacheWithEntries(staleMs = 2_000) {
  const cache = new ReadCache(1_000_000, staleMs);
  cache.set('/api/gigs/single/a', cache.generation, answer('{"likes":1}'), [GIG])!.visitor = VISITOR;
  cache.set('user /api/gigs/single/a', cache.generation, answer('{"likes":1,"liked":true}'), [GIG]);
  return cache;
}

describe('stale answers', () => {
  test("a touch that keeps them keeps the visitors' answers only; one that does not keeps none", () => {
    const keeping = cacheWithEntries();
    keeping.touch([GIG], true);
    expect(keeping.has('/api/gigs/single/a')).toBe(false);
    expect(keeping.stale('/api/gigs/single/a')?.body.toString()).toBe('{"likes":1}');
    expect(keeping.stale('user /api/gigs/single/a')).toBeUndefined();
    const strict = cacheWithEntries();
    strict.touch([GIG]);
    expect(strict.stale('/api/gigs/single/a')).toBeUndefined();
  });

  test('a clear keeps them only when told to, and drops those kept before otherwise', () => {
    const cache = cacheWithEntries();
    cache.clear(true);
    expect(cache.size).toBe(0);
    expect(cache.stale('/api/gigs/single/a')).toBeDefined();
    cache.clear();
    expect(cache.stale('/api/gigs/single/a')).toBeUndefined();
  });

  test('a new answer stored for the key replaces its stale one', () => {
    const cache = cacheWithEntries();
    cache.touch([GIG], true);
    cache.set('/api/gigs/single/a', cache.generation, answer('{"likes":2}'), [GIG]);
    expect(cache.stale('/api/gigs/single/a')).toBeUndefined();
    expect(cache.get('/api/gigs/single/a')?.body.toString()).toBe('{"likes":2}');
  });

  test('an answer refused because a write came while it was computed is kept as stale from when it began', () => {
    const cache = new ReadCache(1_000_000);
    const began = cache.generation;
    cache.touch([GIG], true);
    expect(cache.set('/api/gigs', began, answer('{"items":[]}'), [GIG])).toBeUndefined();
    const kept = cache.keepStale('/api/gigs', answer('{"items":[]}'), Date.now() - 10);
    expect(cache.stale('/api/gigs')).toBe(kept);
    expect(cache.has('/api/gigs')).toBe(false);
    // Begun longer ago than the bound: not kept at all.
    expect(cache.keepStale('/api/gigs?page=2', answer('{}'), Date.now() - 5_000)).toBeDefined();
    expect(cache.stale('/api/gigs?page=2')).toBeUndefined();
  });

  test('never older than the bound: past it a stale answer is gone', () => {
    const answers = new StaleAnswers(2_000, 1_000_000);
    const cache = cacheWithEntries();
    const entry = cache.get('/api/gigs/single/a')!;
    answers.keep(entry, 1_000, 1_000);
    expect(answers.get(entry.key, 2_999)).toBe(entry);
    expect(answers.get(entry.key, 3_000)).toBeUndefined();
    expect(answers.size).toBe(0);
    expect(answers.usedBytes).toBe(0);
  });

  test('bounded by bytes: the oldest go first', () => {
    const cache = cacheWithEntries();
    const entry = cache.get('/api/gigs/single/a')!;
    const answers = new StaleAnswers(2_000, entry.size * 2);
    for (const key of ['a', 'b', 'c']) answers.keep({ ...entry, key }, 1_000, 1_000);
    expect(['a', 'b', 'c'].filter((key) => answers.get(key, 1_001))).toEqual(['b', 'c']);
  });

  test('only a request naming no session cookie, live or not, may have one', () => {
    expect(mayReadStale({})).toBe(true);
    expect(mayReadStale({ cookie: 'inkwell_lang=fr' })).toBe(true);
    expect(mayReadStale({ cookie: 'inkwell_lang=fr; inkwell_session=abc' })).toBe(false);
    expect(mayReadStale({ cookie: 'inkwell_session=' })).toBe(false);
  });
});
