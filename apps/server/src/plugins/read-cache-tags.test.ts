import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, unique, type TestApp } from '../../test/test-app.ts';
import { cast, placeBid, type Cast } from '../../test/fixtures/bids.ts';
import { postGig, setGigFacts } from '../../test/fixtures/gigs.ts';

/**
 * A write empties only the cached answers it changed (decision 027, "Invalidation by what a write
 * changed"): a like its gig's answers and the lists that show the gig; a new gig the lists it may
 * enter; a bid its gig's count; a message its sender's seller facts. Everything else stays: a change
 * made behind the API's back to another gig is still unseen (the cache answers).
 */
let t: TestApp;
let people: Cast;
let liked: Gig;
let other: Gig;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
  liked = await postGig(people.owner, { title: 'Tagged essays on Woolf', cat: 'essay-writing' });
  other = await postGig(people.otherSeller, { title: 'Tagged coursework in physics', cat: 'coursework-writing' });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const titleOf = async (url: string, id: string): Promise<string | undefined> => {
  const body = (await get(url)).json();
  return 'items' in body ? (body.items as Gig[]).find((gig) => gig._id === id)?.title : body.title;
};
/** Changes a gig's title in the database, where only a read that reaches the database sees it. */
const tamper = async (gig: Gig) => {
  const title = `Behind the API ${unique('t')}`;
  await setGigFacts(t.database.db, gig._id, { title });
  return title;
};
const kept = (key: string) => t.app.readCache.cache.has(key);

describe('a write empties what it changed and nothing else', () => {
  test(
    "a like: the liked gig's answers and the lists showing it " +
      'go; another gig and the lists without the liked one stay',
    async () => {
      const likedGig = `/api/gigs/single/${liked._id}`;
      const otherGig = `/api/gigs/single/${other._id}`;
      const likedList = `/api/gigs?userId=${people.owner.user._id}`;
      const otherList = `/api/gigs?userId=${people.otherSeller.user._id}`;
      for (const url of [likedGig, otherGig, likedList, otherList]) await get(url);
      const likedTitle = await tamper(liked);
      const otherTitle = await tamper(other);
      expect(await titleOf(likedGig, liked._id)).toBe('Tagged essays on Woolf');

      const sessionsBefore = t.app.sessionCache.size;
      const like = await people.buyer.request({ method: 'POST', url: `/api/gigs/${liked._id}/like` });
      expect(like.statusCode).toBe(200);
      expect(await titleOf(likedGig, liked._id)).toBe(likedTitle);
      expect(await titleOf(likedList, liked._id)).toBe(likedTitle);
      expect((await get(likedGig)).json().likes).toBe(like.json().likes);
      expect(await titleOf(otherGig, other._id)).toBe('Tagged coursework in physics');
      expect(await titleOf(otherList, other._id)).toBe('Tagged coursework in physics');
      // A like changes no user row: the signed-in users stay known.
      expect(t.app.sessionCache.size).toBeGreaterThanOrEqual(sessionsBefore);
      expect(sessionsBefore).toBeGreaterThan(0);

      // The other gig's edit empties its own answers in turn.
      await people.otherSeller.request({ method: 'PATCH', url: `/api/gigs/${other._id}`, payload: { pages: 3 } });
      expect(await titleOf(otherGig, other._id)).toBe(otherTitle);
    },
  );

  test(
    'a new gig: the lists of its category, of its seller and of ' +
      "every gig go; another category's list and other gigs stay",
    async () => {
      const coursework = '/api/gigs?cat=coursework-writing';
      const essays = '/api/gigs?cat=essay-writing';
      const everything = '/api/gigs?limit=50';
      const otherGig = `/api/gigs/single/${other._id}`;
      for (const url of [coursework, essays, everything, otherGig]) await get(url);
      const seen = await titleOf(otherGig, other._id);
      await tamper(other);
      const added = await postGig(people.owner, { title: 'A new essay gig', cat: 'essay-writing' });
      expect(await titleOf(essays, added._id)).toBe('A new essay gig');
      expect(await titleOf(everything, added._id)).toBe('A new essay gig');
      expect(await titleOf(coursework, other._id)).toBe(seen);
      expect(await titleOf(otherGig, other._id)).toBe(seen);
    },
  );

  test(
    "a bid: its gig's bid count goes, its other answers and another gig's stay, " +
      "a withdrawal keeps both; a message: its sender's seller facts go, gigs stay",
    async () => {
      const count = (gig: Gig) => `/api/bids/gig/${gig._id}/count`;
      const facts = (id: string) => `/api/users/${id}/seller-facts`;
      const ownList = `/api/gigs?userId=${people.owner.user._id}`;
      const keys = [
        count(liked),
        count(other),
        facts(people.owner.user._id),
        facts(people.otherSeller.user._id),
        `/api/gigs/single/${other._id}`,
        `/api/gigs/single/${liked._id}`,
        ownList,
      ];
      for (const key of keys) await get(key);
      expect(keys.every(kept)).toBe(true);
      const before = (await get(count(liked))).json().count as number;
      const bid = await placeBid(people.otherBuyer, liked);
      expect((await get(count(liked))).json().count).toBe(before + 1);
      // No gig or list answer carries the count: the gig's own answer and its lists stay.
      expect([count(other), `/api/gigs/single/${liked._id}`, ownList].every(kept)).toBe(true);
      // Withdrawn, the bid still counts (every state does): nothing public changed, nothing goes.
      expect(
        (await people.otherBuyer.request({ method: 'POST', url: `/api/bids/${bid._id}/withdraw` })).statusCode,
      ).toBe(200);
      expect(kept(count(liked))).toBe(true);
      expect((await get(count(liked))).json().count).toBe(before + 1);

      await get(count(liked));
      const conversation = await people.otherBuyer.request({
        method: 'POST',
        url: '/api/conversations',
        payload: { to: people.owner.user._id },
      });
      const sent = await people.owner.request({
        method: 'POST',
        url: '/api/messages',
        payload: { conversationId: conversation.json()._id, desc: 'Hello' },
      });
      expect(sent.statusCode).toBe(201);
      expect(kept(facts(people.owner.user._id))).toBe(false);
      expect(keys.filter((key) => key !== facts(people.owner.user._id)).every(kept)).toBe(true);
    },
  );
});

