import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { makePrivate } from './private-modes.ts';
import { lockDataDir } from './lock.ts';
import * as assignmentsTables from './schema/assignments.ts';
import * as auditTables from './schema/audit.ts';
import * as authTables from './schema/auth.ts';
import * as conversationsTables from './schema/conversations.ts';
import * as eventsTables from './schema/events.ts';
import * as filesTables from './schema/files.ts';
import * as gigsTables from './schema/gigs.ts';
import * as jurisdictionsTables from './schema/jurisdictions.ts';
import * as kernelTables from './schema/kernel.ts';
import * as ledgerTables from './schema/ledger.ts';
import * as mailTables from './schema/mail.ts';
import * as messagesTables from './schema/messages.ts';
import * as notificationsTables from './schema/notifications.ts';
import * as orderLifeTables from './schema/order-life.ts';
import * as originalityTables from './schema/originality.ts';
import * as payoutsTables from './schema/payouts.ts';
import * as reportsTables from './schema/reports.ts';
import * as reviewsTables from './schema/reviews.ts';
import * as uploadsTables from './schema/uploads.ts';
import * as usersTables from './schema/users.ts';

/** Every table, one file per owning feature in db/schema/ (owners.ts names each table's owner). */
export const schema = {
  ...assignmentsTables,
  ...auditTables,
  ...authTables,
  ...conversationsTables,
  ...eventsTables,
  ...filesTables,
  ...gigsTables,
  ...jurisdictionsTables,
  ...kernelTables,
  ...ledgerTables,
  ...mailTables,
  ...messagesTables,
  ...notificationsTables,
  ...orderLifeTables,
  ...originalityTables,
  ...payoutsTables,
  ...reportsTables,
  ...reviewsTables,
  ...uploadsTables,
  ...usersTables,
};

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** Either the database or a transaction of it: repositories accept both. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (safe to call from several processes at once). */
  migrate(): Promise<void>;
  /** Checks that the database answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * The connection pool's use, for the metrics: PostgreSQL's pool (its connections, those idle, the
   * queries waiting for one, its size); PGlite is one connection in the process, a fixed pool of one
   * whose queries queue inside PGlite (not counted here).
   */
  poolUse(): PoolUse;
  /**
   * LISTENs on a channel: `onPayload` gets each NOTIFY payload, from this process or any other on
   * the same database. On PostgreSQL the listening connection is its own and comes back by itself
   * after a loss; `onReconnect` then says that notifications may have been missed meanwhile.
   * Resolves to a function that stops listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /** The embedded database itself, for PGlite only (tests clone it with dumpDataDir). */
  pglite?: PGlite;
}

export interface PoolUse {
  total: number;
  idle: number | null;
  waiting: number | null;
  max: number;
}

export interface NotificationHandlers {
  onPayload(payload: string): void;
  onReconnect(): void;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');
const MIGRATION_LOCK_KEY = 727_001;

export const pgliteExtensions = { pg_trgm };

/**
 * PGlite's defaults plus a smaller buffer pool (decision 030). The embedded database's pages live
 * in WebAssembly memory, which only ever grows: PostgreSQL's default 128 MB of shared buffers made
 * about 110 MB of a server's resident memory, for data the operating system caches anyway (PGlite
 * reads its files through it). 16 MB holds the demo data's hot pages; reads measured no slower.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** True when DATA_DIR already holds a PGlite database (its files are in DATA_DIR/db). */
export function pgliteDatabaseExists(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'));
}

/** A PGlite database: in memory when dataDir is undefined, else persisted and locked. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<DatabaseHandle> {
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  const folder = options.dataDir ? path.join(options.dataDir, 'db') : undefined;
  try {
    const client = await PGlite.create({
      dataDir: folder,
      loadDataDir: options.loadDataDir,
      extensions: pgliteExtensions,
      startParams: PGLITE_START_PARAMS,
    });
    // PGlite unpacks a new database with 0666 files whatever the umask (private-modes.ts).
    if (folder) await makePrivate([folder]);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      pglite: client,
      migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await client.query('SELECT 1');
      },
      poolUse: () => ({ total: client.closed ? 0 : 1, idle: null, waiting: null, max: 1 }),
      listen: async (channel, handlers) => {
        const stop = await client.listen(channel, (payload) => handlers.onPayload(payload));
        return async () => {
          if (!client.closed) await stop();
        };
      },
      close: async () => {
        try {
          await client.close();
          // And the files it made while open (a new WAL segment is 0666 too).
          if (folder) await makePrivate([folder]);
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The PostgreSQL driver and its drizzle adapter load when a PostgreSQL database is opened, not at
 * start (decision 030): the embedded server never needs their ~3 MB of JavaScript heap.
 */
async function loadPostgresDriver() {
  const [{ default: driver }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { pg: driver, drizzlePg: drizzle, migratePg: migrate };
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<DatabaseHandle> {
  const { pg, drizzlePg, migratePg } = await loadPostgresDriver();
  const max = options.max ?? 10;
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    listen: (channel, handlers) => listenPostgres(pg, url, channel, handlers),
    close: () => pool.end(),
  };
}

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/** A dedicated connection (not a pool's) that LISTENs, and connects again with backoff when it is lost. */
async function listenPostgres(
  driver: typeof pg,
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;

  const connect = async (): Promise<pg.Client> => {
    const client = new driver.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    client.on('error', () => {
      // The connection was lost; 'end' follows and schedules the next attempt.
    });
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      if (!stopped) scheduleReconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    return client;
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(async () => {
      try {
        const client = await connect();
        if (stopped) return void (await client.end().catch(() => {}));
        current = client;
        delay = RECONNECT_MIN_MS;
        handlers.onReconnect();
      } catch {
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        if (!stopped) scheduleReconnect();
      }
    }, delay);
    retryTimer.unref();
  };

  current = await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}
