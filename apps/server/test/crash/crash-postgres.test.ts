import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { withDatabase } from '../global-setup.ts';
import { DEFAULT_CRASH_TRIALS, describeFigures, killLeftovers, runCrashTrials } from './crash-trials.ts';

/**
 * kill -9 of the server on PostgreSQL during a stream of acknowledged writes, on one fresh
 * database: after each restart every acknowledged write is there and the restart comes up.
 * `npm test` runs a few trials; `npm run bench:crash` runs 50 (CRASH_TRIALS). CRASH_TRIALS and
 * CRASH_SEED replay or lengthen a run.
 */

const TRIALS = Number(process.env.CRASH_TRIALS ?? DEFAULT_CRASH_TRIALS);
const SEED = Number(process.env.CRASH_SEED ?? 20261125);

describe.runIf(process.env.TEST_DB === 'pg')('crash trials on PostgreSQL', () => {
  let dataDir: string;
  let databaseUrl: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const testDb = inject('testDb');
    if (testDb.driver !== 'pg') throw new Error('this test needs the PostgreSQL test database');
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-crash-pg-'));
    const name = `inkwell_crash_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: testDb.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${testDb.template}`);
    databaseUrl = withDatabase(testDb.adminUrl, name);
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  });
  afterAll(async () => {
    await killLeftovers();
    await drop?.();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  test(`${TRIALS} kill -9 during acknowledged writes: none lost, every restart comes up`, async () => {
    const figures = await runCrashTrials({
      env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      trials: TRIALS,
      seed: SEED,
    });
    console.info(describeFigures('PostgreSQL', figures, SEED));
    expect(figures.failures).toEqual([]);
    expect(figures.blockedRestarts).toBe(0);
    expect(figures.lost).toBe(0);
    expect(figures.acknowledged).toBeGreaterThanOrEqual(TRIALS);
  }, 1_200_000);
});
