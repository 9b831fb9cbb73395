import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { ENTRY_OVERHEAD, etagMatches, normalizeUrl, preferredEncoding, ReadCache } from './read-cache.ts';

const answer = (bytes: number) => ({ body: Buffer.alloc(bytes, 'a'), contentType: 'application/json; charset=utf-8' });

describe('ReadCache', () => {
  test('bounded by bytes: the least recently used entries go first', () => {
    const cache = new ReadCache(10_000);
    cache.set('a', cache.generation, answer(2_000));
    cache.set('b', cache.generation, answer(2_000));
    cache.set('c', cache.generation, answer(2_000));
    cache.get('a');
    cache.set('d', cache.generation, answer(2_000));
    cache.set('e', cache.generation, answer(2_000));
    expect(cache.usedBytes).toBeLessThanOrEqual(10_000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('e')).toBeDefined();
  });

  test('a read moves an entry of the older half to the recent end, and leaves one of the recent half in place', () => {
    // Room for six entries and 500 bytes: a 3,000-byte answer more pushes out two, the next one one.
    const cache = new ReadCache(6 * (2_000 + 1 + ENTRY_OVERHEAD) + 500);
    const keys = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (const key of keys) cache.set(key, cache.generation, answer(2_000));
    for (let i = 0; i < 100; i++) cache.get('f'); // the newest, read again and again: no move
    cache.get('d'); // in the recent half: stays fourth
    cache.get('a'); // the oldest: now the newest
    cache.set('g', cache.generation, answer(3_000));
    const gone = () => keys.filter((key) => !cache.has(key));
    expect(gone()).toEqual(['b', 'c']);
    cache.set('h', cache.generation, answer(3_000));
    // Every move would have put d after e and f, and e would have gone first.
    expect(gone()).toEqual(['b', 'c', 'd']);
  });

  test('an answer computed before a clear() is refused; 0 bytes is off; a too big answer is not kept', () => {
    const cache = new ReadCache(10_000);
    const generation = cache.generation;
    cache.clear();
    expect(cache.set('a', generation, answer(10))).toBeUndefined();
    expect(cache.set('a', cache.generation, answer(10))).toBeDefined();
    expect(cache.set('big', cache.generation, answer(9_000))).toBeUndefined();
    const off = new ReadCache(0);
    expect(off.enabled).toBe(false);
    expect(off.set('a', off.generation, answer(10))).toBeUndefined();
  });

  test('compressed variants are made once and counted in the bound', () => {
    const cache = new ReadCache(1_000_000);
    const entry = cache.set('a', cache.generation, answer(5_000))!;
    const before = cache.usedBytes;
    const br = cache.variant(entry, 'br');
    expect(cache.variant(entry, 'br')).toBe(br);
    expect(cache.usedBytes).toBe(before + br.length);
  });

  /** A list of gigs as JSON: text that brotli 11 packs tighter than the quick quality 5. */
  const gigs = () => {
    const words = ['essay', 'thesis', 'dissertation', 'Middlemarch', 'statistics', 'proofreading', 'citations'];
    const items = Array.from({ length: 120 }, (_, i) => ({
      _id: `gig-${i * 7919}`,
      title: `${words[i % 7]} help, chapter ${i}`,
      description: `${words.slice(i % 5).join(' and ')} for ${i} pages`,
      priceCents: 1800 + i * 37,
    }));
    return { body: Buffer.from(JSON.stringify({ items })), contentType: 'application/json; charset=utf-8' };
  };

  test(
    'brotli is made better off the loop once an entry is read often: ' +
      'fewer bytes, the same text, the bound and header lists kept true',
    async () => {
      const cache = new ReadCache(1_000_000);
      const entry = cache.set('a', cache.generation, gigs())!;
      const quick = cache.variant(entry, 'br');
      const list = cache.wire(entry, 'br', () => [['content-length', String(quick.length)]]);
      const withQuick = cache.usedBytes;
      for (let answer = 2; answer <= 7; answer += 1) expect(cache.variant(entry, 'br')).toBe(quick);
      await cache.settled();
      expect(cache.variant(entry, 'br'), 'begun by the eighth answer, which still gets the quick one').toBe(quick);
      await cache.settled();
      const best = cache.variant(entry, 'br');
      expect(best.length).toBeLessThan(quick.length);
      expect(brotliDecompressSync(best).equals(entry.body)).toBe(true);
      expect(cache.usedBytes).toBe(withQuick - (quick.length - best.length) - list.length * 48);
      const rebuilt = cache.wire(entry, 'br', () => [['content-length', String(best.length)]]);
      expect(rebuilt).not.toBe(list);
      expect(rebuilt).toEqual([['content-length', String(best.length)]]);
    },
  );

  test(
    'one better brotli at a time: an entry whose turn comes while ' +
      'another is being made keeps the quick one and tries again later',
    async () => {
      const cache = new ReadCache(1_000_000);
      const first = cache.set('a', cache.generation, gigs())!;
      const second = cache.set('b', cache.generation, gigs())!;
      const quickFirst = cache.variant(first, 'br');
      const quickSecond = cache.variant(second, 'br');
      for (let answer = 2; answer <= 8; answer += 1) {
        cache.variant(first, 'br');
        cache.variant(second, 'br');
      }
      await cache.settled();
      expect(cache.variant(first, 'br')).not.toBe(quickFirst);
      expect(cache.variant(second, 'br'), 'its turn found the first one running').toBe(quickSecond);
      for (let answer = 1; answer <= 8; answer += 1) cache.variant(second, 'br');
      await cache.settled();
      expect(cache.variant(second, 'br').length).toBeLessThan(quickSecond.length);
    },
  );

  test('a better brotli finished after a write is dropped: the cleared entry is not counted again', async () => {
    const cache = new ReadCache(1_000_000);
    const entry = cache.set('a', cache.generation, gigs())!;
    const quick = cache.variant(entry, 'br');
    for (let answer = 2; answer <= 8; answer += 1) cache.variant(entry, 'br');
    cache.clear();
    await cache.settled();
    expect(entry.br).toBe(quick);
    expect(cache.usedBytes).toBe(0);
  });

  test('header lists are built once per entry and variant, counted in the bound, and go with the entry', () => {
    const cache = new ReadCache(1_000_000);
    const entry = cache.set('a', cache.generation, answer(100))!;
    const before = cache.usedBytes;
    let builds = 0;
    const build = (): [string, string][] => {
      builds += 1;
      return [['etag', entry.etag]];
    };
    const list = cache.wire(entry, 'br', build);
    expect(cache.wire(entry, 'br', build)).toBe(list);
    expect(builds).toBe(1);
    expect(cache.usedBytes).toBeGreaterThan(before);
    cache.wire(entry, 'identity', build);
    expect(builds).toBe(2);
    cache.clear();
    expect(cache.usedBytes).toBe(0);
    // A cleared entry's later list is not counted in the new generation.
    cache.wire(entry, 'gzip', build);
    expect(cache.usedBytes).toBe(0);
  });
});

test('Accept-Encoding: br before gzip, q=0 refuses, none is identity', () => {
  expect(preferredEncoding('gzip, deflate, br')).toBe('br');
  expect(preferredEncoding('gzip')).toBe('gzip');
  expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
  expect(preferredEncoding('identity')).toBeNull();
  expect(preferredEncoding(undefined)).toBeNull();
  expect(preferredEncoding('*')).toBe('br');
});

test('If-None-Match compares weakly and takes lists and *', () => {
  expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
  expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
  expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
  expect(etagMatches('*', 'W/"abc"')).toBe(true);
  expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
  expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
});

test('URLs with the same parameters in another order share a key', () => {
  expect(normalizeUrl('/api/gigs?b=2&a=1')).toBe(normalizeUrl('/api/gigs?a=1&b=2'));
  expect(normalizeUrl('/api/gigs?')).toBe('/api/gigs');
  expect(normalizeUrl('/api/gigs?cat=x')).toBe('/api/gigs?cat=x');
  expect(normalizeUrl('/api/gigs?a=1&b=2')).not.toBe(normalizeUrl('/api/gigs?a=1&b=3'));
});
