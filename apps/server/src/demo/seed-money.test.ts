import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PayoutAccount, PayoutBalance, PayoutDto } from '@inkwell/domain/payments/payout.schema';
import { feeCentsOf } from '@inkwell/domain/pricing';
import { createTestApp, login, type TestApp } from '../../test/test-app.ts';
import { balanceOf, getAccount, ledgerSums, listPayouts } from '../../test/fixtures/payouts.ts';
import { localFileStore } from '../lib/file-store.ts';
import { platformFeesCents, sellerBalancesOf } from '../features/ledger/index.ts';
import { demoPayoutTimes } from './payout-rows.ts';
import { DEMO_PASSWORD } from './seed-data.ts';
import { seedDemoDataIfEmpty } from './seed.ts';

/**
 * The demo's money after the fee, the clearing and the payouts (docs/decisions/056-payouts-and-fees.md),
 * seeded at the default settings and at others: every paid order carries the configured fee rate and
 * each release its fee; amelia.hart has her demo payout account, money pending and available, two
 * paid payouts and a full statement month; priya.raman has no account yet; and for every demo
 * seller and the platform the sums hold, in the ledger and as GET /api/payouts/balance answers them.
 */

/** A seeded app of `env`, with the sweepers off so that nothing moves while the test reads. */
async function seededApp(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp(env, { payouts: { clearingSweepMs: 0, payoutSweepMs: 0 } });
  const privateFiles = localFileStore(t.config.privateFilesDir);
  expect(await seedDemoDataIfEmpty(t.database.db, t.app.files, privateFiles, t.config.money)).toBe(true);
  return t;
}

async function rows(t: TestApp, query: SQL): Promise<Record<string, unknown>[]> {
  const result = await t.database.db.execute(query);
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? result) as Record<string, unknown>[];
}

const dollars = (cents: number) => cents / 100;

/** What holds at any settings: the configured rate on every payment, the fees, and every sum. */
function sumsHold(app: () => TestApp) {
  test('every paid order carries the configured fee rate, and each release its fee at that rate', async () => {
    const t = app();
    const rate = t.config.money.feeBasisPoints;
    expect(await rows(t, sql`SELECT id FROM payments WHERE fee_basis_points IS DISTINCT FROM ${rate}`)).toEqual([]);
    const releases = await rows(
      t,
      sql`SELECT r.bid_id AS "bidId", r.amount_cents AS released,
        (SELECT coalesce(sum(f.amount_cents), 0) FROM ledger_entries f
          WHERE f.bid_id = r.bid_id AND f.kind = 'fee' AND f.account = 'platform')::int AS fee
      FROM ledger_entries r WHERE r.kind = 'release' AND r.account = 'seller'`,
    );
    expect(releases.length).toBeGreaterThan(0);
    for (const release of releases) {
      expect(release.fee, String(release.bidId)).toBe(feeCentsOf(Number(release.released), rate));
    }
    const fees = await rows(t, sql`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'fee'`);
    const withFee = releases.filter((release) => Number(release.fee) > 0).length;
    expect(fees[0]!.n).toBe(2 * withFee);
  });

  test("every movement balances; every seller's and the platform's sums hold, in the ledger and the API", async () => {
    const t = app();
    const sums = await ledgerSums(t.database.db);
    expect(sums.unbalanced).toBe(0);
    const sellers = await rows(t, sql`SELECT id, username FROM users WHERE is_seller ORDER BY username`);
    expect(sellers.length).toBeGreaterThanOrEqual(6);
    let feesOfSellers = 0;
    for (const seller of sellers) {
      const id = String(seller.id);
      const name = String(seller.username);
      const earned = await rows(
        t,
        sql`SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM ledger_entries
          WHERE user_id = ${id} AND account = 'seller' AND kind IN ('release', 'fee')`,
      );
      const balances = await sellerBalancesOf(t.database.db, id);
      const { pendingCents, availableCents, inFlightCents, paidOutCents } = balances;
      expect(pendingCents + availableCents + inFlightCents + paidOutCents, name).toBe(earned[0]!.cents);
      expect(pendingCents, name).toBeGreaterThanOrEqual(0);
      expect(availableCents, name).toBeGreaterThanOrEqual(0);
      feesOfSellers += balances.feesCents;
      const answer: PayoutBalance = await balanceOf(await login(t.app, name, DEMO_PASSWORD), t.app);
      expect(answer, name).toMatchObject({
        pending: dollars(pendingCents),
        available: dollars(availableCents),
        inFlight: dollars(inFlightCents),
        paidOut: dollars(paidOutCents),
        feesTotal: dollars(balances.feesCents),
      });
    }
    expect(await platformFeesCents(t.database.db)).toBe(feesOfSellers);
    expect(sums.platform.platform).toBe(sums.platform.feeRows);
    expect(sums.platform.feeRows).toBe(sums.platform.sellersFees);
  });
}

