import { DEMO_FAILING_PAYOUT_CENTS } from '@inkwell/domain/payments/payout.rules';
import { feeCentsOf } from '@inkwell/domain/pricing';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { clearDueReleases } from '../ledger/index.ts';
import { sweepDemoPayouts } from '../payouts/index.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { cast, type Cast } from '../../../test/fixtures/bids.ts';
import { paidOrder } from '../../../test/fixtures/orders.ts';
import { expectStatus, operatorSession } from '../../../test/fixtures/settlements.ts';
import { afterClearing, connectDemoAccount, earn, withdraw } from '../../../test/fixtures/payouts.ts';
import { chargeBack, decideChargeback, getFinance } from '../../../test/fixtures/chargebacks.ts';

/**
 * GET /operator/finance (decision 058): operators only, and the platform's money as the ledger holds
 * it, on a world of known orders: one in escrow, one cleared and paid out, one cleared and refused by
 * the demo bank, chargebacks while clearing (held, then decided) and after clearing (the platform's).
 */

let t: TestApp;
let people: Cast;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp({}, { payouts: { clearingSweepMs: 0, payoutSweepMs: 0 } });
  people = await cast(t.app);
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(() => t.close());

const net = (cents: number) => cents - feeCentsOf(cents, 1000);

test('GET /operator/finance: 401 for a visitor, 403 OPERATOR_ONLY for a buyer, the seller and another', async () => {
  expect((await getFinance(null, t.app)).json()).toMatchObject({ status: 401, code: 'NOT_SIGNED_IN' });
  for (const session of [people.buyer, people.owner, people.otherSeller]) {
    expect((await getFinance(session, t.app)).json()).toMatchObject({ status: 403, code: 'OPERATOR_ONLY' });
  }
});

test('an empty ledger reads zeros', async () => {
  const response = await getFinance(operator, t.app);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toContain('no-store');
  expect(response.json()).toEqual({
    currency: 'usd',
    escrow: 0,
    sellers: { pending: 0, available: 0, inFlight: 0, paidOut: 0 },
    fees: 0,
    failedPayouts: { count: 0, amount: 0 },
    chargebacks: { count: 0, held: 0, againstPlatform: 0 },
    openChargebacks: [],
  });
});

test("escrow, sellers' balances, fees, failed payouts and chargebacks, as the orders moved them", async () => {
  await connectDemoAccount(people.owner, t.app);
  const inEscrow = [await paidOrder(t.app, people), await paidOrder(t.app, people)];
  // Cleared: $100 and $74.07, whose shares ($90 and $66.66) are withdrawn: the first paid, the second
  // refused by the demo bank (it refuses $66.66), so available again.
  await earn(t.app, people, 100);
  await earn(t.app, people, 74.07);
  await clearDueReleases(t.database.db, t.config.money.clearingMs, afterClearing());
  expectStatus(await withdraw(people.owner, t.app, { amount: net(10_000) / 100 }), 201);
  expectStatus(await withdraw(people.owner, t.app, { amount: DEMO_FAILING_PAYOUT_CENTS / 100 }), 201);
  await sweepDemoPayouts(t.database.db, 0);
  // A cleared order charged back (the platform pays), and two clearing ones held, one decided for the buyer.
  const cleared = await earn(t.app, people, 50);
  await clearDueReleases(t.database.db, t.config.money.clearingMs, afterClearing());
  expectStatus(await chargeBack(operator, t.app, cleared.bidId), 201);
  const held = await earn(t.app, people, 40);
  const lost = await earn(t.app, people, 30);
  await earn(t.app, people, 20);
  expectStatus(await chargeBack(operator, t.app, held.bidId), 201);
  expectStatus(await chargeBack(operator, t.app, lost.bidId), 201);
  expectStatus(await decideChargeback(operator, t.app, lost.bidId, { outcome: 'buyer' }), 200);

  const escrowCents = inEscrow.reduce((sum, order) => sum + Math.round(order.bid.amount * 100), 0);
  const feesCents = [10_000, 7_407, 5_000, 4_000, 3_000, 2_000].reduce((sum, c) => sum + feeCentsOf(c, 1000), 0);
  const finance = (await getFinance(operator, t.app)).json();
  expect(finance).toEqual({
    currency: 'usd',
    escrow: escrowCents / 100,
    sellers: {
      pending: net(2_000) / 100,
      available: (net(7_407) + net(5_000)) / 100,
      inFlight: 0,
      paidOut: net(10_000) / 100,
    },
    fees: feesCents / 100,
    failedPayouts: { count: 1, amount: DEMO_FAILING_PAYOUT_CENTS / 100 },
    chargebacks: { count: 3, held: net(4_000) / 100, againstPlatform: (5_000 + feeCentsOf(3_000, 1000)) / 100 },
    openChargebacks: [
      {
        bidId: held.bidId,
        stage: 'clearing',
        reason: expect.any(String),
        amount: 40,
        held: net(4_000) / 100,
        outcome: null,
        at: expect.any(String),
      },
    ],
  });
});
