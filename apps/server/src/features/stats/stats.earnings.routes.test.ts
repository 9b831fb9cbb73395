import { SellerStats } from '@inkwell/domain/stats/stats.schema';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { as, cast } from '../../../test/fixtures/bids.ts';
import { completedOrder, paidOrder } from '../../../test/fixtures/orders.ts';
import { expectStatus, openDispute, operatorSession, resolve } from '../../../test/fixtures/settlements.ts';

/**
 * The Seller Hub's money cards say what the seller earns (decision 056): of the money held in
 * escrow, each order's price less the fee fixed on its payment; of the money released, the
 * releases less their fees. Settings changed since never change either.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statsOf = async (session: Session) =>
  SellerStats.strict().parse(
    expectStatus(await as(t.app, session)({ method: 'GET', url: '/api/gigs/stats' }), 200).json(),
  );

test("held and released money, each with what the seller earns of it at its order's own rate", async () => {
  const people = await cast(t.app);
  const operator = await operatorSession(t.app, t.database.db);
  const initial = t.config.money.feeBasisPoints;
  try {
    t.config.money.feeBasisPoints = 1250;
    await paidOrder(t.app, people); // $40 held: the seller will earn $35
    await completedOrder(t.app, people); // $40 released, $5 fee: $35 earned
    t.config.money.feeBasisPoints = 1000;
    await paidOrder(t.app, people); // $40 held at 10 %: $36
    const split = await paidOrder(t.app, people);
    expectStatus(await openDispute(people.buyer, t.app, split.bid._id), 200);
    expectStatus(await resolve(operator, t.app, split.bid._id, { outcome: 'split', refundAmount: 7.25 }), 200);
    // $32.75 released, a fee of $3.28 (327.5 cents rounds half up): $29.47 earned.
    t.config.money.feeBasisPoints = 3000;
    const stats = await statsOf(people.owner);
    expect(stats.money).toEqual({
      heldInEscrow: 80,
      released: 72.75,
      refunded: 7.25,
      youEarn: { heldInEscrow: 71, released: 64.47 },
    });
    // Revenue was already what the seller earns: the releases less their fees.
    expect(stats.totalRevenue).toBe(64.47);
  } finally {
    t.config.money.feeBasisPoints = initial;
  }
  // Another seller's cards have none of it.
  expect((await statsOf(people.otherSeller)).money.youEarn).toEqual({ heldInEscrow: 0, released: 0 });
});
