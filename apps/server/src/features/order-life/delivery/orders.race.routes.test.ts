import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { cast, race, storedBid, storedGig, type Cast } from '../../../../test/fixtures/bids.ts';
import {
  accept,
  deliver,
  deliveredOrder,
  DELIVERY_MESSAGE,
  orderEventsOf,
  orderNotifications,
  orderSnapshot,
  paidOrder,
  requestRevision,
  uploadFile,
} from '../../../../test/fixtures/orders.ts';
import { ledgerOf } from '../../../../test/fixtures/payments.ts';

/**
 * No request order or timing takes an order two ways: many requests at once, on both databases. On
 * PostgreSQL `race` holds the gig's row lock until the requests wait on it inside their own
 * transactions, so they really are in flight together.
 */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const codes = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();
const provesConcurrency = (waited: number, least: number) => {
  if (t.database.kind === 'postgres') expect(waited).toBeGreaterThanOrEqual(least);
};
const releases = async (bidId: string) => (await ledgerOf(db(), bidId)).filter((line) => line.kind === 'release');

test(
  'six accepts of one delivery at once: one completes it, five ' +
    '409; the money released once, one sale, the seller told once',
  async () => {
    const { gig, bid } = await deliveredOrder(t.app, people);
    const { responses, waited } = await race(
      t.app,
      db(),
      t.database.kind,
      gig._id,
      Array.from({ length: 6 }, () => () => accept(people.buyer, t.app, bid._id)),
    );
    provesConcurrency(waited, 5);
    expect(codes(responses)).toEqual([200, 409, 409, 409, 409, 409]);
    for (const lost of responses.filter((r) => r.statusCode === 409))
      expect(lost.json().code).toBe('ORDER_WRONG_STATE');
    expect(await releases(bid._id)).toHaveLength(2);
    expect(await storedGig(db(), gig._id)).toMatchObject({ status: 'available', sales: 1 });
    expect(await orderEventsOf(db(), bid._id, 'accept')).toHaveLength(1);
    expect(await orderNotifications(db(), bid._id, 'order_completed')).toHaveLength(1);
  },
);

test('accept against a revision request, three rounds: exactly one of the two happens each time', async () => {
  for (let round = 0; round < 3; round += 1) {
    const { gig, bid } = await deliveredOrder(t.app, people);
    const { responses, waited } = await race(
      t.app,
      db(),
      t.database.kind,
      gig._id,
      [() => accept(people.buyer, t.app, bid._id), () => requestRevision(people.buyer, t.app, bid._id)],
      2,
    );
    provesConcurrency(waited, 2);
    const [accepted, revised] = responses.map((r) => r.statusCode);
    expect([accepted, revised].sort()).toEqual([200, 409]);
    const stored = await storedBid(db(), bid._id);
    if (accepted === 200) {
      expect(stored).toMatchObject({ status: 'completed', revisionsUsed: 0 });
      expect(await releases(bid._id)).toHaveLength(2);
      expect(await storedGig(db(), gig._id)).toMatchObject({ status: 'available', sales: 1 });
    } else {
      expect(stored).toMatchObject({ status: 'in_progress', revisionsUsed: 1, completedAt: null });
      expect(await releases(bid._id)).toHaveLength(0);
      expect(await storedGig(db(), gig._id)).toMatchObject({ status: 'in_progress', sales: 0 });
    }
    expect(responses.find((r) => r.statusCode === 409)!.json().code).toBe('ORDER_WRONG_STATE');
  }
});

test('eight deliveries of one order at once (double clicks, two tabs): one stored, the buyer told once', async () => {
  const { gig, bid } = await paidOrder(t.app, people);
  const file = await uploadFile(people.owner);
  const body = { message: DELIVERY_MESSAGE, files: [file._id] };
  const { responses, waited } = await race(
    t.app,
    db(),
    t.database.kind,
    gig._id,
    Array.from({ length: 8 }, () => () => deliver(people.owner, t.app, bid._id, body)),
  );
  provesConcurrency(waited, 5);
  expect(codes(responses)).toEqual([200, ...Array<number>(7).fill(409)]);
  for (const lost of responses.filter((r) => r.statusCode === 409)) expect(lost.json().code).toBe('ORDER_WRONG_STATE');
  expect(await orderSnapshot(db(), bid._id)).toMatchObject({ bid: { status: 'delivered' }, deliveries: 1 });
  expect(await orderEventsOf(db(), bid._id, 'deliver')).toHaveLength(1);
  expect(await orderNotifications(db(), bid._id, 'order_delivered')).toHaveLength(1);
});