describe('the demo money at the default settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp({});
  }, 120_000);
  afterAll(() => t?.close());

  sumsHold(() => t);

  test('the platform takes its default 10 % fee on the demo orders', async () => {
    expect(t.config.money.feeBasisPoints).toBe(1000);
    expect(await platformFeesCents(t.database.db)).toBeGreaterThan(0);
  });

  test('amelia.hart has an enabled demo payout account, money pending and available, two paid payouts', async () => {
    const amelia = await login(t.app, 'amelia.hart', DEMO_PASSWORD);
    const account = await getAccount(amelia, t.app);
    expect(account.statusCode).toBe(200);
    expect(account.json<PayoutAccount>()).toEqual({ provider: 'demo', status: 'enabled' });
    const balance = await balanceOf(amelia, t.app);
    expect(balance.pending).toBeGreaterThan(0);
    expect(balance.available).toBeGreaterThan(0);
    expect(balance.inFlight).toBe(0);
    expect(balance.nextClearing).not.toBeNull();
    const list = await listPayouts(amelia, t.app);
    expect(list.statusCode).toBe(200);
    const { items } = list.json<{ items: PayoutDto[] }>();
    expect(items.map((payout) => payout.status)).toEqual(['paid', 'paid']);
    expect(items.every((payout) => payout.amount >= t.config.money.payoutMinimumCents / 100)).toBe(true);
    expect(items.reduce((sum, payout) => sum + payout.amount, 0)).toBeCloseTo(balance.paidOut, 2);
    const times = demoPayoutTimes(new Date());
    expect(items.map((payout) => payout.createdAt.slice(0, 10))).toEqual(
      [times[1], times[0]].map((at) => at.toISOString().slice(0, 10)),
    );
  });

  test('her last whole month holds a full statement: releases, fees, clearings, a payout and its payment', async () => {
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const kinds = await rows(
      t,
      sql`SELECT DISTINCT l.kind FROM ledger_entries l JOIN users u ON u.id = l.user_id
        WHERE u.username = 'amelia.hart' AND l.created_at >= ${from.toISOString()}::timestamptz
          AND l.created_at < ${to.toISOString()}::timestamptz ORDER BY l.kind`,
    );
    expect(kinds.map((row) => row.kind)).toEqual(['clearing', 'fee', 'payout', 'payout_paid', 'release']);
  });

  test('priya.raman has no payout account and no payouts yet, and other sellers neither', async () => {
    const priya = await login(t.app, 'priya.raman', DEMO_PASSWORD);
    expect((await getAccount(priya, t.app)).json<PayoutAccount>().status).toBe('none');
    expect((await listPayouts(priya, t.app)).json<{ items: PayoutDto[] }>().items).toEqual([]);
    const owners = await rows(
      t,
      sql`SELECT DISTINCT u.username FROM users u
        WHERE EXISTS (SELECT 1 FROM payout_accounts a WHERE a.user_id = u.id)
           OR EXISTS (SELECT 1 FROM payouts p WHERE p.seller_id = u.id)`,
    );
    expect(owners.map((row) => row.username)).toEqual(['amelia.hart']);
  });
});

describe('the demo money at another fee and no clearing time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp({ PLATFORM_FEE_PERCENT: '12.5', PAYOUT_CLEARING_DAYS: '0' });
  }, 120_000);
  afterAll(() => t?.close());

  sumsHold(() => t);

  test('the demo orders carry the 12.5 % rate, and every release has cleared already', async () => {
    expect(t.config.money.feeBasisPoints).toBe(1250);
    const pending = await rows(
      t,
      sql`SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM ledger_entries
        WHERE account = 'seller' AND kind <> 'paid_outside'`,
    );
    expect(pending[0]!.cents).toBe(0);
  });
});
