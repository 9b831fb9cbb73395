import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import type { FuzzRoute, JsonSchema } from './fuzz-requests.ts';

/**
 * The app of the bad-input run: every route listed as Fastify registers it (buildApp's onRoute),
 * generous rate limits so that requests reach the handlers, no background timers (a timer's write
 * must not look like a refused request's), a tiny web build so that page paths are rendered, and
 * the server's error log kept so that a 500 is printed with its cause.
 */

/** Limits raised for the run: a refused attempt still counts, but the run must reach the handlers. */
const GENEROUS_LIMITS: Record<string, string> = {
  LOGIN_MAX_FAILURES_PER_USERNAME: '1000000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
  LOGIN_FIRST_DELAY_SECONDS: '1',
  LOGIN_MAX_DELAY_SECONDS: '1',
  ANONYMOUS_UPLOADS_PER_HOUR: '1000000',
  REGISTRATIONS_PER_HOUR: '1000000',
  IMAGE_UPLOADS_PER_HOUR_PER_ACCOUNT: '1000000',
  IMAGE_UPLOADS_PER_HOUR_PER_ADDRESS: '1000000',
  DOCUMENT_UPLOADS_PER_HOUR_PER_ACCOUNT: '1000000',
  DOCUMENT_UPLOADS_PER_HOUR_PER_ADDRESS: '1000000',
  LIVE_STREAMS_MAX: '100000',
};

export interface FuzzApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  routes: FuzzRoute[];
  /** The server's error log lines since the last call (a 500's cause). */
  takeErrorLog(): string[];
  close(): Promise<void>;
}

function toJsonSchema(schema: unknown): JsonSchema | null {
  if (!schema || typeof schema !== 'object') return null;
  if (schema instanceof z.ZodType) {
    try {
      return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    } catch {
      return {};
    }
  }
  return schema as JsonSchema;
}

/** One row per method and path, with the parts of the request its schema describes. */
export function fuzzRoutesOf(registered: RouteOptions[]): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const route of registered) {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const consumes = (schema.consumes as string[] | undefined) ?? [];
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        params: [...route.url.matchAll(/:([A-Za-z_]+)|\*/g)].map((m) => m[1] ?? '*'),
        body: toJsonSchema(schema.body),
        query: toJsonSchema(schema.querystring),
        // Uploads read their multipart stream in the handler; their schema has no body.
        multipart: consumes.includes('multipart/form-data') || /uploads$|files$/.test(route.url),
      });
    }
  }
  return routes;
}

export async function buildFuzzApp(database: DatabaseHandle, env: Record<string, string> = {}): Promise<FuzzApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-fuzz-'));
  const webDistDir = path.join(dataDir, 'web');
  await fs.mkdir(path.join(webDistDir, 'assets'), { recursive: true });
  await fs.writeFile(
    path.join(webDistDir, 'index.html'),
    '<!doctype html>\n<html><head>\n<title>Inkwell</title>\n</head><body><div id="root"></div></body></html>\n',
  );
  await fs.writeFile(path.join(webDistDir, 'assets', 'app.js'), 'console.log(1);\n');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: webDistDir,
    ...GENEROUS_LIMITS,
    ...env,
  });
  let errorLog: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      errorLog.push(String(chunk).trim());
      if (errorLog.length > 50) errorLog.shift();
      done();
    },
  });
  const registered: RouteOptions[] = [];
  const app = await buildApp({
    config,
    database,
    logger: { level: 'error', stream },
    onRoute: (route) => registered.push(route),
    payments: { sweepMs: 0, refundSweepMs: 0 },
    orders: { timerMs: 0 },
    settlements: { timerMs: 0 },
    // The sender would mark earlier mail sent while a refused request's tables are compared.
    mail: { pollMs: 0 },
    notifications: { digestSweepMs: 0 },
    // The world's delivered order is checked for originality after its commit: that check's writes
    // would land while a refused request's tables are compared.
    originality: { sweepMs: 0 },
  });
  await app.ready();
  return {
    app,
    database,
    routes: fuzzRoutesOf(registered),
    takeErrorLog: () => {
      const lines = errorLog;
      errorLog = [];
      return lines;
    },
    close: async () => {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every table of the public schema, read from the database itself (a new table is covered without a change here). */
export async function publicTables(db: Database): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(
      sql`SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public'
        AND table_type = 'BASE TABLE' ORDER BY 1`,
    ),
  );
  return rows.map((row) => row.name);
}

