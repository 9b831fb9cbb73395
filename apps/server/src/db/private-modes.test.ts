import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { openPglite } from './client.ts';
import { lockDataDir } from './lock.ts';
import { makePrivate, privateFoldersOf } from './private-modes.ts';

/**
 * Decision 024: what Inkwell keeps on disk is 0600 in 0700 folders. Each writer gives its modes
 * explicitly, so they hold even under umask 000 (set here for the test, as a careless service
 * manager would); an older folder is made private by one walk that counts what it changed.
 */
let root: string;
let startUmask: number;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-private-modes-'));
  // Read by setting it (a bare process.umask() is deprecated), then put back.
  startUmask = process.umask(0o022);
  process.umask(startUmask);
});
afterEach(() => {
  process.umask(startUmask);
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const modeOf = async (file: string) => (await fs.lstat(file)).mode & 0o777;

/** Every path under `folder` (itself included) with its mode, symbolic links left out. */
async function modesUnder(folder: string): Promise<Map<string, number>> {
  const modes = new Map<string, number>([[folder, await modeOf(folder)]]);
  for (const entry of await fs.readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    modes.set(file, await modeOf(file));
  }
  return modes;
}

async function expectAllPrivate(folder: string) {
  const open: string[] = [];
  for (const [file, mode] of await modesUnder(folder)) {
    const isDir = (await fs.lstat(file)).isDirectory();
    if (mode !== (isDir ? 0o700 : 0o600)) open.push(`${mode.toString(8)} ${path.relative(folder, file) || '.'}`);
  }
  expect(open).toEqual([]);
}

describe('makePrivate', () => {
  test("takes the group's and others' rights from an older folder, once, saying how many paths changed", async () => {
    const data = path.join(root, 'older');
    await fs.mkdir(path.join(data, 'mail', 'deep'), { recursive: true });
    await fs.writeFile(path.join(data, 'mail', 'reset.eml'), 'link');
    await fs.writeFile(path.join(data, 'mail', 'deep', 'a.json'), '{}');
    await fs.writeFile(path.join(data, 'kept.txt'), 'already private');
    await fs.writeFile(path.join(data, 'run.sh'), '#!/bin/sh\n');
    const outside = path.join(root, 'outside.txt');
    await fs.writeFile(outside, 'not ours');
    await fs.chmod(outside, 0o644);
    await fs.symlink(outside, path.join(data, 'link-out'));
    for (const dir of [data, path.join(data, 'mail'), path.join(data, 'mail', 'deep')]) await fs.chmod(dir, 0o777);
    await fs.chmod(path.join(data, 'mail', 'reset.eml'), 0o666);
    await fs.chmod(path.join(data, 'mail', 'deep', 'a.json'), 0o644);
    await fs.chmod(path.join(data, 'kept.txt'), 0o600);
    await fs.chmod(path.join(data, 'run.sh'), 0o755);

    // Three folders and three files were open; kept.txt was not; the link and what it leads to are left alone.
    expect(await makePrivate([data, path.join(data, 'mail'), `${data}/`])).toBe(6);
    expect(await modeOf(data)).toBe(0o700);
    expect(await modeOf(path.join(data, 'mail', 'deep'))).toBe(0o700);
    expect(await modeOf(path.join(data, 'mail', 'reset.eml'))).toBe(0o600);
    expect(await modeOf(path.join(data, 'mail', 'deep', 'a.json'))).toBe(0o600);
    expect(await modeOf(path.join(data, 'run.sh'))).toBe(0o700);
    expect(await modeOf(outside)).toBe(0o644);
    expect(await makePrivate([data])).toBe(0);
  });

  test('a folder that does not exist yet is nothing to change', async () => {
    expect(await makePrivate([path.join(root, 'not-yet')])).toBe(0);
  });

  test('the folders kept on this machine: the data folder, and the file stores outside it when on disk', () => {
    const inside = { dataDir: '/srv/data', uploadsDir: '/srv/data/uploads', privateFilesDir: '/srv/data/files' };
    expect(privateFoldersOf({ ...inside, s3: null })).toEqual(['/srv/data']);
    const apart = { dataDir: '/srv/data', uploadsDir: '/srv/up', privateFilesDir: '/srv/private' };
    expect(privateFoldersOf({ ...apart, s3: null })).toEqual(['/srv/data', '/srv/private', '/srv/up']);
    expect(privateFoldersOf({ ...apart, s3: {} })).toEqual(['/srv/data']);
  });
});

describe('under umask 000, what Inkwell writes is still private', () => {
  test('the lock makes the data folder 0700 and its pid file 0600', async () => {
    process.umask(0);
    const data = path.join(root, 'locked', 'data');
    const release = lockDataDir(data);
    try {
      expect(await modeOf(data)).toBe(0o700);
      expect(await modeOf(path.join(data, 'inkwell.pid'))).toBe(0o600);
    } finally {
      release();
    }
  });

  test("the embedded database's files, which PGlite unpacks 0666: private once open, and once closed", async () => {
    process.umask(0);
    const data = path.join(root, 'pglite');
    const database = await openPglite({ dataDir: data });
    try {
      await expectAllPrivate(data);
      await database.pglite!.query('CREATE TABLE private_modes_check (id int, note text)');
      await database.pglite!.query(
        "INSERT INTO private_modes_check SELECT g, repeat('x', 500) FROM generate_series(1, 5000) g",
      );
      await database.pglite!.query('CHECKPOINT');
    } finally {
      await database.close();
    }
    await expectAllPrivate(data);
    expect((await modesUnder(path.join(data, 'db'))).size).toBeGreaterThan(900);
  });
});
