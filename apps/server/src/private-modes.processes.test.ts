import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { compiledProgram, type CompiledProgram } from '../../../tools/build-server.ts';
import { MINIMAL_PDF, MULTIPART_CONTENT_TYPE, multipartBody } from '../test/fixtures/files.ts';
import { signUp, startServer, type ServerProcess } from '../test/fixtures/processes.ts';
import { withDatabase } from '../test/global-setup.ts';

/**
 * Decision 024: the compiled server and the backup command, started under umask 000 (as a careless
 * service manager would), keep everything they write private: the data folder and every folder in
 * it 0700, every file 0600 (the embedded database's, kept mail with its links, private files,
 * backups). A folder an older version left open is made private at the next start, which says so
 * once, with the count of paths it changed; a start that changes nothing says nothing.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const onPostgres = process.env.TEST_DB === 'pg';
const folders: string[] = [];
const servers: ServerProcess[] = [];
let work: string;
let preload: string;
let probe: string;
let databaseEnv: Record<string, string> = {};
let dropDatabase = async () => {};
let backupCli: CompiledProgram | undefined;

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-private-modes-'));
  folders.push(work);
  // Loaded before the program (NODE_OPTIONS --import): the process starts with umask 000, and
  // writes a file to show it (0666 under that umask).
  preload = path.join(work, 'umask-000.mjs');
  probe = path.join(work, 'umask-probe');
  await fs.writeFile(
    preload,
    [
      "import fs from 'node:fs';",
      'process.umask(0);',
      "if (process.env.UMASK_PROBE) fs.writeFileSync(process.env.UMASK_PROBE, '');",
    ].join('\n'),
  );
  if (onPostgres) {
    const testDb = inject('testDb');
    if (testDb.driver !== 'pg') throw new Error('the PostgreSQL lane needs TEST_DATABASE_URL');
    const name = `inkwell_modes_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: testDb.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${testDb.template}`);
    databaseEnv = { DATABASE_URL: withDatabase(testDb.adminUrl, name) };
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const outdir = path.join(repoRoot, '.tmp', 'servers');
    backupCli = await compiledProgram('backup-cli', { outdir, suffix: `-${process.pid}-${Date.now()}` });
  }
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await dropDatabase();
  backupCli?.remove();
  await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })));
});

const underUmask000 = () => ({ NODE_OPTIONS: `--import=${preload}`, UMASK_PROBE: probe });

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServer({ DATA_DIR: dataDir, ...databaseEnv, ...underUmask000() }, 180_000);
  servers.push(server);
  return server;
}

/** Every path under `folder` (itself included) that is not its owner's alone, as "mode path". */
async function openPaths(folder: string, skip: (relative: string) => boolean = () => false): Promise<string[]> {
  const open: string[] = [];
  const check = async (file: string) => {
    const stat = await fs.lstat(file).catch(() => null);
    if (!stat || stat.isSymbolicLink() || stat.isSocket()) return;
    const relative = path.relative(folder, file) || '.';
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== wanted && !(skip(relative) && !stat.isDirectory()))
      open.push(`${(stat.mode & 0o777).toString(8)} ${relative}`);
    if (stat.isDirectory()) for (const name of await fs.readdir(file)) await check(path.join(file, name));
  };
  await check(folder);
  return open;
}

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function runBackup(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [backupCli!.file, ...args], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...underUmask000(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Opens every folder and file under `folder` to everyone, as an older version left them; answers how many. */
async function openToEveryone(folder: string): Promise<number> {
  let count = 0;
  const open = async (file: string) => {
    const stat = await fs.lstat(file);
    if (stat.isSymbolicLink() || stat.isSocket()) return;
    await fs.chmod(file, stat.isDirectory() ? 0o777 : 0o666);
    count += 1;
    if (stat.isDirectory()) for (const name of await fs.readdir(file)) await open(path.join(file, name));
  };
  await open(folder);
  return count;
}

const MADE_PRIVATE = 'private to their owner';

describe(`the data folder on disk (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let dataDir: string;

  test('a server started under umask 000 keeps its data folder 0700 and every file in it 0600', async () => {
    dataDir = path.join(work, 'data');
    const server = await start(dataDir);
    expect((await fs.lstat(probe)).mode & 0o777).toBe(0o666);
    const person = await signUp(server.url);
    // Registration mails a verification link: kept as .eml and .json files under DATA_DIR/mail.
    await until('the kept verification mail', async () => {
      const names = await fs.readdir(path.join(dataDir, 'mail')).catch(() => []);
      return names.some((name) => name.endsWith('.json')) ? true : undefined;
    });
    const uploaded = await fetch(`${server.url}/api/files`, {
      method: 'POST',
      headers: { cookie: person.cookie, 'content-type': MULTIPART_CONTENT_TYPE },
      body: multipartBody([{ field: 'file', filename: 'thesis.pdf', type: 'application/pdf', data: MINIMAL_PDF }]),
    });
    expect(uploaded.status).toBe(201);
    expect((await fs.readdir(path.join(dataDir, 'files'))).length).toBe(1);

    // While it runs: every folder is 0700 and every file 0600, but for the files the embedded
    // database makes as it runs (a new WAL segment), which its 0700 folders keep from anyone else.
    expect(await openPaths(dataDir, (relative) => relative.startsWith(`db${path.sep}`))).toEqual([]);

    if (backupCli) {
      const archive = path.join(work, 'backups', 'nested', 'inkwell.tar.gz');
      const made = await runBackup(['backup', '--to', archive], { DATA_DIR: dataDir });
      expect(made.output).toContain(`Backup written to ${archive} by the running server`);
      expect((await fs.stat(archive)).mode & 0o777).toBe(0o600);
      expect(await openPaths(path.join(work, 'backups'))).toEqual([]);
      const inFolder = path.join(work, 'backup-folder');
      expect((await runBackup(['backup', '--to', inFolder], { DATA_DIR: dataDir })).code).toBe(0);
      expect(await openPaths(inFolder)).toEqual([]);
      expect((await fs.readdir(path.join(inFolder, 'files'))).length).toBe(1);
      // A restore unpacks the archive into a new DATA_DIR: private too, PGlite's files included.
      const restored = path.join(work, 'restored', 'data');
      const restore = await runBackup(['restore', '--from', archive], { DATA_DIR: restored });
      expect(restore.output).toContain('Restored the backup of');
      expect(await openPaths(restored)).toEqual([]);
    }

    expect(await server.stop()).toBe(0);
    expect(await openPaths(dataDir)).toEqual([]);
    expect(server.output()).not.toContain(MADE_PRIVATE);
  }, 300_000);

  test('an older data folder open to everyone is made private at start, said once with the count', async () => {
    const opened = await openToEveryone(dataDir);
    expect(opened).toBeGreaterThan(onPostgres ? 5 : 900);
    const server = await start(dataDir);
    const said = server
      .output()
      .split('\n')
      .filter((line) => line.includes(MADE_PRIVATE));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(`made ${opened} files and folders in ${dataDir} ${MADE_PRIVATE}`);
    expect(JSON.parse(said[0]!)).toMatchObject({ level: 40, changed: opened });
    expect(await openPaths(dataDir, (relative) => relative.startsWith(`db${path.sep}`))).toEqual([]);
    expect(await server.stop()).toBe(0);
    expect(await openPaths(dataDir)).toEqual([]);

    // Nothing left to change: the next start says nothing about it.
    const again = await start(dataDir);
    expect(again.output()).not.toContain(MADE_PRIVATE);
    expect(await again.stop()).toBe(0);
  }, 300_000);
});
