import { DEMO_FAILING_PAYOUT_CENTS } from '@inkwell/domain/payments/payout.rules';
import { feeCentsOf } from '@inkwell/domain/pricing';
import type { OperatorFinance } from '@inkwell/domain/payments/chargeback.schema';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { clearDueReleases, platformFeesCents } from '../ledger/index.ts';
import { sweepDemoPayouts } from './index.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { approve, cast, placeBid, type Cast } from '../../../test/fixtures/bids.ts';
import { postGig } from '../../../test/fixtures/gigs.ts';
import { accept, deliverFile } from '../../../test/fixtures/orders.ts';
import { pay } from '../../../test/fixtures/payments.ts';
import {
  acceptCancellation,
  askCancellation,
  expectStatus,
  openDispute,
  operatorSession,
  resolve,
} from '../../../test/fixtures/settlements.ts';
import { balanceOf, connectDemoAccount, ledgerSums, withdraw } from '../../../test/fixtures/payouts.ts';
import { chargeBack, decideChargeback, getFinance, platformSums } from '../../../test/fixtures/chargebacks.ts';

/**
 * The ledger's sums over randomised scenarios: sellers' orders of random amounts ended every way
 * (accepted, refunded, split, released by an operator) at fee rates changed between payments,
 * clearings at random moments, withdrawals of random amounts (some the demo bank refuses) and the
 * demo provider's runs, some of them at once. After each round, for every seller, earned (released
 * minus fees, computed here from the orders) = pending + available + in flight + paid out, each
 * as GET /payouts/balance says it; and the platform's fees = the sum of its fee rows.
 * With chargebacks (decision 058: some orders charged back in escrow, others while clearing or after,
 * some at once with withdrawals and clearings, held shares decided either way): for every seller,
 * earned - held - lost to buyers = pending + available + in flight + paid out; the platform's account
 * = its fees - what chargebacks took from it; and GET /operator/finance says the same sums.
 */

let t: TestApp;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp({}, { payouts: { clearingSweepMs: 0, payoutSweepMs: 0 } });
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(() => t.close());

/** A small seeded generator (mulberry32), so that a failing run can be run again. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

type Ending = 'accept' | 'refund' | 'split' | 'release' | 'chargeback';

/**
 * One order of `cents` from the cast's buyer, paid at the current fee rate, ended as `ending`.
 * Answers what the seller earns (cents) and the order.
 */
async function order(
  people: Cast,
  cents: number,
  ending: Ending,
  splitRefundCents: number,
): Promise<{ kept: number; bidId: string }> {
  const bidId = await orderBid(people, cents);
  return { kept: await endOrder(people, bidId, cents, ending, splitRefundCents), bidId };
}

/** A new order of `cents` from the cast's buyer, paid at the current fee rate. */
async function orderBid(people: Cast, cents: number): Promise<string> {
  const gig = await postGig(people.owner);
  const bid = await placeBid(people.buyer, gig, { amount: cents / 100 });
  expectStatus(await approve(people.owner, t.app, bid._id), 200);
  await pay(people.buyer, t.app, bid._id);
  return bid._id;
}

/** Ends the order as `ending`. Answers what the seller earns of it (cents). */
async function endOrder(
  people: Cast,
  bidId: string,
  cents: number,
  ending: Ending,
  splitRefundCents: number,
): Promise<number> {
  const rate = t.config.money.feeBasisPoints;
  switch (ending) {
    case 'accept':
      await deliverFile(people.owner, t.app, bidId);
      expectStatus(await accept(people.buyer, t.app, bidId), 200);
      return cents - feeCentsOf(cents, rate);
    case 'refund':
      expectStatus(await askCancellation(people.owner, t.app, bidId), 200);
      expectStatus(await acceptCancellation(people.buyer, t.app, bidId), 200);
      return 0;
    case 'split': {
      expectStatus(await openDispute(people.buyer, t.app, bidId), 200);
      const body = { outcome: 'split', refundAmount: splitRefundCents / 100 };
      expectStatus(await resolve(operator, t.app, bidId, body), 200);
      const released = cents - splitRefundCents;
      return released - feeCentsOf(released, rate);
    }
    case 'release':
      expectStatus(await openDispute(people.buyer, t.app, bidId), 200);
      expectStatus(await resolve(operator, t.app, bidId, { outcome: 'release' }), 200);
      return cents - feeCentsOf(cents, rate);
    case 'chargeback': {
      // A card dispute while the money is in escrow: the order is disputed, the operator decides it.
      expect((await chargeBack(operator, t.app, bidId)).json()).toMatchObject({ stage: 'escrow' });
      const outcome = splitRefundCents % 2 === 0 ? 'release' : 'refund';
      expectStatus(await resolve(operator, t.app, bidId, { outcome }), 200);
      return outcome === 'release' ? cents - feeCentsOf(cents, rate) : 0;
    }
  }
}

