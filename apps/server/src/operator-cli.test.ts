import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.ts';
import { users } from './db/schema/users.ts';
import { withDatabase } from '../test/global-setup.ts';

/** `npm run operator -- <username>` on the database the server would use (DATA_DIR's PGlite folder, or DATABASE_URL). */

const cliFile = path.resolve(import.meta.dirname, 'operator-cli.ts');
const testDb = inject('testDb');

let env: Record<string, string>;
let open: () => Promise<DatabaseHandle>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (testDb.driver === 'pglite') {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-operator-'));
    const dump = await fs.readFile(testDb.dumpFile);
    await (await openPglite({ dataDir, loadDataDir: new Blob([dump], { type: 'application/x-gzip' }) })).close();
    env = { DATA_DIR: dataDir };
    open = () => openPglite({ dataDir });
    cleanup = () => fs.rm(dataDir, { recursive: true, force: true });
  } else {
    const name = `inkwell_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: testDb.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${testDb.template}`);
    const url = withDatabase(testDb.adminUrl, name);
    env = { DATABASE_URL: url };
    open = () => openPostgres(url, { max: 1 });
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await open();
  try {
    await database.db.insert(users).values({ id: randomUUID(), username: 'Ada.Lovelace', email: 'ada@example.com', passwordHash: 'not-a-real-hash' });
  } finally {
    await database.close();
  }
}, 60_000);
afterAll(() => cleanup());

const runCli = (...args: string[]) => runCliWith(env, ...args);

function runCliWith(target: Record<string, string>, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cliFile, ...args], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...target },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function isOperator(): Promise<boolean> {
  const database = await open();
  try {
    const [row] = await database.db.select({ isOperator: users.isOperator }).from(users).where(eq(users.username, 'Ada.Lovelace'));
    return row!.isOperator;
  } finally {
    await database.close();
  }
}

test('an unknown username exits 1 with a sentence and changes nothing; no username prints the usage', async () => {
  const unknown = await runCli('nobody.here');
  expect(unknown).toMatchObject({ code: 1, stdout: '' });
  expect(unknown.stderr).toContain('There is no account named "nobody.here"');
  const usage = await runCli();
  expect(usage.code).toBe(1);
  expect(usage.stderr).toContain('Usage: npm run operator -- <username>');
  expect(await isOperator()).toBe(false);
}, 60_000);

test('the flag is granted to the account (any letter case) and says so; a second time nothing changes', async () => {
  const granted = await runCli('ada.lovelace');
  expect(granted.code).toBe(0);
  expect(granted.stdout).toContain('Ada.Lovelace is now an operator');
  expect(await isOperator()).toBe(true);
  const again = await runCli('Ada.Lovelace');
  expect(again.code).toBe(0);
  expect(again.stdout).toContain('Ada.Lovelace is already an operator');
  expect(again.stdout).toContain('nothing changed');
  expect(await isOperator()).toBe(true);
}, 60_000);

test('a database it cannot open is refused with exit 1: a PGlite folder held by a running server, a PostgreSQL database that is not there', async () => {
  if (testDb.driver === 'pglite') {
    const database = await open();
    try {
      const locked = await runCli('Ada.Lovelace');
      expect(locked.code).toBe(1);
      expect(locked.stderr).toContain('Another Inkwell process');
    } finally {
      await database.close();
    }
  } else {
    const missing = await runCliWith({ DATABASE_URL: withDatabase(testDb.adminUrl, `inkwell_missing_${randomUUID().replaceAll('-', '')}`) }, 'Ada.Lovelace');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('The operator flag could not be set');
  }
  expect(await isOperator()).toBe(true);
}, 60_000);
