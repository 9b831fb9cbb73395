import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { startReadCacheBus, type Invalidation, type ReadCacheBus } from './read-cache-bus.ts';

/** The bus between processes sharing one database (each bus here stands for one process). */
let database: DatabaseHandle;
let drop: () => Promise<void>;
const buses: ReadCacheBus[] = [];
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  for (const bus of buses) await bus.stop();
  await database.close();
  await drop();
});

async function process(cleared: Invalidation[]): Promise<ReadCacheBus> {
  const bus = await startReadCacheBus(database, { clear: (kind) => cleared.push(kind), warn: () => {} });
  buses.push(bus);
  return bus;
}

test('a write in a new process\'s first moments is answered only once a process it had not heard of yet has cleared', async () => {
  const old: Invalidation[] = [];
  await process(old);
  // The old process has said `alive` already; the new one starts after that and writes at once.
  await sleep(300);
  const young = await process([]);
  await young.invalidate('sessions');
  expect(old).toEqual(['sessions']);
});

test('and the other way: a write of the old process waits for the process that just started', async () => {
  const old: Invalidation[] = [];
  const oldBus = await process(old);
  await sleep(300);
  const young: Invalidation[] = [];
  await process(young);
  await sleep(150);
  await oldBus.invalidate('public');
  expect(young).toEqual(['public']);
});
