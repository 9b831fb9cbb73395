import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { MIGRATIONS_DIR } from '../../db/client.ts';

/**
 * Readiness (decision 042): whether this process should get traffic. Not ready while the
 * committed migrations are not all applied (another process may be migrating), while the database
 * does not answer, and once the process is draining (SIGTERM). The database's part is one cheap
 * query, kept for `cacheMs` and shared by probes that arrive meanwhile, so probes cannot load it.
 */

export type DatabaseState = 'ready' | 'migrating' | 'unreachable';

/** How many migrations the code ships (drizzle's journal); the database's table must count as many. */
export function shippedMigrations(folder = MIGRATIONS_DIR): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** PostgreSQL's "no such table" and "no such schema": drizzle's table is not there yet. */
const NOT_MIGRATED = new Set(['42P01', '3F000']);

function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export interface Readiness {
  /** Set by the shutdown (lib/shutdown.ts): answers are 503 from then on. */
  draining: boolean;
  databaseState(): Promise<DatabaseState>;
}

export function createReadiness(
  db: Database,
  { cacheMs = 1_000, expected = shippedMigrations() }: { cacheMs?: number; expected?: number } = {},
): Readiness {
  let checked: { at: number; state: Promise<DatabaseState> } | null = null;
  const check = async (): Promise<DatabaseState> => {
    try {
      const result = await db.execute<{ applied: number }>(
        sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: { applied: number }[] }).rows) as {
        applied: number;
      }[];
      return (rows[0]?.applied ?? 0) >= expected ? 'ready' : 'migrating';
    } catch (error) {
      return NOT_MIGRATED.has(sqlStateOf(error) ?? '') ? 'migrating' : 'unreachable';
    }
  };
  return {
    draining: false,
    databaseState() {
      const now = Date.now();
      if (checked === null || now - checked.at >= cacheMs) checked = { at: now, state: check() };
      return checked.state;
    },
  };
}