/** Per table: its row count and a checksum of every row's full text (order-independent). */
export type Snapshot = Map<string, string>;

/**
 * Columns any request of a signed-in person may write, whatever its answer: when a session was last
 * used (written at most once a minute, before the route has judged the request). A refused request
 * that only moved them changed nothing of anyone's data.
 */
const BOOKKEEPING: Record<string, string[]> = { sessions: ['last_seen_at'] };

/** A row's text as the snapshot hashes it: all of it, less the table's bookkeeping columns. */
function rowText(table: string): string {
  const skipped = BOOKKEEPING[table];
  return skipped ? `(to_jsonb(x) - ${skipped.map((column) => `'${column}'`).join(' - ')})::text` : 'x::text';
}

export async function snapshot(db: Database, tables: string[]): Promise<Snapshot> {
  const parts = tables.map(
    (table) =>
      `SELECT '${table}' AS t, count(*)::text || ':' || coalesce(md5(string_agg(md5(${rowText(table)}), ` +
      `'' ORDER BY md5(${rowText(table)}))), '-') AS h FROM public."${table.replaceAll('"', '""')}" x`,
  );
  const rows = rowsOf<{ t: string; h: string }>(await db.execute(sql.raw(parts.join(' UNION ALL '))));
  return new Map(rows.map((row) => [row.t, row.h]));
}

/**
 * Where the write-ahead log ends. Every committed change to a logged table writes to it first, so an
 * unchanged position means no table changed and the full snapshot can be skipped; a moved one (a
 * write, a rolled-back write, housekeeping) is settled by the full snapshot.
 */
export async function walPosition(db: Database): Promise<string> {
  const [row] = rowsOf<{ lsn: string }>(await db.execute(sql`SELECT pg_current_wal_lsn()::text AS lsn`));
  return row!.lsn;
}

/** The fast path above holds only for logged tables: true when every public table is one. */
export async function allTablesLogged(db: Database): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relpersistence <> 'p'`),
  );
  return rows[0]?.n === 0;
}

/** The tables whose count or checksum differ. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

/**
 * Real ids of every table with an `id` column (the newest first), the ids of the rows that name
 * each person in another uuid column (their gigs, bids, conversations...), and the stored upload names.
 */
export async function realIds(
  db: Database,
  tables: string[],
  people: string[],
): Promise<{ byTable: Map<string, string[]>; byPerson: Map<string, Map<string, string[]>>; uploadNames: string[] }> {
  const columns = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`SELECT table_name::text AS table, column_name::text AS column FROM information_schema.columns
      WHERE table_schema = 'public' AND (data_type = 'uuid' OR column_name = 'id') ORDER BY table_name, column_name`),
  );
  const byTable = new Map<string, string[]>();
  const byPerson = new Map(people.map((person) => [person, new Map([['users', [person]]])]));
  const withId = new Set(columns.filter((c) => c.column === 'id' && tables.includes(c.table)).map((c) => c.table));
  for (const table of withId) {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql.raw(`SELECT id::text AS id FROM public."${table}" ORDER BY ctid DESC LIMIT 12`)),
    );
    if (rows.length > 0)
      byTable.set(
        table,
        rows.map((row) => row.id),
      );
    const links = columns.filter((c) => c.table === table && c.column !== 'id').map((c) => `"${c.column}"::text`);
    if (links.length === 0 || people.length === 0) continue;
    const owned = rowsOf<{ id: string; person: string }>(
      await db.execute(
        sql.raw(`SELECT id::text AS id, p.person FROM public."${table}" x
        JOIN (VALUES ${people.map((person) => `('${person}')`).join(', ')}) AS p(person)
        ON p.person IN (${links.join(', ')}) LIMIT 200`),
      ),
    );
    for (const row of owned) {
      const mine = byPerson.get(row.person);
      if (mine && !mine.has(table)) mine.set(table, []);
      if (table !== 'users') mine?.get(table)?.push(row.id);
    }
  }
  const uploadNames = tables.includes('uploads')
    ? rowsOf<{ key: string }>(
        await db.execute(sql`SELECT storage_key AS key FROM uploads ORDER BY storage_key LIMIT 12`),
      ).map((row) => row.key)
    : [];
  return { byTable, byPerson, uploadNames };
}
