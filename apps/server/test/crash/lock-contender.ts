import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import type * as Lock from '../../src/db/lock.ts';

/**
 * One contender of the lock trials (src/db/lock.test.ts), run by plain node once that test has
 * compiled it and db/lock.ts to JavaScript (a process starts in a quarter of tsx's time).
 * Arguments: the compiled lock module, the data folder, 'hold' or 'spawn'. It loads, says
 * "ready", and on the first line of its standard input calls lockDataDir and says "won" or
 * "locked <message>". A winner keeps the lock until it is killed; in 'spawn' mode it first starts
 * a long `sleep` (and says its pid), to show that a process it started does not keep the lock.
 */

const [lockModule, dataDir, mode] = process.argv.slice(2);
if (!lockModule || !dataDir) throw new Error('usage: lock-contender.js <lock module> <data folder> [hold|spawn]');
const { DataDirLockedError, lockDataDir } = (await import(pathToFileURL(lockModule).href)) as typeof Lock;

process.stdin.once('data', () => {
  try {
    lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    process.stdout.write(`locked ${error.message}\n`);
    process.exit(0);
  }
  if (mode === 'spawn') {
    const sleeper = spawn('sleep', ['60'], { stdio: 'ignore', detached: true });
    sleeper.unref();
    process.stdout.write(`won ${sleeper.pid}\n`);
  } else {
    process.stdout.write('won\n');
  }
  setInterval(() => {}, 60_000);
});
process.stdout.write('ready\n');
