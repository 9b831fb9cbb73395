import { DEMO_PAYOUT_FAILURE_REASON } from '@inkwell/domain/payments/payout.rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clearDueReleases } from '../ledger/index.ts';
import { sweepDemoPayouts } from './index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { cast, type Cast } from '../../../test/fixtures/bids.ts';
import {
  afterClearing,
  balanceOf,
  connectDemoAccount,
  earn,
  ledgerSums,
  listPayouts,
  payoutRow,
  withdraw,
} from '../../../test/fixtures/payouts.ts';

/**
 * Withdrawals: POST /payouts and GET /payouts for a visitor, a buyer, another seller and the seller;
 * the refusals the issue names; one winner among concurrent withdrawals; the demo provider paying
 * (or refusing) through its sweeper, a refused payout's money back to available.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { payouts: { clearingSweepMs: 0, payoutSweepMs: 0 } });
});
afterAll(() => t.close());

const db = () => t.database.db;
const clearAll = () => clearDueReleases(db(), t.config.money.clearingMs, afterClearing());

/** A seller with `amounts` released and cleared (36 dollars kept of each 40), and an enabled account. */
async function sellerWithAvailable(amounts: number[], connect = true): Promise<Cast> {
  const people = await cast(t.app);
  for (const amount of amounts) await earn(t.app, people, amount);
  await clearAll();
  if (connect) await connectDemoAccount(people.owner, t.app);
  return people;
}

describe('who may', () => {
  test('a visitor is 401 and a buyer 403 SELLERS_ONLY on POST and GET /payouts', async () => {
    const people = await cast(t.app);
    for (const [session, expected] of [
      [null, { status: 401, code: 'NOT_SIGNED_IN' }],
      [people.buyer, { status: 403, code: 'SELLERS_ONLY' }],
    ] as const) {
      expect((await withdraw(session, t.app, {})).json()).toMatchObject(expected);
      expect((await withdraw(session, t.app, { amount: 10 })).json()).toMatchObject(expected);
      expect((await listPayouts(session, t.app)).json()).toMatchObject(expected);
    }
  });

  test("another seller sees none of the seller's payouts and cannot withdraw the seller's money", async () => {
    const people = await sellerWithAvailable([40]);
    expect((await withdraw(people.owner, t.app, { amount: 20 })).statusCode).toBe(201);
    expect((await listPayouts(people.otherSeller, t.app)).json()).toEqual({ items: [], nextCursor: null });
    expect((await withdraw(people.otherSeller, t.app, {})).json()).toMatchObject({
      status: 409,
      code: 'PAYOUT_ACCOUNT_NOT_READY',
    });
    await connectDemoAccount(people.otherSeller, t.app);
    expect((await withdraw(people.otherSeller, t.app, {})).json()).toMatchObject({
      status: 409,
      code: 'PAYOUT_NOTHING_AVAILABLE',
    });
    expect(await balanceOf(people.owner, t.app)).toMatchObject({ available: 16, inFlight: 20 });
  });
});

test('409 without an enabled account, 409 with nothing available yet (still clearing)', async () => {
  const people = await cast(t.app);
  await earn(t.app, people, 40);
  expect((await withdraw(people.owner, t.app, {})).json()).toMatchObject({
    status: 409,
    code: 'PAYOUT_ACCOUNT_NOT_READY',
  });
  await connectDemoAccount(people.owner, t.app);
  expect((await withdraw(people.owner, t.app, {})).json()).toMatchObject({
    status: 409,
    code: 'PAYOUT_NOTHING_AVAILABLE',
  });
  expect(await balanceOf(people.owner, t.app)).toMatchObject({ pending: 36, available: 0, inFlight: 0 });
});

