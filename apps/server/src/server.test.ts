import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawnServer } from '../test/fixtures/processes.ts';

/** The real server process on PGlite: start-up, the data-folder lock and graceful shutdown. */

let dataDir: string;
const start = spawnServer;

async function waitFor(predicate: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-server-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe.runIf(process.env.TEST_DB !== 'pg')('the server process', () => {
  test('refuses a bad environment value with a clear message', async () => {
    const server = start({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT="eighty": must be a port number');
  });

  // A first start prepares the demo in a child process (seed, images, the originality checks): on a
  // busy two-core machine that alone can pass the default 30 s, so the test waits as long as its waits do.
  test(
    'serves, refuses a second process on the same DATA_DIR, and shuts down cleanly on SIGTERM',
    { timeout: 150_000 },
    async () => {
      const first = start({ DATA_DIR: dataDir });
      await waitFor(() => /Inkwell is running/.test(first.output()), 'the first server to start');
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(first.output())?.[1];
      expect(address).toBeDefined();
      const health = await fetch(`${address}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
      const line =
        first
          .output()
          .split('\n')
          .find((l) => l.includes('Inkwell is running')) ?? '';
      expect(() => JSON.parse(line)).not.toThrow();

      const second = start({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `Another Inkwell process (pid ${first.child.pid}) is already using the data folder ${dataDir}`,
      );

      const slow = fetch(`${address}/api/health`);
      first.child.kill('SIGTERM');
      expect((await slow).status).toBe(200);
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('shut down cleanly');
      await expect(fs.access(path.join(dataDir, 'inkwell.lock'))).rejects.toThrow();

      const again = start({ DATA_DIR: dataDir });
      await waitFor(() => /Inkwell is running/.test(again.output()), 'the restarted server');
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    },
  );

  test('takes over the lock of a process that was killed', { timeout: 150_000 }, async () => {
    const killed = start({ DATA_DIR: dataDir });
    await waitFor(() => /Inkwell is running/.test(killed.output()), 'the server to start');
    killed.child.kill('SIGKILL');
    await killed.exited;
    const next = start({ DATA_DIR: dataDir });
    await waitFor(() => /Inkwell is running/.test(next.output()), 'the server after a crash');
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });
});
