import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { assignments } from '../../db/schema/assignments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { cast, type Cast } from '../../../test/fixtures/bids.ts';
import {
  buildOffer,
  closeAs,
  offerAs,
  postAssignment,
  raceOnAssignment,
  storedAssignment,
  storedOffers,
} from '../../../test/fixtures/assignments.ts';
import { sweepPastDeadline } from './index.ts';

/**
 * Things that happen to one assignment at the same moment: on PostgreSQL each race holds the
 * assignment's row lock until every request waits on it (test/fixtures/assignments.ts).
 */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp({}, {});
  people = await cast(t.app);
});
afterAll(() => t.close());

describe('races', () => {
  test('two offers from one seller at once: one is made, the other 409 OFFER_ALREADY_MADE', async () => {
    const assignment = await postAssignment(people.buyer);
    const responses = await raceOnAssignment(t.database.db, t.database.kind, assignment._id, [
      () => offerAs(t.app, people.owner, assignment._id, buildOffer({ amount: 100 })),
      () => offerAs(t.app, people.owner, assignment._id, buildOffer({ amount: 120 })),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json().code).toBe('OFFER_ALREADY_MADE');
    expect(await storedOffers(t.database.db, assignment._id)).toHaveLength(1);
  });

  test('a close and an offer at once: never an offer on a closed assignment', async () => {
    const assignment = await postAssignment(people.buyer);
    const [close, offer] = await raceOnAssignment(t.database.db, t.database.kind, assignment._id, [
      () => closeAs(t.app, people.buyer, assignment._id),
      () => offerAs(t.app, people.otherSeller, assignment._id, buildOffer()),
    ]);
    expect(close!.statusCode).toBe(200);
    const stored = await storedAssignment(t.database.db, assignment._id);
    expect(stored?.status).toBe('closed');
    const offers = await storedOffers(t.database.db, assignment._id);
    if (offer!.statusCode === 201) {
      expect(offers).toHaveLength(1);
      expect(offers[0]!.createdAt.getTime()).toBeLessThanOrEqual(stored!.closedAt!.getTime());
    } else {
      // A seller who never offered does not see a closed assignment at all.
      expect(offer!.json()).toMatchObject({ status: 404, code: 'ASSIGNMENT_NOT_FOUND' });
      expect(offers).toHaveLength(0);
    }
  });

  test('two sweeps at once close a past-deadline assignment once; the others stay open', async () => {
    const past = await postAssignment(people.buyer);
    const future = await postAssignment(people.buyer);
    await t.database.db
      .update(assignments)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(assignments.id, past._id));
    // Before any sweep it already takes no offer and is left out of the sellers' list.
    const early = await offerAs(t.app, people.owner, past._id, buildOffer());
    expect(early.json()).toMatchObject({ status: 409, code: 'ASSIGNMENT_NOT_OPEN' });
    const listed = await people.owner.request({ method: 'GET', url: '/api/assignments?limit=100' });
    expect(listed.json().items.map((item: { _id: string }) => item._id)).not.toContain(past._id);
    const counts = await raceOnAssignment(t.database.db, t.database.kind, past._id, [
      () => sweepPastDeadline(t.database.db),
      () => sweepPastDeadline(t.database.db),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await storedAssignment(t.database.db, past._id))?.status).toBe('closed');
    expect((await storedAssignment(t.database.db, future._id))?.status).toBe('open');
    expect(await sweepPastDeadline(t.database.db)).toBe(0);
    const refused = await offerAs(t.app, people.owner, past._id, buildOffer());
    expect(refused.statusCode).toBe(404);
  });
});
