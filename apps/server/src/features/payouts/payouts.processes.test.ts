import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PayoutBalance } from '@inkwell/domain/payments/payout.schema';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openPostgres, type DatabaseHandle } from '../../db/client.ts';
import { withDatabase } from '../../../test/global-setup.ts';
import { cast, type Cast } from '../../../test/fixtures/bids.ts';
import { startServer, type ServerProcess } from '../../../test/fixtures/processes.ts';
import { connectDemoAccount, earn, ledgerSums } from '../../../test/fixtures/payouts.ts';

/**
 * The sellers' money between two real server processes on one PostgreSQL database: both run the
 * clearing and the demo provider's sweepers, and withdrawals reach both at once. Each release
 * clears once, concurrent withdrawals never take more than is available, each payout is paid once,
 * and every seller's sums hold. The orders are made beforehand by an app in this process on the
 * same database (its sessions work on the server processes too).
 */

const dirs: string[] = [];
const dataDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-payouts-process-'));
  dirs.push(dir);
  return dir;
};

describe.runIf(process.env.TEST_DB === 'pg')('two server processes paying sellers', () => {
  let drop: () => Promise<void>;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let databaseUrl: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    const testDb = inject('testDb');
    if (testDb.driver !== 'pg') throw new Error('this test needs the PostgreSQL test database');
    const name = `inkwell_payouts_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: testDb.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${testDb.template}`);
    databaseUrl = withDatabase(testDb.adminUrl, name);
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
    const dir = await dataDir();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: path.join(dir, 'no-web-build'),
      REGISTRATIONS_PER_HOUR: '100000',
    });
    database = await openPostgres(databaseUrl);
    app = await buildApp({
      config,
      database,
      logger: false,
      mail: { pollMs: 0 },
      originality: { sweepMs: 0 },
      payouts: { clearingSweepMs: 0, payoutSweepMs: 0 },
    });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await app?.close();
    await database?.close();
    await drop?.();
    await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  const balanceAt = async (url: string, people: Cast): Promise<PayoutBalance> => {
    const response = await fetch(`${url}/api/payouts/balance`, { headers: { cookie: people.owner.cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as PayoutBalance;
  };

  const waitFor = async (read: () => Promise<PayoutBalance>, done: (balance: PayoutBalance) => boolean) => {
    const until = Date.now() + 60_000;
    for (;;) {
      const balance = await read();
      if (done(balance) || Date.now() > until) return balance;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  test(
    'releases clear once, concurrent withdrawals through both processes take no more than is ' +
      'available, and each payout is paid once',
    async () => {
      const sellers = await Promise.all([cast(app), cast(app)]);
      for (const people of sellers) {
        await connectDemoAccount(people.owner, app);
        for (const amount of [40, 40, 40]) await earn(app, people, amount);
      }
      // Both processes clear at once (0 days) and pay the demo payouts within a second.
      const env = async () => ({
        DATABASE_URL: databaseUrl,
        DATA_DIR: await dataDir(),
        SEED_DEMO_DATA: 'false',
        PAYOUT_CLEARING_DAYS: '0',
      });
      const [one, two] = await Promise.all([startServer(await env(), 120_000), startServer(await env(), 120_000)]);
      servers.push(one!, two!);
      const urls = [one!.url, two!.url];

      for (const people of sellers) {
        const cleared = await waitFor(
          () => balanceAt(urls[1]!, people),
          (balance) => balance.available === 108,
        );
        expect(cleared).toMatchObject({ pending: 0, available: 108, inFlight: 0, feesTotal: 12 });
      }

      // Ten withdrawals of 50 dollars per seller, half through each process: two can be paid of 108.
      const asks = sellers.flatMap((people) =>
        Array.from({ length: 10 }, (_, i) =>
          fetch(`${urls[i % 2]}/api/payouts`, {
            method: 'POST',
            headers: { cookie: people.owner.cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ amount: 50 }),
          }),
        ),
      );
      const statuses = (await Promise.all(asks)).map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(4);
      expect(statuses.filter((status) => status !== 201).every((status) => status === 400)).toBe(true);

      for (const people of sellers) {
        const paid = await waitFor(
          () => balanceAt(urls[0]!, people),
          (balance) => balance.paidOut === 100,
        );
        expect(paid).toMatchObject({ pending: 0, available: 8, inFlight: 0, paidOut: 100 });
      }
      const sums = await ledgerSums(database.db);
      expect(sums.unbalanced).toBe(0);
      for (const people of sellers) {
        const row = sums.sellers.find((line) => line.sellerId === people.owner.user._id)!;
        expect(row).toMatchObject({ earned: 10_800, pending: 0, available: 800, inFlight: 0, paidOut: 10_000 });
      }
      const kinds = await database.db.execute(
        `SELECT kind, count(*)::int AS n FROM ledger_entries
          WHERE kind IN ('clearing', 'payout', 'payout_paid') GROUP BY kind ORDER BY kind`,
      );
      expect((kinds as unknown as { rows: { kind: string; n: number }[] }).rows).toEqual([
        { kind: 'clearing', n: 12 },
        { kind: 'payout', n: 8 },
        { kind: 'payout_paid', n: 8 },
      ]);
    },
    240_000,
  );
});
