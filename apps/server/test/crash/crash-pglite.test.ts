import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_CRASH_TRIALS, describeFigures, killLeftovers, runCrashTrials } from './crash-trials.ts';

/**
 * kill -9 of the server on PGlite during a stream of acknowledged writes, on one data folder:
 * after each restart every acknowledged write is there, and the data-folder lock of the killed
 * process never refuses the restart. `npm test` runs a few trials; `npm run bench:crash` runs 50
 * (CRASH_TRIALS). CRASH_TRIALS and CRASH_SEED replay or lengthen a run.
 */

const TRIALS = Number(process.env.CRASH_TRIALS ?? DEFAULT_CRASH_TRIALS);
const SEED = Number(process.env.CRASH_SEED ?? 20261125);

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-crash-pglite-'));
});
afterAll(async () => {
  await killLeftovers();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_DB !== 'pg')('crash trials on PGlite', () => {
  test(`${TRIALS} kill -9 during acknowledged writes: none lost, no restart blocked by the lock`, async () => {
    const figures = await runCrashTrials({ env: { DATA_DIR: dataDir }, trials: TRIALS, seed: SEED });
    console.info(describeFigures('PGlite', figures, SEED));
    expect(figures.failures).toEqual([]);
    expect(figures.blockedRestarts).toBe(0);
    expect(figures.lost).toBe(0);
    expect(figures.acknowledged).toBeGreaterThanOrEqual(TRIALS);
  }, 1_200_000);
});
