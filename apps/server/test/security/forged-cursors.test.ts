import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cast, gigWithBid, type Cast } from '../fixtures/bids.ts';
import { converse, send } from '../fixtures/conversations.ts';
import { postGig } from '../fixtures/gigs.ts';
import { createTestApp, type Session, type TestApp } from '../test-app.ts';

/**
 * Forged cursors against every list that pages with one (impossible timestamps and a
 * sales key past 2^31 answered 500). A seeded generator makes random base64, JSON of the wrong
 * shape and types, out-of-range numbers, impossible dates and huge strings, each in the right
 * list's kind so that every value is checked, not only the kind: 0 answers of 500, all 400.
 */

let t: TestApp;
let people: Cast;
let conversation = '';
let gigId = '';

beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
  gigId = (await gigWithBid(people)).gig._id;
  await postGig(people.owner);
  conversation = (await converse(people.buyer, people.owner))._id;
  await send(people.buyer, conversation, 'Hello, is the gig still open?');
}, 60_000);

afterAll(async () => {
  await t.close();
});

interface List {
  name: string;
  url: () => string;
  kind: string;
  key: 'timestamp' | 'whole';
  who: 'visitor' | 'owner' | 'buyer';
}

const LISTS: List[] = [
  { name: '/gigs by sales', url: () => '/api/gigs?sort=sales', kind: 's', key: 'whole', who: 'visitor' },
  { name: '/gigs by createdAt', url: () => '/api/gigs?sort=createdAt', kind: 'c', key: 'timestamp', who: 'visitor' },
  { name: '/gigs by search rank', url: () => '/api/gigs?search=dissertation', kind: 'r', key: 'whole', who: 'visitor' },
  { name: '/bids/me', url: () => '/api/bids/me', kind: 'me-all', key: 'timestamp', who: 'buyer' },
  {
    name: '/bids/owner/pending',
    url: () => '/api/bids/owner/pending',
    kind: 'owner-open',
    key: 'timestamp',
    who: 'owner',
  },
  {
    name: '/bids/owner/completed',
    url: () => '/api/bids/owner/completed',
    kind: 'owner-done',
    key: 'timestamp',
    who: 'owner',
  },
  { name: '/notifications', url: () => '/api/notifications', kind: 'notifications', key: 'timestamp', who: 'owner' },
  { name: '/conversations', url: () => '/api/conversations', kind: 'conversations', key: 'timestamp', who: 'buyer' },
  {
    name: '/messages/{id}',
    url: () => `/api/messages/${conversation}`,
    kind: 'messages',
    key: 'timestamp',
    who: 'buyer',
  },
  {
    name: '/user-reviews/{id}',
    url: () => `/api/user-reviews/${people.buyer.user._id}`,
    kind: 'ur',
    key: 'timestamp',
    who: 'visitor',
  },
  {
    name: '/gig-reviews/gig/{id}',
    url: () => `/api/gig-reviews/gig/${gigId}`,
    kind: 'gg',
    key: 'timestamp',
    who: 'visitor',
  },
  {
    name: '/gig-reviews/seller/{id}',
    url: () => `/api/gig-reviews/seller/${people.owner.user._id}`,
    kind: 'gs',
    key: 'timestamp',
    who: 'visitor',
  },
];

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const ID = '01900000-0000-7000-8000-00000000abcd';

