import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compiledProgram, type CompiledProgram } from '../../../../tools/build-server.ts';
import { DEMO_PASSWORD } from '../demo/seed-data.ts';
import { lockDataDir } from '../db/lock.ts';
import { MINIMAL_PDF, MULTIPART_CONTENT_TYPE, multipartBody } from '../../test/fixtures/files.ts';
import { startServer, type ServerProcess } from '../../test/fixtures/processes.ts';

/**
 * Backups (decision 043): `npm run backup` while a server runs on demo data, `npm run
 * restore` into an empty DATA_DIR, and a server started on it reads the same gigs, people and
 * private file. The commands are the compiled CLI production runs (tools/build-server.ts).
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const folders: string[] = [];
const servers: ServerProcess[] = [];
let cli = '';
let program: CompiledProgram | undefined;

beforeAll(async () => {
  const outdir = path.join(repoRoot, '.tmp', 'servers');
  program = await compiledProgram('backup-cli', { outdir, suffix: `-${process.pid}-${Date.now()}` });
  cli = program.file;
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })));
  program?.remove();
});

async function folder(name: string): Promise<string> {
  const made = await fs.mkdtemp(path.join(os.tmpdir(), `inkwell-${name}-`));
  folders.push(made);
  return made;
}

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [cli, ...args], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

interface Seen {
  gigs: unknown;
  user: unknown;
  file: Buffer;
}

async function read(url: string, userId: string, fileId: string, cookie: string): Promise<Seen> {
  const gigs = await (await fetch(`${url}/api/gigs?sort=createdAt`)).json();
  const user = await (await fetch(`${url}/api/users/${userId}`)).json();
  const file = await fetch(`${url}/api/files/${fileId}`, { headers: { cookie } });
  expect(file.status).toBe(200);
  return { gigs, user, file: Buffer.from(await file.arrayBuffer()) };
}

async function signIn(url: string, username: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('inkwell_session='))!;
}

describe.runIf(process.env.TEST_DB !== 'pg')('backup and restore of the embedded database', () => {
  test(
    'a backup made while the server runs on demo data restores into an empty ' +
      'DATA_DIR, and a server on it reads the same gigs, people and private file',
    async () => {
      const dataDir = await folder('backup-live');
      const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' }, 180_000);
      servers.push(server);
      const listed = (await (await fetch(`${server.url}/api/gigs?sort=createdAt`)).json()) as {
        items: { userId: string }[];
      };
      expect(listed.items.length).toBeGreaterThan(0);
      const sellerId = listed.items[0]!.userId;
      const seller = (await (await fetch(`${server.url}/api/users/${sellerId}`)).json()) as { username: string };
      const cookie = await signIn(server.url, seller.username);
      const uploaded = await fetch(`${server.url}/api/files`, {
        method: 'POST',
        headers: { cookie, 'content-type': MULTIPART_CONTENT_TYPE },
        body: multipartBody([{ field: 'file', filename: 'thesis.pdf', type: 'application/pdf', data: MINIMAL_PDF }]),
      });
      expect(uploaded.status).toBe(201);
      const fileId = ((await uploaded.json()) as { _id: string })._id;
      const before = await read(server.url, sellerId, fileId, cookie);

      const backups = await folder('backups');
      const archive = path.join(backups, 'inkwell.tar.gz');
      const made = await runCli(['backup', '--to', archive], { DATA_DIR: dataDir });
      expect(made.output).toContain(`Backup written to ${archive} by the running server`);
      expect(made.code).toBe(0);
      expect(made.output).toMatch(/files: \d+ uploads, [1-9]\d* private files/);
      expect(server.output()).toContain('backup written');
      // The server kept answering meanwhile, and a second backup to the same file is refused.
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
      const again = await runCli(['backup', '--to', archive], { DATA_DIR: dataDir });
      expect(again).toEqual({ code: 1, output: `${archive} exists already; give a new file name.\n` });

      // Restore refuses a DATA_DIR in use (not empty), then fills an empty one.
      const refused = await runCli(['restore', '--from', archive], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`DATA_DIR (${dataDir}) is not empty: restore fills an empty folder only`);
      const restoredDir = path.join(await folder('restored'), 'data');
      const restored = await runCli(['restore', '--from', archive], { DATA_DIR: restoredDir });
      expect(restored.output).toContain(`Restored the backup of`);
      expect(restored.code).toBe(0);

      await server.stop();
      const second = await startServer({ DATA_DIR: restoredDir, SEED_DEMO_DATA: 'true' }, 120_000);
      servers.push(second);
      const after = await read(second.url, sellerId, fileId, await signIn(second.url, seller.username));
      expect(after.gigs).toEqual(before.gigs);
      expect(after.user).toEqual(before.user);
      expect(after.file.equals(MINIMAL_PDF)).toBe(true);
      expect(after.file.equals(before.file)).toBe(true);
      // The demo's pictures came back too: a gig's cover is served from the restored uploads.
      const cover = (before.gigs as { items: { cover: string }[] }).items[0]!.cover;
      expect((await fetch(`${second.url}${cover}`)).status).toBe(200);
      await second.stop();

      // With no server running, the command opens the data folder itself, into a folder this time.
      const offline = path.join(backups, 'offline');
      const stopped = await runCli(['backup', '--to', offline], { DATA_DIR: restoredDir });
      expect(stopped.output).toContain(`Backup written to ${offline} by the backup command (no server was running)`);
      expect(JSON.parse(await fs.readFile(path.join(offline, 'inkwell-backup.json'), 'utf8'))).toMatchObject({
        format: 1,
        madeBy: 'offline',
      });
    },
    300_000,
  );

  test(
    'says exactly why it cannot: a folder held by a process that ' +
      'does not answer, no database, DATABASE_URL, an unfinished backup',
    async () => {
      const dataDir = await folder('backup-held');
      await fs.mkdir(path.join(dataDir, 'db'));
      await fs.writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '18\n');
      const release = lockDataDir(dataDir);
      try {
        const held = await runCli(['backup', '--to', path.join(dataDir, '..', 'held-backup')], { DATA_DIR: dataDir });
        expect(held.code).toBe(1);
        expect(held.output).toContain(
          `Another Inkwell process (pid ${process.pid}) is already using the ` +
            `data folder ${dataDir}. It does not answer on ${dataDir}/backup.sock`,
        );
      } finally {
        release();
      }
      const empty = await folder('backup-empty');
      expect(await runCli(['backup', '--to', path.join(empty, 'x')], { DATA_DIR: empty })).toEqual({
        code: 1,
        output: `There is no database to back up in DATA_DIR (${empty}: no db/PG_VERSION).\n`,
      });
      const postgres = await runCli(['backup'], {
        DATA_DIR: empty,
        DATABASE_URL: 'postgres://inkwell@127.0.0.1:1/inkwell',
      });
      expect(postgres.code).toBe(1);
      expect(postgres.output).toContain(
        'DATABASE_URL is set: the database is a PostgreSQL server, ' +
          'which this command does not backup. Use pg_dump and pg_restore',
      );
      const unfinished = await folder('unfinished');
      await fs.writeFile(path.join(unfinished, 'database.tar.gz'), 'partial');
      const target = path.join(await folder('restore-target'), 'data');
      expect(await runCli(['restore', '--from', unfinished], { DATA_DIR: target })).toEqual({
        code: 1,
        output: `${unfinished} has no inkwell-backup.json: it is not an Inkwell backup, or an unfinished one.\n`,
      });
      expect((await runCli(['backup', '--to'], { DATA_DIR: empty })).output).toContain('Usage: npm run backup');
    },
  );
});