/** A seller's chargebacks as this test expects them (cents): shares held, and shares the buyers got. */
interface Charged {
  held: Map<string, number>;
  lost: number;
}

const SEED = Number(process.env.PAYOUT_SUMS_SEED ?? Date.now() % 1_000_000);

test(`the sums hold for every seller and the platform over randomised scenarios (seed ${SEED})`, async () => {
  const random = generator(SEED);
  const sellers = await Promise.all([1, 2, 3].map(() => cast(t.app)));
  await Promise.all(sellers.slice(0, 2).map((people) => connectDemoAccount(people.owner, t.app)));
  const earned = new Map<string, number>(sellers.map((people) => [people.owner.user._id, 0]));
  const charged = new Map<string, Charged>(
    sellers.map((people) => [people.owner.user._id, { held: new Map(), lost: 0 }]),
  );
  const released: { people: Cast; bidId: string }[] = [];
  let chargebacks = 0;
  const rates = [1000, 0, 1250, 333, 5000, 750];
  const initialRate = t.config.money.feeBasisPoints;
  let clock = Date.now();
  try {
    for (let round = 0; round < 4; round += 1) {
      // Orders, each paid at a rate that may change between them.
      for (const people of sellers) {
        for (let n = random.int(1, 2); n > 0; n -= 1) {
          t.config.money.feeBasisPoints = rates[random.int(0, rates.length - 1)]!;
          const cents = random.int(1500, 20_000);
          const ending = (['accept', 'accept', 'refund', 'split', 'release', 'chargeback'] as const)[random.int(0, 5)]!;
          const { kept, bidId } = await order(people, cents, ending, random.int(1, cents - 1));
          earned.set(people.owner.user._id, earned.get(people.owner.user._id)! + kept);
          if (kept > 0 && ending !== 'chargeback') released.push({ people, bidId });
          if (ending === 'chargeback') chargebacks += 1;
        }
      }
      // Clearing, withdrawals and payouts, some at once.
      clock += random.int(0, 10) * 24 * 3_600_000;
      const asks = sellers.flatMap((people) =>
        Array.from({ length: random.int(0, 3) }, () => {
          const roll = random.next();
          const body =
            roll < 0.3
              ? {}
              : roll < 0.4
                ? { amount: DEMO_FAILING_PAYOUT_CENTS / 100 }
                : { amount: random.int(1000, 9000) / 100 };
          return () => withdraw(people.owner, t.app, body);
        }),
      );
      // Chargebacks of released orders, at once with the clearing and the withdrawals: each lands
      // while its order clears (held) or after (the platform's), whichever the lock lets it see.
      const disputed = released.splice(0, random.int(1, 2));
      const answers = await Promise.all([
        clearDueReleases(t.database.db, t.config.money.clearingMs, new Date(clock)),
        ...asks.map((ask) => ask()),
        random.next() < 0.5 ? sweepDemoPayouts(t.database.db, 0) : Promise.resolve(0),
        ...disputed.map(({ bidId }) => chargeBack(operator, t.app, bidId)),
      ]);
      for (const answer of answers.slice(1, 1 + asks.length)) {
        expect([201, 400, 409]).toContain((answer as { statusCode: number }).statusCode);
      }
      for (const [n, { people, bidId }] of disputed.entries()) {
        const answer = answers[2 + asks.length + n] as { statusCode: number; json: () => { held: number } };
        expect(answer.statusCode).toBe(201);
        chargebacks += 1;
        const heldCents = Math.round(answer.json().held * 100);
        if (heldCents > 0) charged.get(people.owner.user._id)!.held.set(bidId, heldCents);
      }
      // Some held shares are decided: back to the seller, or to the buyer.
      for (const people of sellers) {
        const mine = charged.get(people.owner.user._id)!;
        for (const [bidId, heldCents] of [...mine.held]) {
          if (random.next() < 0.5) continue;
          const outcome = random.next() < 0.5 ? 'seller' : 'buyer';
          expectStatus(await decideChargeback(operator, t.app, bidId, { outcome }), 200);
          mine.held.delete(bidId);
          if (outcome === 'buyer') mine.lost += heldCents;
        }
      }
      await clearDueReleases(t.database.db, t.config.money.clearingMs, new Date(clock));
      if (random.next() < 0.7) await sweepDemoPayouts(t.database.db, 0);

      const sums = await ledgerSums(t.database.db);
      const sums2 = await platformSums(t.database.db);
      for (const people of sellers) {
        const id = people.owner.user._id;
        const row = sums.sellers.find((line) => line.sellerId === id);
        const balance = await balanceOf(people.owner, t.app);
        const fromApi = [balance.pending, balance.available, balance.inFlight, balance.paidOut].map((d) =>
          Math.round(d * 100),
        );
        const mine = charged.get(id)!;
        const held = [...mine.held.values()].reduce((sum, cents) => sum + cents, 0);
        expect(fromApi.every((cents) => cents >= 0)).toBe(true);
        expect(fromApi.reduce((sum, cents) => sum + cents, 0)).toBe(earned.get(id)! - held - mine.lost);
        expect(row?.earned ?? 0).toBe(earned.get(id));
        if (row) expect(row.pending + row.available + row.inFlight + row.paidOut).toBe(row.earned - held - mine.lost);
        const withHeld = sums2.sellers.find((line) => line.sellerId === id);
        expect(withHeld?.held ?? 0).toBe(held);
        expect(0 - (withHeld?.debited ?? 0)).toBe(mine.lost);
      }
      expect(sums2.unbalanced).toBe(0);
      expect(sums2.totals.platform).toBe(sums2.totals.fees - sums2.totals.losses);
      const finance = (await getFinance(operator, t.app)).json() as OperatorFinance;
      const dollars = (cents: number) => cents / 100;
      expect(finance).toMatchObject({
        escrow: dollars(sums2.totals.escrow),
        sellers: {
          pending: dollars(sums2.totals.pending),
          available: dollars(sums2.totals.available),
          inFlight: dollars(sums2.totals.inFlight),
          paidOut: dollars(sums2.totals.paidOut),
        },
        fees: dollars(sums2.totals.fees),
        failedPayouts: { count: sums2.totals.failedCount, amount: dollars(sums2.totals.failed) },
        chargebacks: {
          count: chargebacks,
          held: dollars(sums2.totals.held),
          againstPlatform: dollars(sums2.totals.losses),
        },
      });
      expect(finance.openChargebacks.map((line) => line.bidId).sort()).toEqual(
        sellers.flatMap((people) => [...charged.get(people.owner.user._id)!.held.keys()]).sort(),
      );
      expect(sums.platform.feeRows).toBe(sums.platform.sellersFees);
      expect(await platformFeesCents(t.database.db)).toBe(sums.platform.feeRows);
      const feesFromApi = await Promise.all(
        sellers.map(async (people) => (await balanceOf(people.owner, t.app)).feesTotal),
      );
      expect(Math.round(feesFromApi.reduce((sum, dollars) => sum + dollars, 0) * 100)).toBe(sums.platform.feeRows);
    }
  } finally {
    t.config.money.feeBasisPoints = initialRate;
  }
});
