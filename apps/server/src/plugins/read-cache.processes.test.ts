import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { withDatabase } from '../../test/global-setup.ts';
import { buildGig } from '../../test/fixtures/gigs.ts';
import { call, signUp, startServer, type ServerProcess } from '../../test/fixtures/processes.ts';

/**
 * The read cache between real server processes on one PostgreSQL database (decision 027): a write
 * answered by one process is seen by the very next read on the other, whose cache held the old
 * answer; a like on one process empties the liked gig's answers on the other (and no other gig's)
 * before it answers; sign-out on one process ends the session cached by the other.
 */

const dirs: string[] = [];
const servers: ServerProcess[] = [];
const dataDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-read-cache-process-'));
  dirs.push(dir);
  return dir;
};

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

/** A write with the session's cookie (its answer may be 204 with no body). */
const write = async (url: string, cookie: string, method: string, body?: unknown) => {
  const response = await fetch(url, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
};

const json = async <T>(url: string, cookie?: string): Promise<{ status: number; body: T }> => {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  return { status: response.status, body: (await response.json()) as T };
};

describe.runIf(process.env.TEST_DB === 'pg')('two server processes on one PostgreSQL database', () => {
  let databaseUrl: string;
  let drop: () => Promise<void>;
  let one: ServerProcess;
  let two: ServerProcess;
  beforeAll(async () => {
    const testDb = inject('testDb');
    if (testDb.driver !== 'pg') throw new Error('this test needs the PostgreSQL test database');
    const name = `inkwell_cache_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: testDb.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${testDb.template}`);
    databaseUrl = withDatabase(testDb.adminUrl, name);
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
    // A slow start on a busy machine (two cores) is not what these tests measure.
    [one, two] = await Promise.all([
      startServer({ DATABASE_URL: databaseUrl, DATA_DIR: await dataDir(), SEED_DEMO_DATA: 'false' }, 120_000),
      startServer({ DATABASE_URL: databaseUrl, DATA_DIR: await dataDir(), SEED_DEMO_DATA: 'false' }, 120_000),
    ]);
    servers.push(one, two);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await drop?.();
  });

  test(
    'a gig edited through process one is seen by the next read ' +
      'through process two, 50 times; so is a like by its liker',
    async () => {
      const seller = await signUp(one.url, { isSeller: true });
      const buyer = await signUp(two.url);
      const gig = await call<Gig>(
        one.url,
        seller,
        'POST',
        '/api/gigs',
        buildGig({ title: 'Process cache essays, edition 0' }),
      );
      const single = `${two.url}/api/gigs/single/${gig._id}`;
      const list = `${two.url}/api/gigs?userId=${seller.user._id}`;
      for (let edition = 1; edition <= 50; edition += 1) {
        // Both reads are cached on process two before the write (the second of each is a hit).
        await json(single);
        await json<{ items: Gig[] }>(list);
        expect((await json<Gig>(single)).body.title).toBe(`Process cache essays, edition ${edition - 1}`);
        const title = `Process cache essays, edition ${edition}`;
        await call(one.url, seller, 'PATCH', `/api/gigs/${gig._id}`, { title });
        expect((await json<Gig>(single)).body.title).toBe(title);
        expect((await json<{ items: Gig[] }>(list)).body.items[0]?.title).toBe(title);
      }

      // A signed-in reader's own answer (cached per person on process two) after a like on process one.
      const mine = `${two.url}/api/gigs/single/${gig._id}`;
      for (let round = 0; round < 5; round += 1) {
        const before = (await json<Gig>(mine, buyer.cookie)).body.liked;
        expect((await json<Gig>(mine, buyer.cookie)).body.liked).toBe(before);
        await call(one.url, buyer, 'POST', `/api/gigs/${gig._id}/like`);
        expect((await json<Gig>(mine, buyer.cookie)).body.liked).toBe(!before);
      }
    },
    180_000,
  );

  test("a like on process one empties the gig's answers on process two before it answers, not others'", async () => {
    const seller = await signUp(one.url, { isSeller: true });
    const buyer = await signUp(one.url);
    const liked = await call<Gig>(one.url, seller, 'POST', '/api/gigs', buildGig({ title: 'Liked across processes' }));
    const kept = await call<Gig>(one.url, seller, 'POST', '/api/gigs', buildGig({ title: 'Kept across processes' }));
    const single = (gig: Gig) => `${two.url}/api/gigs/single/${gig._id}`;
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      for (let round = 1; round <= 20; round += 1) {
        // Both gigs are cached on process two, then changed behind the API's back.
        await json(single(liked));
        expect((await json<Gig>(single(kept))).body.title).toBe('Kept across processes');
        const behind = `Changed behind the API, round ${round}`;
        await database.query('UPDATE gigs SET title = $1 WHERE id = ANY($2::uuid[])', [behind, [liked._id, kept._id]]);
        const like = await call<{ likes: number }>(one.url, buyer, 'POST', `/api/gigs/${liked._id}/like`);
        const seen = (await json<Gig>(single(liked))).body;
        expect(seen.title).toBe(behind);
        expect(seen.likes).toBe(like.likes);
        expect((await json<Gig>(single(kept))).body.title).toBe('Kept across processes');
      }
    } finally {
      await database.end();
    }
  }, 120_000);

  test('sign-out and sign-out everywhere on process one end the sessions cached by process two at once', async () => {
    const person = await signUp(one.url);
    expect((await json(`${two.url}/api/auth/me`, person.cookie)).status).toBe(200);
    expect((await json(`${two.url}/api/auth/me`, person.cookie)).status).toBe(200);
    await write(`${one.url}/api/auth/logout`, person.cookie, 'POST');
    expect((await json(`${two.url}/api/auth/me`, person.cookie)).status).toBe(401);

    const everywhere = await signUp(two.url);
    expect((await json(`${two.url}/api/auth/me`, everywhere.cookie)).status).toBe(200);
    expect((await json(`${one.url}/api/auth/me`, everywhere.cookie)).status).toBe(200);
    await write(`${one.url}/api/auth/logout-all`, everywhere.cookie, 'POST');
    expect((await json(`${two.url}/api/auth/me`, everywhere.cookie)).status).toBe(401);
    expect((await json(`${one.url}/api/auth/me`, everywhere.cookie)).status).toBe(401);
  }, 120_000);
});
