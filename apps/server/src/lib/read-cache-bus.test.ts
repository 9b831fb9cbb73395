import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  EVERYTHING,
  SESSIONS_ONLY,
  startReadCacheBus,
  type Invalidation,
  type ReadCacheBus,
} from './read-cache-bus.ts';

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
  const bus = await startReadCacheBus(database, {
    apply: (invalidation) => cleared.push(invalidation),
    warn: () => {},
  });
  buses.push(bus);
  return bus;
}

test("a write in a new process's first moments is answered once a process it had not heard of cleared", async () => {
  const old: Invalidation[] = [];
  await process(old);
  // The old process has said `alive` already; the new one starts after that and writes at once.
  await sleep(300);
  const young = await process([]);
  await young.invalidate(SESSIONS_ONLY);
  expect(old).toEqual([SESSIONS_ONLY]);
});

test('and the other way: a write of the old process waits for the process that just started', async () => {
  const old: Invalidation[] = [];
  const oldBus = await process(old);
  await sleep(300);
  const young: Invalidation[] = [];
  await process(young);
  await sleep(150);
  await oldBus.invalidate(EVERYTHING);
  expect(young).toEqual([EVERYTHING]);
});

test(
  "a write's tags reach the other process before its answer; " +
    'too many to fit in a notification, it empties everything',
  async () => {
    const other: Invalidation[] = [];
    await process(other);
    const writer = await process([]);
    await sleep(150);
    const like: Invalidation = { tags: ['id:01a171e4-8122-7fbf-950e-000000000001', 'list:cat:essay'], sessions: false };
    await writer.invalidate(like);
    expect(other).toEqual([like]);
    await writer.invalidate({ tags: ['id:a'], sessions: true });
    expect(other.at(-1)).toEqual({ tags: ['id:a'], sessions: true });
    const many = Array.from({ length: 300 }, (_, i) => `id:01a171e4-8122-7fbf-950e-${String(i).padStart(12, '0')}`);
    await writer.invalidate({ tags: many, sessions: false });
    expect(other.at(-1)).toEqual(EVERYTHING);
  },
);

test('whether a write keeps stale answers for other visitors crosses too, in a touch and in a wide clear', async () => {
  const other: Invalidation[] = [];
  await process(other);
  const writer = await process([]);
  await sleep(150);
  const like: Invalidation = { tags: ['id:01a171e4-8122-7fbf-950e-000000000001'], sessions: false, keepStale: true };
  await writer.invalidate(like);
  expect(other.at(-1)).toEqual(like);
  await writer.invalidate({ ...EVERYTHING, keepStale: true });
  expect(other.at(-1)).toEqual({ ...EVERYTHING, keepStale: true });
  await writer.invalidate(EVERYTHING);
  expect(other.at(-1)).toEqual(EVERYTHING);
});
