import { spawn } from 'node:child_process';
import { describeRun, runInfo } from './lib-report.ts';
import { repoRoot } from './lib-servers.ts';

/**
 * The full crash and lock trials (decision 044): the same tests `npm test` runs with a few trials,
 * here with their full count. 50 kill -9 trials of a real server during acknowledged writes on
 * PGlite and 50 on PostgreSQL (apps/server/test/crash), and 50 trials of 4 processes taking the
 * data-folder lock at once (src/db/lock.test.ts). Prints each figure line and exits 1 if any trial
 * failed.
 *
 *   npm run bench:crash
 *   CRASH_TRIALS=200 LOCK_TRIALS=100 CRASH_SEED=7 npm run bench:crash
 *   TEST_DATABASE_URL=postgres://... npm run bench:crash   (default: 127.0.0.1:5432, database test)
 */
const env: NodeJS.ProcessEnv = {
  ...process.env,
  CRASH_TRIALS: process.env.CRASH_TRIALS ?? '50',
  LOCK_TRIALS: process.env.LOCK_TRIALS ?? '50',
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  NO_COLOR: '1',
};

console.log(`crash and lock trials: ${describeRun(runInfo())}`);
console.log(
  `CRASH_TRIALS=${env.CRASH_TRIALS} LOCK_TRIALS=${env.LOCK_TRIALS} CRASH_SEED=${env.CRASH_SEED ?? "the tests' own"}`,
);

// The PostgreSQL project runs the lock test a second time: it takes no database, so once is enough.
const runs = [
  { project: 'server', files: ['test/crash/crash-pglite.test.ts', 'src/db/lock.test.ts'] },
  { project: 'server-postgres', files: ['test/crash/crash-postgres.test.ts'] },
];

let failed = false;
for (const { project, files } of runs) {
  const result = await runVitest(project, files);
  for (const line of result.figures) console.log(line);
  if (result.code !== 0) {
    failed = true;
    console.log(`${project}: vitest exited with ${result.code}\n${result.tail}`);
  }
}
process.exitCode = failed ? 1 : 0;

function runVitest(
  project: string,
  files: string[],
): Promise<{ code: number | null; figures: string[]; tail: string }> {
  const child = spawn('npx', ['vitest', 'run', '--project', project, '--reporter=dot', ...files], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      const figures = output.split('\n').filter((line) => /^(crash trials on |lock: )/.test(line));
      resolve({ code, figures, tail: output.split('\n').slice(-40).join('\n') });
    }),
  );
}
