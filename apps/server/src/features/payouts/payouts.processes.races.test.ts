import { beforeAll, describe, expect, test } from 'vitest';
import { approve, cast, placeBid, type Cast } from '../../../test/fixtures/bids.ts';
import { postGig } from '../../../test/fixtures/gigs.ts';
import { deliverFile } from '../../../test/fixtures/orders.ts';
import {
  balanceOnce,
  moneyMovesOf,
  usePayoutProcesses,
  withdrawAt,
  type WithdrawalAnswer,
} from '../../../test/fixtures/payout-processes.ts';
import { pay } from '../../../test/fixtures/payments.ts';
import { connectDemoAccount, earn, ledgerSums } from '../../../test/fixtures/payouts.ts';

/**
 * A seller's withdrawals on one server process racing what moves their money on the other, on one
 * PostgreSQL database: process A never clears these releases (7 days), process B clears each one
 * 8.64 seconds after it (its sweeper runs every 5 s). A withdrawal takes exactly what has cleared,
 * however the clearing or a release on B falls; every dollar is paid once; the sums hold.
 */

const cents = (dollars: number) => Math.round(dollars * 100);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.TEST_DB === 'pg')("two server processes racing a seller's money", () => {
  const world = usePayoutProcesses();
  let a = '';
  let b = '';

  beforeAll(async () => {
    [a = '', b = ''] = await world.start({ PAYOUT_CLEARING_DAYS: '7' }, { PAYOUT_CLEARING_DAYS: '0.0001' });
  }, 180_000);

  /** A paid order of `amount` dollars the seller has delivered, not accepted yet. */
  const deliveredOrder = async (people: Cast, amount: number) => {
    const bid = await placeBid(people.buyer, await postGig(people.owner), { amount });
    expect((await approve(people.owner, world.app, bid._id)).statusCode).toBe(200);
    await pay(people.buyer, world.app, bid._id);
    await deliverFile(people.owner, world.app, bid._id);
    return bid._id;
  };

  /** Once everything is paid: the seller's sums, each release cleared once, each payout paid once. */
  const expectExact = async (people: Cast, earnedCents: number, releases: number, payouts: number) => {
    const paid = await balanceOnce(a, people.owner, (balance) => cents(balance.paidOut) === earnedCents);
    expect(paid).toMatchObject({ pending: 0, available: 0, inFlight: 0, paidOut: earnedCents / 100 });
    const sums = await ledgerSums(world.db);
    expect(sums.unbalanced).toBe(0);
    expect(sums.platform.platform).toBe(sums.platform.feeRows);
    for (const row of sums.sellers) {
      expect([row.pending, row.available, row.inFlight, row.paidOut].every((sum) => sum >= 0)).toBe(true);
      expect(row.pending + row.available + row.inFlight + row.paidOut).toBe(row.earned);
    }
    const mine = sums.sellers.find((row) => row.sellerId === people.owner.user._id);
    expect(mine).toMatchObject({ earned: earnedCents, paidOut: earnedCents });
    const moves = await moneyMovesOf(world.db, people.owner.user._id);
    expect(moves.releases.map((release) => release.clearings)).toEqual(Array.from({ length: releases }, () => 1));
    expect(moves.payoutMoves).toEqual(Array.from({ length: payouts }, () => ({ asked: 1, paid: 1, failed: 0 })));
    expect(moves.statuses).toEqual(Array.from({ length: payouts }, () => 'paid'));
  };

  test('withdrawals on A racing the clearing on B take each cleared dollar once', async () => {
    const people = await cast(world.app);
    await connectDemoAccount(people.owner, world.app);
    // Four callers keep asking A for all that is available while B clears, from before the first
    // release until everything released has been taken.
    const answers: WithdrawalAnswer[] = [];
    let racing = true;
    const caller = async () => {
      while (racing) {
        answers.push(await withdrawAt(a, people.owner));
        await sleep(40);
      }
    };
    const callers = Array.from({ length: 4 }, caller);
    try {
      // 30 and 50 dollars released (27 + 45 earned after the 10 % fee), taken once B clears them;
      // then 20 and 40 more (18 + 36).
      for (const amount of [30, 50]) await earn(world.app, people, amount);
      const first = await balanceOnce(b, people.owner, (balance) => balance.inFlight + balance.paidOut === 72);
      expect(first).toMatchObject({ pending: 0, available: 0 });
      for (const amount of [20, 40]) await earn(world.app, people, amount);
      const all = await balanceOnce(b, people.owner, (balance) => balance.inFlight + balance.paidOut === 126);
      expect(all).toMatchObject({ pending: 0, available: 0, feesTotal: 14 });
    } finally {
      racing = false;
      await Promise.all(callers);
    }

    const taken = answers.filter((answer) => answer.status === 201);
    expect(taken.length).toBeGreaterThanOrEqual(2);
    expect(taken.reduce((sum, answer) => sum + cents(answer.amount!), 0)).toBe(12_600);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.code}`))).toEqual(
      new Set(['409 PAYOUT_NOTHING_AVAILABLE']),
    );
    await expectExact(people, 12_600, 4, taken.length);
  }, 150_000);

  test(
    'withdrawals on A racing acceptances on B take only what had cleared; then withdrawals on both ' +
      'processes at once: one wins, the others 409',
    async () => {
      const people = await cast(world.app);
      await connectDemoAccount(people.owner, world.app);
      await earn(world.app, people, 40);
      expect(await balanceOnce(b, people.owner, (balance) => balance.available === 36)).toMatchObject({ pending: 0 });
      const bids: string[] = [];
      for (const amount of [30, 50, 20]) bids.push(await deliveredOrder(people, amount));

      // The buyer accepts the three orders on B while the seller asks A six times for all available.
      const [acceptances, withdrawals] = await Promise.all([
        Promise.all(
          bids.map(async (bidId) => {
            const response = await fetch(`${b}/api/orders/${bidId}/accept`, {
              method: 'POST',
              headers: { cookie: people.buyer.cookie },
            });
            return response.status;
          }),
        ),
        Promise.all(Array.from({ length: 6 }, () => withdrawAt(a, people.owner))),
      ]);
      expect(acceptances).toEqual([200, 200, 200]);
      // Released money is pending: the one withdrawal that wins takes the 36 dollars that had cleared.
      expect(withdrawals.filter((answer) => answer.status === 201)).toEqual([{ status: 201, amount: 36 }]);
      expect(withdrawals.filter((answer) => answer.status !== 201)).toEqual(
        Array.from({ length: 5 }, () => ({ status: 409, code: 'PAYOUT_NOTHING_AVAILABLE' })),
      );
      const released = await balanceOnce(a, people.owner, () => true);
      expect(released.pending + released.available).toBe(90);
      expect(released.inFlight + released.paidOut).toBe(36);

      // Once B has cleared the 90 dollars: ten withdrawals of all of it, half through each process.
      await balanceOnce(b, people.owner, (balance) => balance.available === 90);
      const both = await Promise.all(Array.from({ length: 10 }, (_, i) => withdrawAt(i % 2 ? b : a, people.owner)));
      expect(both.filter((answer) => answer.status === 201)).toEqual([{ status: 201, amount: 90 }]);
      expect(both.filter((answer) => answer.status !== 201)).toEqual(
        Array.from({ length: 9 }, () => ({ status: 409, code: 'PAYOUT_NOTHING_AVAILABLE' })),
      );
      await expectExact(people, 12_600, 4, 2);
    },
    150_000,
  );
});
