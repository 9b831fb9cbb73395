import { describe, expect, test } from 'vitest';
import { cast } from '../../../test/fixtures/bids.ts';
import { balanceOnce, moneyMovesOf, usePayoutProcesses, withdrawAt } from '../../../test/fixtures/payout-processes.ts';
import { connectDemoAccount, earn, ledgerSums } from '../../../test/fixtures/payouts.ts';

/**
 * The sellers' money between two real server processes on one PostgreSQL database: both run the
 * clearing and the demo provider's sweepers, and withdrawals reach both at once. Each release
 * clears once, concurrent withdrawals never take more than is available, each payout is paid once,
 * and every seller's sums hold. (The races with a clearing and with a release, one process against
 * the other: payouts.processes.races.test.ts.)
 */

describe.runIf(process.env.TEST_DB === 'pg')('two server processes paying sellers', () => {
  const world = usePayoutProcesses();

  test(
    'releases clear once, concurrent withdrawals through both processes take no more than is ' +
      'available, and each payout is paid once',
    async () => {
      const sellers = await Promise.all([cast(world.app), cast(world.app)]);
      for (const people of sellers) {
        await connectDemoAccount(people.owner, world.app);
        for (const amount of [40, 40, 40]) await earn(world.app, people, amount);
      }
      // Both processes clear at once (0 days) and pay the demo payouts within a second.
      const urls = await world.start({ PAYOUT_CLEARING_DAYS: '0' }, { PAYOUT_CLEARING_DAYS: '0' });

      for (const people of sellers) {
        const cleared = await balanceOnce(urls[1]!, people.owner, (balance) => balance.available === 108);
        expect(cleared).toMatchObject({ pending: 0, available: 108, inFlight: 0, feesTotal: 12 });
      }

      // Ten withdrawals of 50 dollars per seller, half through each process: two can be paid of 108,
      // the others find 8 dollars, less than they ask.
      const answers = await Promise.all(
        sellers.flatMap((people) =>
          Array.from({ length: 10 }, (_, i) => withdrawAt(urls[i % 2]!, people.owner, { amount: 50 })),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toEqual(
        Array.from({ length: 4 }, () => expect.objectContaining({ amount: 50 })),
      );
      const refused = answers.filter((answer) => answer.status !== 201);
      expect(refused).toEqual(Array.from({ length: 16 }, () => ({ status: 400, code: 'PAYOUT_ABOVE_AVAILABLE' })));

      for (const people of sellers) {
        const paid = await balanceOnce(urls[0]!, people.owner, (balance) => balance.paidOut === 100);
        expect(paid).toMatchObject({ pending: 0, available: 8, inFlight: 0, paidOut: 100 });
      }
      const sums = await ledgerSums(world.db);
      expect(sums.unbalanced).toBe(0);
      for (const people of sellers) {
        const row = sums.sellers.find((line) => line.sellerId === people.owner.user._id)!;
        expect(row).toMatchObject({ earned: 10_800, pending: 0, available: 800, inFlight: 0, paidOut: 10_000 });
        const moves = await moneyMovesOf(world.db, people.owner.user._id);
        expect(moves.releases.map((release) => release.clearings)).toEqual([1, 1, 1]);
        expect(moves.payoutMoves).toEqual([
          { asked: 1, paid: 1, failed: 0 },
          { asked: 1, paid: 1, failed: 0 },
        ]);
        expect(moves.statuses).toEqual(['paid', 'paid']);
      }
    },
    240_000,
  );
});
