import type { Bid, BidList } from '@inkwell/domain/bids/bid.schema';
import type { Order } from '@inkwell/domain/orders/order.schema';
import { feeCentsOf } from '@inkwell/domain/pricing';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import { approve, as, cast, gigWithBid, type Cast } from '../../../../test/fixtures/bids.ts';
import { completedOrder, getOrderAs, paidOrder } from '../../../../test/fixtures/orders.ts';
import {
  acceptCancellation,
  askCancellation,
  cancelBid,
  expectStatus,
  openDispute,
  operatorSession,
  resolve,
} from '../../../../test/fixtures/settlements.ts';

/**
 * What the seller earns (decision 056): the seller's readings of their bids and orders carry the
 * fee and "You earn" (before payment at the rate in force, then at the rate fixed on the payment,
 * once settled what the ledger gave them); the buyer's, an operator's and anyone else's never do.
 */

let t: TestApp;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp();
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(() => t.close());

const ownerList = async (session: Session, which: 'pending' | 'completed'): Promise<Bid[]> => {
  const response = expectStatus(await as(t.app, session)({ method: 'GET', url: `/api/bids/owner/${which}` }), 200);
  return (response.json() as BidList).items;
};
const myBids = async (session: Session): Promise<Bid[]> =>
  (expectStatus(await as(t.app, session)({ method: 'GET', url: '/api/bids/me' }), 200).json() as BidList).items;
const orderAs = async (session: Session, bidId: string): Promise<Order> =>
  expectStatus(await getOrderAs(session, t.app, bidId), 200).json();

/** Runs `body` with PLATFORM_FEE_PERCENT set to `basisPoints` / 100, then puts the setting back. */
async function atRate<T>(basisPoints: number, body: () => Promise<T>): Promise<T> {
  const initial = t.config.money.feeBasisPoints;
  t.config.money.feeBasisPoints = basisPoints;
  try {
    return await body();
  } finally {
    t.config.money.feeBasisPoints = initial;
  }
}

test('a pending bid: its seller reads the fee at the rate in force and what they earn; its buyer never', async () => {
  const people = await cast(t.app);
  const { gig, bid } = await gigWithBid(people);
  expect(bid).not.toHaveProperty('sellerEarnings');
  const [listed] = await ownerList(people.owner, 'pending');
  expect(listed!._id).toBe(bid._id);
  expect(listed!.sellerEarnings).toEqual({ feePercent: 10, fee: 4, youEarn: 36, rateFixed: false });

  expect((await myBids(people.buyer)).find((mine) => mine._id === bid._id)).not.toHaveProperty('sellerEarnings');
  const mine = expectStatus(await people.buyer.request({ method: 'GET', url: `/api/bids/my/gig/${gig._id}` }), 200);
  expect(mine.json()).not.toHaveProperty('sellerEarnings');
});

test('an unpaid bid follows the setting as it is now, fractions of a percent included', async () => {
  const people = await cast(t.app);
  const { bid } = await gigWithBid(people);
  const listed = await atRate(1250, () => ownerList(people.owner, 'pending'));
  expect(listed.find((one) => one._id === bid._id)!.sellerEarnings).toEqual({
    feePercent: 12.5,
    fee: 5,
    youEarn: 35,
    rateFixed: false,
  });
  // Approved, still unpaid: the approval's answer to the seller says it too, at the rate in force.
  const approved = expectStatus(await atRate(3000, () => approve(people.owner, t.app, bid._id)), 200).json() as Bid;
  expect(approved.sellerEarnings).toEqual({ feePercent: 30, fee: 12, youEarn: 28, rateFixed: false });
  const order = await orderAs(people.owner, bid._id);
  expect(order.sellerEarnings).toEqual({ feePercent: 10, fee: 4, youEarn: 36, rateFixed: false });
  expect(await orderAs(people.buyer, bid._id)).not.toHaveProperty('sellerEarnings');
});

test('paid: the rate fixed on the payment stays when the setting changes before the seller reads it', async () => {
  const people = await cast(t.app);
  const { bid } = await atRate(1250, () => paidOrder(t.app, people));
  const fixed = { feePercent: 12.5, fee: 5, youEarn: 35, rateFixed: true };
  await atRate(3000, async () => {
    expect((await orderAs(people.owner, bid._id)).sellerEarnings).toEqual(fixed);
    expect((await ownerList(people.owner, 'pending')).find((one) => one._id === bid._id)!.sellerEarnings).toEqual(
      fixed,
    );
  });
  const buyerReading = await orderAs(people.buyer, bid._id);
  expect(buyerReading.viewerRole).toBe('buyer');
  expect(buyerReading).not.toHaveProperty('sellerEarnings');
  expect(buyerReading.amount).toBe(40);
});

