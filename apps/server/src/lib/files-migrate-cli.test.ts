import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { compiledProgram } from '../../../../tools/build-server.ts';
import { S3_SDK_ENV, startTestBucket, type TestBucket } from '../../test/fixtures/s3.ts';
import { readAll } from './file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

/**
 * `npm run files:migrate` (decision 041), compiled as `npm run build` compiles it and run with node
 * alone, copying a disk store into a real S3-compatible bucket on 127.0.0.1.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
let bucket: TestBucket;
let cli: string;
let buildDir: string;
let dataDir: string;
beforeAll(async () => {
  bucket = await startTestBucket();
  buildDir = path.join(repoRoot, '.tmp', 'servers', `files-migrate-${process.pid}-${Date.now()}`);
  cli = (await compiledProgram('files-migrate-cli', { outdir: buildDir, suffix: '' })).file;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-migrate-'));
}, 60_000);
afterAll(async () => {
  await bucket.stop();
  await fs.rm(buildDir, { recursive: true, force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
});

function migrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [cli], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const write = async (folder: string, name: string, data: Buffer) => {
  await fs.mkdir(path.join(dataDir, folder), { recursive: true });
  await fs.writeFile(path.join(dataDir, folder, name), data);
};

test('copies every picture and private file into the bucket once, skips those there at equal size', async () => {
  const picture = `${randomUUID()}.webp`;
  const variant = `${picture.slice(0, 36)}.w320`;
  const thesis = `${randomUUID()}.pdf`;
  const notes = `${randomUUID()}.txt`;
  await write('uploads', picture, Buffer.alloc(2048, 1));
  await write('uploads', variant, Buffer.alloc(512, 2));
  await write('uploads', `${picture}.123.tmp`, Buffer.from('half written'));
  await write('files', thesis, Buffer.from('%PDF-1.7 thesis'));
  await write('files', notes, Buffer.from('notes'));

  const first = await migrate(bucket.env);
  expect(first.code, first.output).toBe(0);
  expect(first.output).toContain(
    `Copying the files on disk into the bucket ${bucket.settings.bucket} at ${bucket.settings.endpoint}:`,
  );
  expect(first.output).toMatch(
    /pictures and gig documents \(.*uploads -> uploads\/\): 2 copied \(0\.0 MB\), 0 already there, 1 ignored/,
  );
  expect(first.output).toMatch(
    /private files \(.*files -> files\/\): 2 copied \(0\.0 MB\), 0 already there, 0 ignored/,
  );

  const uploads = s3FileStore(bucket.settings, 'uploads/');
  const privateFiles = s3FileStore(bucket.settings, 'files/');
  expect(await readAll((await uploads.get(picture))!.stream)).toEqual(Buffer.alloc(2048, 1));
  expect(await uploads.sizeOf(variant)).toBe(512);
  expect((await readAll((await privateFiles.get(thesis))!.stream)).toString()).toBe('%PDF-1.7 thesis');
  expect(await uploads.sizeOf(thesis)).toBeNull();
  expect(await privateFiles.sizeOf(picture)).toBeNull();

  const again = await migrate(bucket.env);
  expect(again.code, again.output).toBe(0);
  expect(again.output).toMatch(/pictures and gig documents .*: 0 copied \(0\.0 MB\), 2 already there, 1 ignored/);
  expect(again.output).toMatch(/private files .*: 0 copied \(0\.0 MB\), 2 already there, 0 ignored/);

  // A file that differs in the bucket (a copy cut short) is copied again.
  await privateFiles.put(notes, Buffer.from('no'));
  const repaired = await migrate(bucket.env);
  expect(repaired.output).toMatch(/private files .*: 1 copied \(0\.0 MB\), 1 already there, 0 ignored/);
  expect((await readAll((await privateFiles.get(notes))!.stream)).toString()).toBe('notes');
}, 60_000);

test('without S3_BUCKET it says what to set and exits 1', async () => {
  const run = await migrate({});
  expect(run.code).toBe(1);
  expect(run.output).toContain('set S3_BUCKET and S3_REGION');
});

test('a bucket that cannot be reached is a failure with a sentence, exit 1', async () => {
  await write('files', `${randomUUID()}.pdf`, Buffer.from('%PDF-1.7'));
  const run = await migrate({ ...bucket.env, S3_ENDPOINT: 'http://127.0.0.1:9', ...S3_SDK_ENV });
  expect(run.code).toBe(1);
  expect(run.output).toContain('The files could not all be copied (run it again to copy the rest)');
}, 30_000);
