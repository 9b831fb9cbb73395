import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-app.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { buildFuzzApp, changedTables, publicTables, snapshot, walPosition, type FuzzApp } from './fuzz-harness.ts';
import { describeFailure, runFuzz, seedFrom } from './fuzz-run.ts';
import { buildWorld, type FuzzWorld } from './fuzz-world.ts';

/**
 * The bad-input run in CI: FUZZ_CI_REQUESTS (default 1,500) generated hostile requests
 * over every route Fastify registers, as visitors, five signed-in people and forged sessions: 0
 * answers of 5xx, and no refused request changes a table. FUZZ_SEED=<n> replays a run; the seed is
 * printed at the start. The full run (10,000) is `npm run bench:fuzz` (bench/fuzz.ts).
 */

const seed = seedFrom(process.env.FUZZ_SEED);
const requests = Number(process.env.FUZZ_CI_REQUESTS ?? 1_500);
let fuzz: FuzzApp;
let world: FuzzWorld;
let drop: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  fuzz = await buildFuzzApp(opened.database);
  world = await buildWorld(fuzz.app, opened.database.db);
});

afterAll(async () => {
  await fuzz?.close();
  await fuzz?.database.close();
  await drop?.();
});

describe('the snapshot of every table', () => {
  it('covers every table of the public schema and sees real writes: a changed value, new, deleted rows', async () => {
    const db = fuzz.database.db;
    const tables = await publicTables(db);
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'sessions', 'gigs', 'bids', 'messages', 'payments', 'ledger_entries']),
    );
    const before = await snapshot(db, tables);
    expect([...before.keys()].sort()).toEqual([...tables].sort());
    expect(changedTables(before, await snapshot(db, tables))).toEqual([]);

    const walBefore = await walPosition(db);
    // Same row count, one column of one row changed: only the checksum can see it.
    await db.execute(sql`UPDATE gigs SET title = title || '!' WHERE id = (SELECT id FROM gigs ORDER BY id LIMIT 1)`);
    const updated = await snapshot(db, tables);
    expect(changedTables(before, updated)).toEqual(['gigs']);
    expect(await walPosition(db)).not.toBe(walBefore);

    // A write through the API, as a request of the run makes it: a new like row.
    const [person] = world.actors.filter((actor) => actor.session);
    const [gig] = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM gigs ORDER BY id LIMIT 1`));
    const gigId = gig!.id;
    const liked = await person!.session!.request({ method: 'POST', url: `/api/gigs/${gigId}/like` });
    expect(liked.statusCode).toBe(200);
    const afterLike = await snapshot(db, tables);
    expect(changedTables(updated, afterLike)).toContain('gig_likes');

    await db.execute(sql`DELETE FROM gig_likes`);
    const afterDelete = await snapshot(db, tables);
    expect(changedTables(afterLike, afterDelete)).toContain('gig_likes');

    // When a session was last used is bookkeeping any request may write; the rest of a session is not.
    await db.execute(sql`UPDATE sessions SET last_seen_at = last_seen_at + interval '1 minute'`);
    const afterLastSeen = await snapshot(db, tables);
    expect(changedTables(afterDelete, afterLastSeen)).toEqual([]);
    await db.execute(
      sql`UPDATE sessions SET expires_at = expires_at - interval '1 minute' WHERE id = (SELECT id FROM sessions
        ORDER BY id LIMIT 1)`,
    );
    expect(changedTables(afterLastSeen, await snapshot(db, tables))).toEqual(['sessions']);
  });
});

describe('the bad-input run', () => {
  it(
    `answers ${requests} hostile requests over every registered ` +
      `route with no 5xx and no refused request that changed data`,
    { timeout: 240_000 },
    async () => {
      console.log(`bad-input run: FUZZ_SEED=${seed}, ${requests} requests, ${fuzz.routes.length} routes`);
      const figures = await runFuzz(fuzz, world, {
        seed,
        requests,
        log: (line) => (line.startsWith('FUZZ FAILURE') ? console.error(line) : undefined),
      });
      console.log(
        `bad-input run: FUZZ_SEED=${seed}: ${figures.requests} ` +
          `requests in ${(figures.durationMs / 1000).toFixed(1)} ` +
          `s, by status ${JSON.stringify(figures.byStatus)}, ` +
          (`5xx: ${figures.serverErrors}, 4xx that changed ` +
            `data: ${figures.refusedThatChangedData}, 4xx that ` +
            `only counted an attempt: ${figures.countedAttempts}`),
      );
      expect(figures.failures.map((failure) => describeFailure(failure, seed))).toEqual([]);
      expect(figures.requests).toBe(requests);
      // Every registered route was sent, and most were refused at least once (the ones never refused are fixed pages).
      expect(fuzz.routes.length).toBeGreaterThan(90);
      expect(figures.routesSent).toBe(fuzz.routes.length);
      const refused = Object.entries(figures.byStatus)
        .filter(([status]) => Number(status) >= 400)
        .reduce((sum, [, n]) => sum + n, 0);
      expect(refused).toBeGreaterThan(requests / 2);
    },
  );
});

describe('the world after the run', () => {
  it(
    'signs a person the operator suspended in again: the operator ' +
      'lifts the suspension first (a fuzzed suspension is a real one)',
    async () => {
      const buyer = world.actors.find((actor) => actor.name === 'buyer')!;
      const operator = world.actors.find((actor) => actor.name === 'operator')!;
      await world.refresh(operator);
      await world.refresh(buyer);
      const suspended = await operator.session!.request({
        method: 'POST',
        url: `/api/operator/users/${buyer.session!.user._id}/suspend`,
        payload: { message: 'A fuzzed sentence with enough words to pass a minimum length' },
      });
      expect(suspended.statusCode).toBe(200);
      expect((await buyer.session!.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);

      expect(await world.refresh(buyer)).toBe(true);
      expect((await buyer.session!.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    },
  );
});