describe('a read racing a write', () => {
  let app: FastifyInstance;
  /** Holds the next read of a gig between its query and its answer until released. */
  let hold: { reached: () => void; release: Promise<void> } | null = null;
  beforeAll(async () => {
    app = await buildApp({ config: t.config, database: t.database, logger: false, payments: { sweepMs: 0 } });
    app.addHook('preSerialization', async (request, _reply, payload) => {
      const held = hold;
      if (request.routeOptions.url !== '/api/gigs/single/:id' || !held) return payload;
      hold = null;
      held.reached();
      await held.release;
      return payload;
    });
    await app.ready();
  });
  afterAll(async () => app?.close());

  test('an answer read before a like of its gig is not kept; one of another gig read meanwhile is', async () => {
    const url = `/api/gigs/single/${liked._id}`;
    let release = () => {};
    const reached = new Promise<void>((resolve) => {
      hold = { reached: resolve, release: new Promise<void>((done) => (release = done)) };
    });
    const reading = app.inject({ method: 'GET', url });
    await reached;
    const like = await people.otherBuyer.request({ method: 'POST', url: `/api/gigs/${liked._id}/like` });
    expect(like.statusCode).toBe(200);
    // Read after the like and before the held read stores: this one is kept.
    await app.inject({ method: 'GET', url: `/api/gigs/single/${other._id}` });
    release();
    const stale = await reading;
    expect(stale.statusCode).toBe(200);
    expect(stale.json().likes).not.toBe(like.json().likes);
    expect(app.readCache.cache.has(url)).toBe(false);
    expect(app.readCache.cache.has(`/api/gigs/single/${other._id}`)).toBe(true);
    expect((await app.inject({ method: 'GET', url })).json().likes).toBe(like.json().likes);
  });
});
