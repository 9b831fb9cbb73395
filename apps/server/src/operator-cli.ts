import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { users } from './db/schema/users.ts';
import { keepNewFilesPrivate } from './db/private-modes.ts';
import { notifyReadCaches } from './lib/read-cache-bus.ts';

/**
 * Grants the operator flag (docs/product.md#order-life: operators decide disputes) to the account
 * with this username (any letter case), from the command line only: the API never sets it. Answers
 * what happened and the account's exact username, or `unknown` when there is no such account.
 */
const say = (line: string) => process.stdout.write(`${line}\n`);

async function grantOperator(
  db: Database,
  username: string,
): Promise<{ result: 'granted' | 'already' | 'unknown'; username: string }> {
  const wanted = username.trim().toLowerCase();
  const [granted] = await db
    .update(users)
    .set({ isOperator: true, updatedAt: new Date() })
    .where(sql`lower(${users.username}) = ${wanted} AND NOT ${users.isOperator}`)
    .returning({ username: users.username });
  if (granted) return { result: 'granted', username: granted.username };
  const [existing] = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) = ${wanted}`);
  return existing
    ? { result: 'already', username: existing.username }
    : { result: 'unknown', username: username.trim() };
}

/**
 * `npm run operator -- <username>`: makes an existing account an operator, on the database the
 * server uses (DATABASE_URL, else the PGlite folder in DATA_DIR, which must not be in use by a
 * running server: PGlite takes one process at a time). Says what it did; exits 1 with a sentence
 * for a missing or unknown username, a bad configuration or a locked data folder.
 */
async function main(): Promise<number> {
  // It may open the embedded database and write to the data folder: its owner's alone (decision 024).
  keepNewFilesPrivate();
  const username = process.argv[2]?.trim() ?? '';
  if (!username || process.argv.length > 3) {
    console.error('Usage: npm run operator -- <username>');
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const { result, username: name } = await grantOperator(database.db, username);
    const where = database.kind === 'postgres' ? 'the PostgreSQL database' : `the database in ${config.dataDir}`;
    switch (result) {
      case 'granted':
        // Running servers forget the sessions they cached (decision 027): the flag counts from the next request.
        await notifyReadCaches(database.db, 'sessions');
        say(`${name} is now an operator (on ${where}): they can open /operator/disputes after signing in again.`);
        return 0;
      case 'already':
        say(`${name} is already an operator (on ${where}); nothing changed.`);
        return 0;
      case 'unknown':
        console.error(`There is no account named "${name}" on ${where}. The person must sign up first.`);
        return 1;
    }
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof DataDirLockedError
        ? error.message
        : `The operator flag could not be set: ${String(error)}`,
    );
    process.exit(1);
  },
);
