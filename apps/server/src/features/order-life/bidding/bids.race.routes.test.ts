import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { notifications } from '../../../db/schema/notifications.ts';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import { buyerSession, postGig } from '../../../../test/fixtures/gigs.ts';
import {
  approve,
  bidStatuses,
  buildBid,
  cast,
  gigWithBid,
  placeBid,
  race,
  storedGig,
  type Cast,
} from '../../../../test/fixtures/bids.ts';

/**
 * No request order or timing can break a rule: many requests at once, on both databases. On
 * PostgreSQL `race` holds the gig's row lock until at least five requests wait on it inside their
 * own transactions, so they really are in flight together.
 */

let t: TestApp;
let people: Cast;
let buyers: Session[];
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
  buyers = await Promise.all(Array.from({ length: 12 }, () => buyerSession(t.app)));
});
afterAll(() => t.close());

const db = () => t.database.db;
const codes = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();
const provesConcurrency = (waited: number) => {
  if (t.database.kind === 'postgres') expect(waited).toBeGreaterThanOrEqual(5);
};

test('twelve approvals of twelve bids of one gig at once: one wins, the eleven others are cancelled', async () => {
  const gig = await postGig(people.owner);
  const bids = await Promise.all(buyers.map((buyer) => placeBid(buyer, gig)));
  const { responses, waited } = await race(
    t.app,
    db(),
    t.database.kind,
    gig._id,
    bids.map((bid) => () => approve(people.owner, t.app, bid._id)),
  );
  provesConcurrency(waited);
  expect(codes(responses)).toEqual([200, ...Array<number>(11).fill(409)]);
  for (const lost of responses.filter((r) => r.statusCode === 409))
    expect(['BID_NOT_PENDING', 'GIG_NOT_AVAILABLE']).toContain(lost.json().code);
  const statuses = Object.values(await bidStatuses(db(), gig._id)).sort();
  expect(statuses).toEqual(['approved', ...Array<string>(11).fill('cancelled')]);
  const winner = responses.find((r) => r.statusCode === 200)!.json();
  expect((await bidStatuses(db(), gig._id))[winner._id]).toBe('approved');
  expect((await storedGig(db(), gig._id)).status).toBe('in_progress');
});

test('ten approvals of the same bid at once: one 200, nine 409 BID_NOT_PENDING', async () => {
  const { gig, bid } = await gigWithBid(people);
  const { responses, waited } = await race(
    t.app,
    db(),
    t.database.kind,
    gig._id,
    Array.from({ length: 10 }, () => () => approve(people.owner, t.app, bid._id)),
  );
  provesConcurrency(waited);
  expect(codes(responses)).toEqual([200, ...Array<number>(9).fill(409)]);
  expect(responses.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'BID_NOT_PENDING')).toBe(true);
});

test('the buyer withdrawing while the owner approves and declines: exactly one of the three wins', async () => {
  const { gig, bid } = await gigWithBid(people);
  const { responses, waited } = await race(
    t.app,
    db(),
    t.database.kind,
    gig._id,
    [
      () => people.buyer.request({ method: 'POST', url: `/api/bids/${bid._id}/withdraw` }),
      () => approve(people.owner, t.app, bid._id),
      () =>
        people.owner.request({
          method: 'POST',
          url: `/api/bids/${bid._id}/decline`,
          payload: { reason: 'I am fully booked this month.' },
        }),
    ],
    3,
  );
  if (t.database.kind === 'postgres') expect(waited).toBeGreaterThanOrEqual(3);
  expect(codes(responses)).toEqual([200, 409, 409]);
  const winner = responses.findIndex((r) => r.statusCode === 200);
  const status = (await bidStatuses(db(), gig._id))[bid._id];
  expect(status).toBe(['withdrawn', 'approved', 'declined'][winner]);
  expect((await storedGig(db(), gig._id)).status).toBe(winner === 1 ? 'in_progress' : 'available');
  const told = await db().select().from(notifications).where(eq(notifications.bidId, bid._id));
  expect(told.map((n) => n.type).sort()).toEqual(
    ['bid_placed', ['bid_withdrawn', 'bid_approved', 'bid_declined'][winner]].sort(),
  );
});

test('ten withdrawals of one bid at once: one 200, nine 409 ORDER_WRONG_STATE, the owner told once', async () => {
  const { gig, bid } = await gigWithBid(people);
  const { responses, waited } = await race(
    t.app,
    db(),
    t.database.kind,
    gig._id,
    Array.from(
      { length: 10 },
      () => () => people.buyer.request({ method: 'POST', url: `/api/bids/${bid._id}/withdraw` }),
    ),
  );
  provesConcurrency(waited);
  expect(codes(responses)).toEqual([200, ...Array<number>(9).fill(409)]);
  expect(responses.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'ORDER_WRONG_STATE')).toBe(true);
  const told = await db().select().from(notifications).where(eq(notifications.bidId, bid._id));
  expect(told.filter((n) => n.type === 'bid_withdrawn')).toHaveLength(1);
});

test(
  'bids placed while the owner approves one: each is either ' +
    'cancelled with the others or refused, none is left pending',
  async () => {
    const { gig, bid } = await gigWithBid(people);
    const late = buyers.slice(0, 8);
    const requests = [
      ...late
        .slice(0, 4)
        .map((buyer) => () => buyer.request({ method: 'POST', url: '/api/bids', payload: buildBid(gig) })),
      () => approve(people.owner, t.app, bid._id),
      ...late
        .slice(4)
        .map((buyer) => () => buyer.request({ method: 'POST', url: '/api/bids', payload: buildBid(gig) })),
    ];
    const { responses, waited } = await race(t.app, db(), t.database.kind, gig._id, requests);
    provesConcurrency(waited);
    expect(responses[4]!.statusCode).toBe(200);
    const placed = responses.filter((r, i) => i !== 4 && r.statusCode === 201).map((r) => r.json()._id as string);
    const refused = responses.filter((r, i) => i !== 4 && r.statusCode !== 201);
    expect(placed.length + refused.length).toBe(8);
    for (const response of refused) expect(response.json().code).toBe('GIG_NOT_AVAILABLE');
    const statuses = await bidStatuses(db(), gig._id);
    expect(statuses[bid._id]).toBe('approved');
    for (const id of placed) expect(statuses[id]).toBe('cancelled');
    expect(Object.values(statuses).filter((status) => status === 'pending')).toEqual([]);
  },
);

test('the owner deleting a gig while approving one of its bids: one of the two wins, never both', async () => {
  const { gig, bid } = await gigWithBid(people);
  const { responses } = await race(
    t.app,
    db(),
    t.database.kind,
    gig._id,
    [
      () => approve(people.owner, t.app, bid._id),
      () => people.owner.request({ method: 'DELETE', url: `/api/gigs/${gig._id}` }),
    ],
    2,
  );
  const [approval, deletion] = responses.map((r) => r.statusCode);
  expect([approval, deletion]).toSatisfy(([a, d]: number[]) => (a === 200 && d === 409) || (a === 409 && d === 204));
  const stored = await storedGig(db(), gig._id);
  const status = (await bidStatuses(db(), gig._id))[bid._id];
  if (approval === 200) expect([stored.deletedAt, stored.status, status]).toEqual([null, 'in_progress', 'approved']);
  else expect([stored.deletedAt !== null, status]).toEqual([true, 'cancelled']);
});
