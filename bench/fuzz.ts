import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { buildFuzzApp } from '../apps/server/test/security/fuzz-harness.ts';
import { describeFailure, runFuzz, seedFrom } from '../apps/server/test/security/fuzz-run.ts';
import { buildWorld } from '../apps/server/test/security/fuzz-world.ts';

/**
 * The full bad-input run: FUZZ_REQUESTS (default 10,000) generated hostile requests over
 * every registered route, as visitors, signed-in users and forged sessions, with a snapshot of every
 * table after each one. Passes with 0 answers of 5xx and 0 refused requests that changed data.
 * Run with `npm run bench:fuzz`; FUZZ_SEED=<n> replays a run; DATABASE_URL switches to PostgreSQL
 * (use a throwaway database: the run writes to it). The smaller run in CI is
 * apps/server/test/security/fuzz.test.ts. Figures: docs/decisions/025-bad-input-run.md.
 */
const seed = seedFrom(process.env.FUZZ_SEED);
const requests = Number(process.env.FUZZ_REQUESTS ?? 10_000);
console.log(`bad-input run: FUZZ_SEED=${seed}, ${requests} requests`);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-bench-fuzz-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false' });
const database = await openDatabase(config);
await database.migrate();
const fuzz = await buildFuzzApp(database);
const world = await buildWorld(fuzz.app, database.db);
const figures = await runFuzz(fuzz, world, {
  seed,
  requests,
  log: (line) => console.log(line),
  trace: process.env.FUZZ_TRACE === '1',
});
await fuzz.close();
await database.close();
await fs.rm(dataDir, { recursive: true, force: true });

const summary = {
  date: new Date().toISOString().slice(0, 10),
  database: database.kind,
  seed,
  requests: figures.requests,
  routes: figures.routes,
  byStatus: figures.byStatus,
  serverErrors: figures.serverErrors,
  refusedThatChangedData: figures.refusedThatChangedData,
  refusedThatOnlyCountedAnAttempt: figures.countedAttempts,
  signInsRenewed: figures.signInsRenewed,
  routesNeverRefused: figures.routesNeverRefused,
  slowestRoutesMs: figures.slowestRoutes,
  durationSeconds: Math.round(figures.durationMs / 100) / 10,
};
console.log(JSON.stringify(summary, null, 2));
await fs.mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
await fs.writeFile(
  path.join(import.meta.dirname, 'results', `fuzz-${database.kind}.local.json`),
  JSON.stringify(summary, null, 2),
);
for (const failure of figures.failures) console.error(describeFailure(failure, seed));
if (figures.failures.length > 0) {
  console.error(
    `${figures.serverErrors} answers of 5xx, ${figures.refusedThatChangedData} ` +
      `refused requests that changed data; replay with FUZZ_SEED=${seed}`,
  );
  process.exitCode = 1;
}
