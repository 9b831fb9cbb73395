import { feeCentsOf } from '@inkwell/domain/pricing';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { clearDueReleases } from '../ledger/index.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { cast, type Cast } from '../../../test/fixtures/bids.ts';
import { accept, completedOrder, deliverFile, paidOrder } from '../../../test/fixtures/orders.ts';
import {
  acceptCancellation,
  askCancellation,
  expectStatus,
  openDispute,
  operatorSession,
  resolve,
} from '../../../test/fixtures/settlements.ts';
import { balanceOf, bidLedger, getBalance, ledgerSums } from '../../../test/fixtures/payouts.ts';

/**
 * The platform's fee and a seller's balances: the fee is taken at release at the rate fixed when the
 * order was paid, rounded to the cent half up, never on a refund; released money is pending until
 * the clearing time is over, then available; GET /payouts/balance says it to the seller alone.
 */

let t: TestApp;
let people: Cast;
let operator: Session;
const DAY = 24 * 3_600_000;
beforeAll(async () => {
  t = await createTestApp({}, { payouts: { clearingSweepMs: 0, payoutSweepMs: 0 } });
  people = await cast(t.app);
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(() => t.close());

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (value: number) => value / 100;

test('GET /payouts/balance: 401 for a visitor, 403 SELLERS_ONLY for a buyer, zeros for a new seller', async () => {
  expect((await getBalance(null, t.app)).json()).toMatchObject({ status: 401, code: 'NOT_SIGNED_IN' });
  expect((await getBalance(people.buyer, t.app)).json()).toMatchObject({ status: 403, code: 'SELLERS_ONLY' });
  expect(await balanceOf(people.otherSeller, t.app)).toEqual({
    currency: 'usd',
    pending: 0,
    available: 0,
    inFlight: 0,
    paidOut: 0,
    feesTotal: 0,
    nextClearing: null,
  });
});

test('an accepted order pays the seller the released amount less a 10 % fee, pending until it clears', async () => {
  const seller = await cast(t.app);
  const before = Date.now();
  const { bid } = await completedOrder(t.app, seller);
  const fee = feeCentsOf(cents(bid.amount), 1000);
  expect(fee).toBe(Math.round(cents(bid.amount) / 10));
  expect(await bidLedger(t.database.db, bid._id)).toEqual(
    expect.arrayContaining([
      { kind: 'release', account: 'seller', amountCents: cents(bid.amount) },
      { kind: 'fee', account: 'seller', amountCents: -fee },
      { kind: 'fee', account: 'platform', amountCents: fee },
    ]),
  );
  const balance = await balanceOf(seller.owner, t.app);
  expect(balance).toMatchObject({
    pending: dollars(cents(bid.amount) - fee),
    available: 0,
    inFlight: 0,
    paidOut: 0,
    feesTotal: dollars(fee),
  });
  expect(balance.nextClearing!.amount).toBe(dollars(cents(bid.amount) - fee));
  const clearsAt = Date.parse(balance.nextClearing!.at);
  expect(clearsAt).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
  expect(clearsAt).toBeLessThanOrEqual(Date.now() + 7 * DAY);
  // Nothing clears before its time; after 7 days it does, once, whoever runs the sweep.
  expect(await clearDueReleases(t.database.db, t.config.money.clearingMs, new Date(clearsAt - 60_000))).toBe(0);
  const later = new Date(clearsAt + 1000);
  const runs = await Promise.all(
    [1, 2, 3].map(() => clearDueReleases(t.database.db, t.config.money.clearingMs, later)),
  );
  expect(runs.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
  expect(await balanceOf(seller.owner, t.app)).toMatchObject({
    pending: 0,
    available: dollars(cents(bid.amount) - fee),
    feesTotal: dollars(fee),
    nextClearing: null,
  });
  expect((await bidLedger(t.database.db, bid._id)).filter((line) => line.kind === 'clearing')).toHaveLength(2);
});

test('the fee rate is the one in force when the order was paid, and rounds half up to the cent', async () => {
  const seller = await cast(t.app);
  const money = t.config.money;
  const initial = money.feeBasisPoints;
  try {
    money.feeBasisPoints = 1250;
    const paidAt125 = await paidOrder(t.app, seller);
    money.feeBasisPoints = 3000;
    await deliverFile(seller.owner, t.app, paidAt125.bid._id);
    expectStatus(await accept(seller.buyer, t.app, paidAt125.bid._id), 200);
    const fee = feeCentsOf(cents(paidAt125.bid.amount), 1250);
    expect((await bidLedger(t.database.db, paidAt125.bid._id)).find((line) => line.account === 'platform')).toEqual({
      kind: 'fee',
      account: 'platform',
      amountCents: fee,
    });
    expect((await balanceOf(seller.owner, t.app)).feesTotal).toBe(dollars(fee));
  } finally {
    money.feeBasisPoints = initial;
  }
});

test('a refund takes no fee; a split pays the fee on its released part only', async () => {
  const seller = await cast(t.app);
  const refunded = await paidOrder(t.app, seller);
  expectStatus(await askCancellation(seller.owner, t.app, refunded.bid._id), 200);
  expectStatus(await acceptCancellation(seller.buyer, t.app, refunded.bid._id), 200);
  expect((await bidLedger(t.database.db, refunded.bid._id)).map((line) => line.kind)).not.toContain('fee');

  const split = await paidOrder(t.app, seller);
  expectStatus(await openDispute(seller.buyer, t.app, split.bid._id), 200);
  expectStatus(await resolve(operator, t.app, split.bid._id, { outcome: 'split', refundAmount: 7.25 }), 200);
  const released = cents(split.bid.amount) - 725;
  const fee = feeCentsOf(released, 1000);
  expect(await bidLedger(t.database.db, split.bid._id)).toEqual(
    expect.arrayContaining([
      { kind: 'release', account: 'seller', amountCents: released },
      { kind: 'fee', account: 'platform', amountCents: fee },
    ]),
  );
  expect(await balanceOf(seller.owner, t.app)).toMatchObject({
    pending: dollars(released - fee),
    feesTotal: dollars(fee),
  });

  const sums = await ledgerSums(t.database.db);
  expect(sums.unbalanced).toBe(0);
  expect(sums.platform.platform).toBe(sums.platform.feeRows);
  expect(sums.platform.feeRows).toBe(sums.platform.sellersFees);
});
