import { describe, expect, test } from 'vitest';
import { ENTRY_OVERHEAD, ReadCache } from './read-cache.ts';
import { idTag, idTagsIn, LIST_ALL, listScopeTag, TagIndex } from './read-cache-tags.ts';

const answer = (text = '{}') => ({ body: Buffer.from(text), contentType: 'application/json; charset=utf-8' });
const GIG = '01a171e4-8122-7fbf-950e-00000000000a';
const SELLER = '01a171e4-8122-7fbf-950e-00000000000b';

describe('a touch removes the entries with one of its tags', () => {
  test("the touched gig's entries and the lists naming it go; the others and their bytes stay", () => {
    const cache = new ReadCache(1_000_000);
    cache.set('gig', cache.generation, answer(), [idTag(GIG), idTag(SELLER)]);
    cache.set('list', cache.generation, answer(), [idTag(GIG), LIST_ALL]);
    cache.set('other', cache.generation, answer(), [idTag('01a171e4-8122-7fbf-950e-00000000000c')]);
    expect(cache.touch([idTag(GIG)])).toBe(2);
    expect(['gig', 'list', 'other'].filter((key) => cache.has(key))).toEqual(['other']);
    expect(cache.usedBytes).toBe('{}'.length + 'other'.length + ENTRY_OVERHEAD);
    // A removed entry's tags are forgotten: a later touch of them finds nothing.
    expect(cache.touch([idTag(SELLER)])).toBe(0);
  });

  test('an answer whose reading began before a touch of one of its tags is refused; one with others is kept', () => {
    const cache = new ReadCache(1_000_000);
    const began = cache.generation;
    cache.touch([idTag(GIG)]);
    expect(cache.set('gig', began, answer(), [idTag(GIG)])).toBeUndefined();
    expect(cache.set('other', began, answer(), [idTag(SELLER)])).toBeDefined();
    // Begun after the touch: kept.
    expect(cache.set('gig', cache.generation, answer(), [idTag(GIG)])).toBeDefined();
    // A clear refuses every answer begun before it, whatever its tags.
    const beforeClear = cache.generation;
    cache.clear();
    expect(cache.set('other', beforeClear, answer(), [idTag(SELLER)])).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('the record of touches is bounded: past it, answers begun before are refused, the entries stay', () => {
    const index = new TagIndex(3);
    index.add('kept', ['id:a']);
    index.touch(['id:b', 'id:c'], 1);
    expect(index.current(['id:a'], 0)).toBe(true);
    index.touch(['id:d', 'id:e'], 2);
    expect(index.current(['id:a'], 1)).toBe(false);
    expect(index.current(['id:b'], 2)).toBe(true);
    expect([...index.touch(['id:a'], 3)]).toEqual(['kept']);
  });
});

test("tags of an answer: each id once, lower case; a list's scope is its narrowest filter", () => {
  const body = JSON.stringify({
    items: [{ _id: GIG, userId: SELLER, seller: { _id: SELLER } }],
    cover: `/uploads/${GIG.toUpperCase()}.webp`,
  });
  expect(idTagsIn(body).sort()).toEqual([idTag(GIG), idTag(SELLER)].sort());
  expect(listScopeTag({})).toBe(LIST_ALL);
  expect(listScopeTag({ cat: 'essay-writing', userId: SELLER })).toBe('list:cat:essay-writing');
  expect(listScopeTag({ userId: SELLER.toUpperCase() })).toBe(`list:user:${SELLER}`);
});
