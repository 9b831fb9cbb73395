import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { S3_SDK_ENV } from '../../test/fixtures/s3.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { localFileStore } from './file-store.ts';
import { fileStoresOf } from './file-stores.ts';

/**
 * Decision 041: S3_BUCKET puts both stores in a bucket; half a bucket configuration stops the server with a message.
 */

let dataDir: string;
beforeAll(async () => {
  // The bucket stores made here send no request; the SDK still reads its environment.
  Object.assign(process.env, S3_SDK_ENV);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-stores-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('the S3 settings', () => {
  test('no S3_BUCKET: files stay on disk, in the two folders', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.s3).toBeNull();
    const stores = fileStoresOf(config);
    expect(stores.uploads.signedUrl).toBeUndefined();
    expect(stores.privateFiles.signedUrl).toBeUndefined();
  });

  test(
    'S3_BUCKET and S3_REGION: both stores in the bucket, AWS itself ' +
      'unless S3_ENDPOINT, virtual-hosted unless S3_FORCE_PATH_STYLE',
    () => {
      expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'inkwell-files', S3_REGION: 'eu-west-3' }).s3).toEqual({
        bucket: 'inkwell-files',
        region: 'eu-west-3',
        endpoint: undefined,
        forcePathStyle: false,
      });
      const config = loadConfig({
        DATA_DIR: dataDir,
        S3_BUCKET: 'inkwell.files',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: 'https://minio.internal:9000',
        S3_FORCE_PATH_STYLE: 'true',
      });
      expect(config.s3).toEqual({
        bucket: 'inkwell.files',
        region: 'us-east-1',
        endpoint: 'https://minio.internal:9000',
        forcePathStyle: true,
      });
      const stores = fileStoresOf(config);
      expect(typeof stores.uploads.signedUrl).toBe('function');
      expect(typeof stores.privateFiles.signedUrl).toBe('function');
    },
  );

  test('a setting without S3_BUCKET stops the server, naming what is set', () => {
    expect(() => loadConfig({ S3_REGION: 'us-east-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_REGION: 'us-east-1' })).toThrow(/S3_REGION is set but S3_BUCKET is not/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })).toThrow(
      /S3_ENDPOINT, S3_FORCE_PATH_STYLE are set but S3_BUCKET is not/,
    );
  });

  test('S3_BUCKET without S3_REGION stops the server', () => {
    expect(() => loadConfig({ S3_BUCKET: 'inkwell-files' })).toThrow(/S3_BUCKET needs S3_REGION/);
  });

  test.each([
    ['S3_BUCKET', 'Inkwell_Files', /S3_BUCKET="Inkwell_Files": must be a bucket name/],
    ['S3_BUCKET', 'ab', /S3_BUCKET="ab": must be a bucket name/],
    ['S3_REGION', 'eu west', /S3_REGION="eu west": must be a region name/],
    ['S3_ENDPOINT', 'minio:9000', /S3_ENDPOINT="minio:9000": must be a full address/],
    ['S3_ENDPOINT', 'ftp://minio.internal', /S3_ENDPOINT="ftp:\/\/minio.internal": must be a full address/],
    ['S3_FORCE_PATH_STYLE', 'maybe', /S3_FORCE_PATH_STYLE="maybe": must be true or false/],
  ])('%s=%s is refused with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ S3_BUCKET: 'inkwell-files', S3_REGION: 'us-east-1', [name]: value })).toThrow(message);
  });
});

describe('files on disk are private (decision 024)', () => {
  test('the store makes its folder 0700 and each file 0600, even under umask 000', async () => {
    const dir = path.join(dataDir, 'private', 'files');
    const before = process.umask(0);
    try {
      const store = localFileStore(dir);
      await store.put('01900000-0000-7000-8000-000000000001.pdf', Buffer.from('%PDF-1.4'));
    } finally {
      process.umask(before);
    }
    for (const folder of [path.join(dataDir, 'private'), dir]) expect((await fs.stat(folder)).mode & 0o777).toBe(0o700);
    const names = await fs.readdir(dir);
    expect(names).toEqual(['01900000-0000-7000-8000-000000000001.pdf']);
    expect((await fs.stat(path.join(dir, names[0]!))).mode & 0o777).toBe(0o600);
  });
});