/** Forged cursors for one list, from one seed: each a [name, cursor]. */
function forged(list: List, seed: number): [string, string][] {
  const next = random(seed);
  const int = (max: number) => Math.floor(next() * max);
  const good = list.key === 'whole' ? 3 : '2025-03-04 05:06:07.123456+00';
  const cases: [string, string][] = [];
  for (let i = 0; i < 4; i++) {
    const bytes = Buffer.from(Array.from({ length: 1 + int(200) }, () => int(256)));
    cases.push([`random bytes ${i}`, bytes.toString('base64url')]);
  }
  const wrongTypes: unknown[] = [{}, [], true, null, 'text', 1.5, -1, -0.5, { $gt: 0 }, [1, 2]];
  for (const key of wrongTypes) cases.push([`key ${JSON.stringify(key)}`, b64([list.kind, key, ID])]);
  for (const id of [5, null, 'not-a-uuid', `${ID}'; --`, ID.toUpperCase().replace('A', 'G')])
    cases.push([`id ${JSON.stringify(id)}`, b64([list.kind, good, id])]);
  for (const shape of [
    [list.kind, good],
    [list.kind, good, ID, 'extra'],
    { kind: list.kind, key: good, id: ID },
    42,
    '"just text"',
    'null',
  ])
    cases.push([`shape ${JSON.stringify(shape)}`, b64(shape)]);
  for (const key of [2 ** 31, 2 ** 31 + int(1e6), 2 ** 53, 1e308, Number.MAX_SAFE_INTEGER, -(2 ** 31)])
    cases.push([`number ${key}`, b64([list.kind, key, ID])]);
  for (let i = 0; i < 6; i++) {
    const date =
      `${pad(int(10_000), 4)}-${pad(int(100))}-${pad(int(100))} ` +
      `${pad(int(100))}:${pad(int(100))}:${pad(int(100))}+${pad(int(100))}`;
    cases.push([`date ${date}`, b64([list.kind, date, ID])]);
  }
  for (const date of [
    '2024-13-45 00:00:00+00',
    '2023-02-29 00:00:00+00',
    '2024-04-31 10:00:00+00',
    '0000-01-01 00:00:00+00',
    '2024-01-01 24:00:00+00',
    '2024-01-01 00:00:00+16',
  ]) {
    cases.push([`date ${date}`, b64([list.kind, date, ID])]);
  }
  cases.push(
    ['a huge key', b64([list.kind, 'x'.repeat(5_000), ID])],
    ['a huge cursor', 'A'.repeat(100_000)],
    ['a NUL in the key', b64([list.kind, `2025-01-01\u0000`, ID])],
  );
  return cases;
}

const sessionOf = (who: List['who']): Session | null =>
  who === 'visitor' ? null : who === 'owner' ? people.owner : people.buyer;

describe('forged cursors are 400 on every list, never 500', () => {
  test.each(LISTS.map((list) => [list.name, list] as const))('%s', async (_name, list) => {
    const session = sessionOf(list.who);
    const get = (url: string) =>
      session ? session.request({ method: 'GET', url }) : t.app.inject({ method: 'GET', url });
    const first = await get(list.url());
    expect(first.statusCode, first.body).toBe(200);
    const seed = 1400 + LISTS.indexOf(list);
    const answers: Record<number, string[]> = {};
    for (const [name, cursor] of forged(list, seed)) {
      const separator = list.url().includes('?') ? '&' : '?';
      const response = await get(`${list.url()}${separator}limit=1&cursor=${encodeURIComponent(cursor)}`);
      (answers[response.statusCode] ??= []).push(name);
      if (response.statusCode === 400) expect(['INVALID_CURSOR', 'VALIDATION_FAILED']).toContain(response.json().code);
    }
    expect(answers, `seed ${seed}`).toEqual({ 400: expect.any(Array) });
    expect(answers[400]!.length).toBeGreaterThan(40);
  });

  test('a real cursor of each kind still pages (the check refuses only forgeries)', async () => {
    for (const sort of ['sales', 'createdAt']) {
      const page = (await t.app.inject({ method: 'GET', url: `/api/gigs?sort=${sort}&limit=1` })).json();
      expect(page.nextCursor).toEqual(expect.any(String));
      const second = await t.app.inject({
        method: 'GET',
        url: `/api/gigs?sort=${sort}&limit=1&cursor=${page.nextCursor}`,
      });
      expect(second.statusCode, second.body).toBe(200);
    }
  });
});