test('bad amounts are a clear 400 and change nothing; a withdrawal moves available money in flight', async () => {
  const people = await sellerWithAvailable([40, 40]);
  const seller = people.owner;
  expect(await balanceOf(seller, t.app)).toMatchObject({ pending: 0, available: 72, inFlight: 0, feesTotal: 8 });
  expect((await withdraw(seller, t.app, { amount: 9.99 })).json()).toMatchObject({
    status: 400,
    code: 'PAYOUT_BELOW_MINIMUM',
    detail: 'The smallest payout is $10.00; this one is $9.99.',
  });
  expect((await withdraw(seller, t.app, { amount: 72.01 })).json()).toMatchObject({
    status: 400,
    code: 'PAYOUT_ABOVE_AVAILABLE',
    detail: 'You can withdraw at most $72.00 now.',
  });
  for (const amount of [0, -5, 10.001, '20', null, 2_000_000]) {
    expect((await withdraw(seller, t.app, { amount })).json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  }
  expect(await balanceOf(seller, t.app)).toMatchObject({ available: 72, inFlight: 0, paidOut: 0 });
  expect((await listPayouts(seller, t.app)).json().items).toEqual([]);

  const first = await withdraw(seller, t.app, { amount: 30.5 });
  expect(first.statusCode).toBe(201);
  expect(first.json()).toEqual({
    payout: {
      _id: expect.any(String),
      amount: 30.5,
      status: 'pending',
      createdAt: expect.any(String),
      paidAt: null,
      failureReason: null,
    },
  });
  expect(await balanceOf(seller, t.app)).toMatchObject({ available: 41.5, inFlight: 30.5, paidOut: 0 });
  const rest = await withdraw(seller, t.app);
  expect(rest.json().payout).toMatchObject({ amount: 41.5, status: 'pending' });
  expect(await balanceOf(seller, t.app)).toMatchObject({ available: 0, inFlight: 72, paidOut: 0 });

  // The demo provider pays both (its sweeper), once, however many processes run it.
  const runs = await Promise.all([1, 2, 3].map(() => sweepDemoPayouts(db(), 0)));
  expect(runs.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(2);
  expect(await balanceOf(seller, t.app)).toMatchObject({ available: 0, inFlight: 0, paidOut: 72 });
  const paid = await payoutRow(db(), first.json().payout._id);
  expect(paid).toMatchObject({ status: 'paid', failureReason: null });
  expect(paid!.externalId).toMatch(/^po_demo_/);
});

test('the demo bank refuses a payout of $66.66: failed, with the reason, its amount available again', async () => {
  const people = await sellerWithAvailable([40, 40]);
  const seller = people.owner;
  const refused = (await withdraw(seller, t.app, { amount: 66.66 })).json().payout;
  expect(await balanceOf(seller, t.app)).toMatchObject({ available: 5.34, inFlight: 66.66 });
  await sweepDemoPayouts(db(), 0);
  expect(await balanceOf(seller, t.app)).toMatchObject({ available: 72, inFlight: 0, paidOut: 0 });
  const [listed] = (await listPayouts(seller, t.app)).json().items;
  expect(listed).toMatchObject({
    _id: refused._id,
    amount: 66.66,
    status: 'failed',
    paidAt: null,
    failureReason: DEMO_PAYOUT_FAILURE_REASON,
  });
  // A second answer about it changes nothing.
  expect(await sweepDemoPayouts(db(), 0)).toBe(0);
  expect(await balanceOf(seller, t.app)).toMatchObject({ available: 72, inFlight: 0 });
});

test('GET /payouts: newest first, keyset paged; a forged cursor is 400', async () => {
  const people = await sellerWithAvailable([40]);
  const seller = people.owner;
  const made: string[] = [];
  for (const amount of [10, 11, 12]) made.push((await withdraw(seller, t.app, { amount })).json().payout._id);
  const first = (await listPayouts(seller, t.app, '?limit=2')).json();
  expect(first.items.map((p: { amount: number }) => p.amount)).toEqual([12, 11]);
  expect(first.nextCursor).toEqual(expect.any(String));
  const second = (await listPayouts(seller, t.app, `?limit=2&cursor=${first.nextCursor}`)).json();
  expect(second).toEqual({ items: [expect.objectContaining({ _id: made[0], amount: 10 })], nextCursor: null });
  expect((await listPayouts(seller, t.app, '?cursor=bm90LWEtY3Vyc29y')).json()).toMatchObject({
    status: 400,
    code: 'INVALID_CURSOR',
  });
  expect((await listPayouts(seller, t.app, '?limit=0')).json()).toMatchObject({ status: 400 });
});

test('concurrent withdrawals never take more than is available: one wins, the others 409', async () => {
  const people = await sellerWithAvailable([40]);
  const answers = await Promise.all(Array.from({ length: 6 }, () => withdraw(people.owner, t.app, {})));
  const statuses = answers.map((answer) => answer.statusCode).sort();
  expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
  for (const answer of answers.filter((a) => a.statusCode === 409))
    expect(answer.json().code).toBe('PAYOUT_NOTHING_AVAILABLE');
  expect(await balanceOf(people.owner, t.app)).toMatchObject({ available: 0, inFlight: 36 });

  // Partial amounts racing: never more than the 36 dollars there are.
  const racing = await sellerWithAvailable([40]);
  const partial = await Promise.all([15, 15, 15, 15].map((amount) => withdraw(racing.owner, t.app, { amount })));
  expect(partial.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
  expect(await balanceOf(racing.owner, t.app)).toMatchObject({ available: 6, inFlight: 30 });
});

test('withdrawals racing clearings, releases and payments stay exact', async () => {
  const people = await cast(t.app);
  await connectDemoAccount(people.owner, t.app);
  await earn(t.app, people, 40);
  await clearAll();
  await Promise.all([
    earn(t.app, people, 25),
    clearAll(),
    withdraw(people.owner, t.app, { amount: 12 }),
    withdraw(people.owner, t.app, { amount: 12 }),
    clearAll(),
    sweepDemoPayouts(db(), 0),
    withdraw(people.owner, t.app, { amount: 12 }),
    earn(t.app, people, 15),
  ]);
  await clearAll();
  await sweepDemoPayouts(db(), 0);
  const balance = await balanceOf(people.owner, t.app);
  // 40 + 25 + 15 released, 10 % kept by the platform: 72 earned, all cleared now.
  expect(balance.pending).toBe(0);
  expect(balance.feesTotal).toBe(8);
  expect(balance.available + balance.inFlight + balance.paidOut).toBeCloseTo(72, 2);
  expect(balance.inFlight).toBe(0);
  const sums = await ledgerSums(db());
  expect(sums.unbalanced).toBe(0);
  const mine = sums.sellers.find((row) => row.sellerId === people.owner.user._id)!;
  expect(mine.earned).toBe(7200);
  expect(mine.pending + mine.available + mine.inFlight + mine.paidOut).toBe(7200);
});
