import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawnServer, type SpawnedServer } from '../../test/fixtures/processes.ts';
import { DataDirLockedError, lockDataDir } from './lock.ts';

/**
 * The data-folder lock: within one process, then trials of several processes calling lockDataDir
 * at the same moment (on an empty folder, and on a folder whose holder was just killed with
 * kill -9), then real servers started together. `npm test` runs 6 trials; `npm run bench:crash`
 * runs 50 (LOCK_TRIALS).
 */

const sources = {
  contender: path.resolve(import.meta.dirname, '../../test/crash/lock-contender.ts'),
  lock: path.resolve(import.meta.dirname, 'lock.ts'),
};
const TRIALS = Number(process.env.LOCK_TRIALS ?? 6);
const CONTENDERS = 4;

let root: string;
const compiled = { contender: '', lock: '' };
const children: ChildProcess[] = [];
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-lock-'));
  // The contenders run this very lock.ts, compiled once, on plain node.
  for (const name of ['contender', 'lock'] as const) {
    const source = await fs.readFile(sources[name], 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    compiled[name] = path.join(root, `${name}.mjs`);
    await fs.writeFile(compiled[name], outputText);
  }
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await fs.rm(root, { recursive: true, force: true });
});

interface Contender {
  child: ChildProcess;
  /** The first line after "ready": "won ..." or "locked ...". */
  verdict: Promise<string>;
  ready: Promise<void>;
  exited: Promise<void>;
}

function contender(dataDir: string, mode: 'hold' | 'spawn' = 'hold'): Contender {
  const child = spawn(process.execPath, [compiled.contender, compiled.lock, dataDir, mode], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const waiters: (() => void)[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const wake of waiters.splice(0)) wake();
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const line = (index: number) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const lines = stdout.split('\n');
        if (lines.length > index + 1) resolve(lines[index]!);
        else if (child.exitCode !== null || child.signalCode !== null)
          reject(new Error(`contender ended early:\n${stdout}${stderr}`));
        else waiters.push(check);
      };
      check();
      void exited.then(check);
    });
  return { child, ready: line(0).then(() => undefined), verdict: line(1), exited };
}

/** Starts `count` contenders, waits until all are loaded, then tells them all to lock at once. */
async function race(dataDir: string, count: number, mode: 'hold' | 'spawn' = 'hold') {
  const all = Array.from({ length: count }, () => contender(dataDir, mode));
  await Promise.all(all.map((c) => c.ready));
  for (const c of all) c.child.stdin!.write('go\n');
  const verdicts = await Promise.all(all.map((c) => c.verdict));
  return { all, verdicts, winners: all.filter((_, index) => verdicts[index]!.startsWith('won')) };
}

async function killHard(c: Contender) {
  c.child.kill('SIGKILL');
  await c.exited;
}

describe.runIf(process.env.TEST_DB !== 'pg')('the data-folder lock', () => {
  test('one open of the folder at a time, even within one process; released on demand', async () => {
    const dataDir = path.join(root, 'in-process');
    const release = lockDataDir(dataDir);
    expect(await fs.readFile(path.join(dataDir, 'inkwell.pid'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(
      `Another Inkwell process (pid ${process.pid}) is already using the data folder ${dataDir}.`,
    );
    release();
    release();
    await expect(fs.access(path.join(dataDir, 'inkwell.pid'))).rejects.toThrow();
    const again = lockDataDir(dataDir);
    again();
  });

  test('a symlink to a locked folder is the same folder; the former pid lock file is cleared and ignored', async () => {
    const dataDir = path.join(root, 'real');
    await fs.mkdir(dataDir);
    await fs.writeFile(path.join(dataDir, 'inkwell.lock'), JSON.stringify({ pid: 1, startTime: null }));
    const release = lockDataDir(dataDir);
    await expect(fs.access(path.join(dataDir, 'inkwell.lock'))).rejects.toThrow();
    await fs.symlink(dataDir, path.join(root, 'alias'));
    expect(() => lockDataDir(path.join(root, 'alias'))).toThrow(DataDirLockedError);
    release();
    lockDataDir(path.join(root, 'alias'))();
  });

  test(
    `${TRIALS} trials of ${CONTENDERS} processes locking at once: ` +
      `exactly one wins, and kill -9 of the holder never blocks the next`,
    async () => {
      const started = Date.now();
      let folder = '';
      const tally = { empty: 0, afterKill: 0, blocked: 0, doubleWins: 0 };
      for (let trial = 0; trial < TRIALS; trial++) {
        // Even trials: a folder that does not exist yet. Odd trials: the folder whose holder was just killed.
        const fresh = trial % 2 === 0;
        if (fresh) folder = path.join(root, `trial-${trial}`);
        const { all, verdicts, winners } = await race(folder, CONTENDERS);
        if (winners.length === 0) tally.blocked += 1;
        if (winners.length > 1) tally.doubleWins += 1;
        expect(winners, `trial ${trial}: ${verdicts.join(' | ')}`).toHaveLength(1);
        for (const verdict of verdicts.filter((v) => !v.startsWith('won')))
          expect(verdict).toMatch(/^locked Another Inkwell process( \(pid \d+\))? is already using the data folder/);
        tally[fresh ? 'empty' : 'afterKill'] += 1;
        await killHard(winners[0]!);
        await Promise.all(all.map((c) => c.exited));
      }
      console.info(
        `lock: ${TRIALS}/${TRIALS} trials of ${CONTENDERS} processes at once (${tally.empty} ` +
          `on an empty folder, ${tally.afterKill} after a kill -9 of the holder): ` +
          (`exactly one winner each, ${tally.doubleWins} double wins, ${tally.blocked} ` +
            `blocked starts, ${((Date.now() - started) / 1000).toFixed(1)} s`),
      );
    },
    180_000,
  );

  test('a process the holder started does not keep the lock once the holder is killed', async () => {
    const dataDir = path.join(root, 'with-child');
    const { all, winners } = await race(dataDir, 1, 'spawn');
    const sleeper = Number((await all[0]!.verdict).split(' ')[1]);
    try {
      await killHard(winners[0]!);
      process.kill(sleeper, 0);
      const next = await race(dataDir, 2);
      expect(next.winners).toHaveLength(1);
      await Promise.all(next.all.map(killHard));
    } finally {
      process.kill(sleeper, 'SIGKILL');
    }
  });

  test('real servers started together on one folder: one serves; a kill -9 of it blocks none of the next', async () => {
    const dataDir = path.join(root, 'servers');
    const running = (server: SpawnedServer) => server.output().includes('Inkwell is running');
    const startTogether = async () => {
      const servers = Array.from({ length: 3 }, () => spawnServer({ DATA_DIR: dataDir }));
      const settled = await Promise.all(
        servers.map(async (server) => {
          while (!running(server) && server.child.exitCode === null)
            await new Promise((resolve) => setTimeout(resolve, 100));
          return server;
        }),
      );
      const winners = settled.filter(running);
      for (const loser of settled.filter((server) => !running(server))) {
        expect(await loser.exited).toBe(1);
        expect(loser.output()).toContain(`is already using the data folder ${dataDir}`);
      }
      return winners;
    };
    for (let round = 0; round < 2; round++) {
      const winners = await startTogether();
      expect(winners).toHaveLength(1);
      winners[0]!.child.kill('SIGKILL');
      await winners[0]!.exited;
    }
  }, 240_000);
});
