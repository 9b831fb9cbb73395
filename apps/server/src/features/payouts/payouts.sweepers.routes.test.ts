import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { cast } from '../../../test/fixtures/bids.ts';
import { balanceOf, connectDemoAccount, earn, listPayouts, withdraw } from '../../../test/fixtures/payouts.ts';

/**
 * The sweepers as they run in every process: with PAYOUT_CLEARING_DAYS=0 released money is
 * available within moments, and the demo provider pays a payout within seconds of the withdrawal.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { PAYOUT_CLEARING_DAYS: '0' },
    { payouts: { clearingSweepMs: 200, payoutSweepMs: 200, demoPayoutDelayMs: 500 } },
  );
});
afterAll(() => t.close());

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('with 0 days of clearing the money is available at once, and the demo provider pays within seconds', async () => {
  const people = await cast(t.app);
  await connectDemoAccount(people.owner, t.app);
  await earn(t.app, people, 40);
  const cleared = await waitFor(
    () => balanceOf(people.owner, t.app),
    (balance) => balance.available === 36,
  );
  expect(cleared).toMatchObject({ pending: 0, available: 36, inFlight: 0, paidOut: 0, nextClearing: null });

  const asked = Date.now();
  expect((await withdraw(people.owner, t.app)).statusCode).toBe(201);
  const paid = await waitFor(
    () => balanceOf(people.owner, t.app),
    (balance) => balance.paidOut === 36,
  );
  expect(paid).toMatchObject({ available: 0, inFlight: 0, paidOut: 36 });
  expect(Date.now() - asked).toBeLessThan(10_000);
  const [payout] = (await listPayouts(people.owner, t.app)).json().items;
  expect(payout).toMatchObject({ amount: 36, status: 'paid', paidAt: expect.any(String) });
  expect(Date.parse(payout.paidAt) - Date.parse(payout.createdAt)).toBeGreaterThanOrEqual(500);
});