test('nobody else reads the order at all: a visitor 401, another seller and another buyer 404', async () => {
  const people = await cast(t.app);
  const { bid } = await paidOrder(t.app, people);
  expect((await getOrderAs(null, t.app, bid._id)).statusCode).toBe(401);
  for (const stranger of [people.otherSeller, people.otherBuyer]) {
    const response = await getOrderAs(stranger, t.app, bid._id);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('sellerEarnings');
  }
  // Another seller's own lists never show the order either.
  expect((await ownerList(people.otherSeller, 'pending')).map((one) => one._id)).not.toContain(bid._id);
});

test('accepted: what the ledger released less its fee, on the order and in the completed list', async () => {
  const people = await cast(t.app);
  const { bid } = await atRate(1250, () => completedOrder(t.app, people));
  const earned = { feePercent: 12.5, fee: 5, youEarn: 35, rateFixed: true };
  expect((await orderAs(people.owner, bid._id)).sellerEarnings).toEqual(earned);
  expect((await ownerList(people.owner, 'completed')).find((one) => one._id === bid._id)!.sellerEarnings).toEqual(
    earned,
  );
  expect(await orderAs(people.buyer, bid._id)).not.toHaveProperty('sellerEarnings');
});

test('a split pays the fee on the released part only; a refund leaves the seller nothing', async () => {
  const people = await cast(t.app);
  const split = await paidOrder(t.app, people);
  expectStatus(await openDispute(people.buyer, t.app, split.bid._id), 200);
  const decided = expectStatus(
    await resolve(operator, t.app, split.bid._id, { outcome: 'split', refundAmount: 7.25 }),
    200,
  );
  expect(decided.json()).not.toHaveProperty('sellerEarnings');
  const releasedCents = 4000 - 725;
  const feeCents = feeCentsOf(releasedCents, 1000);
  expect(feeCents).toBe(328); // 327.5 rounds half up
  expect((await orderAs(people.owner, split.bid._id)).sellerEarnings).toEqual({
    feePercent: 10,
    fee: feeCents / 100,
    youEarn: (releasedCents - feeCents) / 100,
    rateFixed: true,
  });
  expect(await orderAs(people.buyer, split.bid._id)).not.toHaveProperty('sellerEarnings');
  const operatorReading = await orderAs(operator, split.bid._id);
  expect(operatorReading.viewerRole).toBe('operator');
  expect(operatorReading).not.toHaveProperty('sellerEarnings');

  const refunded = await paidOrder(t.app, people);
  expectStatus(await askCancellation(people.owner, t.app, refunded.bid._id), 200);
  expectStatus(await acceptCancellation(people.buyer, t.app, refunded.bid._id), 200);
  expect((await orderAs(people.owner, refunded.bid._id)).sellerEarnings).toEqual({
    feePercent: 10,
    fee: 0,
    youEarn: 0,
    rateFixed: true,
  });
});

test("the answers of a bid's steps: the seller's carry the earnings, the buyer's do not", async () => {
  const people: Cast = await cast(t.app);
  const declined = await gigWithBid(people);
  const decline = await people.owner.request({
    method: 'POST',
    url: `/api/bids/${declined.bid._id}/decline`,
    payload: { reason: 'I cannot take on this subject this month, sorry.' },
  });
  expect(expectStatus(decline, 200).json().sellerEarnings).toEqual({
    feePercent: 10,
    fee: 4,
    youEarn: 36,
    rateFixed: false,
  });

  const withdrawn = await gigWithBid(people);
  const withdraw = await people.buyer.request({ method: 'POST', url: `/api/bids/${withdrawn.bid._id}/withdraw` });
  expect(expectStatus(withdraw, 200).json()).not.toHaveProperty('sellerEarnings');

  const bySeller = await gigWithBid(people);
  expectStatus(await approve(people.owner, t.app, bySeller.bid._id), 200);
  expect(expectStatus(await cancelBid(people.owner, t.app, bySeller.bid._id), 200).json().sellerEarnings).toMatchObject(
    { youEarn: 36 },
  );
  const byBuyer = await gigWithBid(people);
  expectStatus(await approve(people.owner, t.app, byBuyer.bid._id), 200);
  expect(expectStatus(await cancelBid(people.buyer, t.app, byBuyer.bid._id), 200).json()).not.toHaveProperty(
    'sellerEarnings',
  );
});
