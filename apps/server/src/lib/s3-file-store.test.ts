import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestBucket, type TestBucket } from '../../test/fixtures/s3.ts';
import { localFileStore, readAll, type FileStore } from './file-store.ts';
import { s3FileStore, type S3FileStore } from './s3-file-store.ts';

/** The FileStore contract on both stores, the bucket being a real S3-compatible server on 127.0.0.1 (decision 041). */

let bucket: TestBucket;
let folder: string;
beforeAll(async () => {
  bucket = await startTestBucket();
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-store-'));
});
afterAll(async () => {
  await bucket.stop();
  await fs.rm(folder, { recursive: true, force: true });
});

const key = (ext = 'pdf') => `${randomUUID()}.${ext}`;
/** Milliseconds from now until a signed address made with this lifetime has surely expired. */
function msUntilExpired(url: string, ttlSeconds: number): number {
  const stamp = new URL(url).searchParams.get('X-Amz-Date')!; // 20261128T084512Z
  const signedAt = Date.parse(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  expect(Number.isNaN(signedAt)).toBe(false);
  return Math.max(0, signedAt + ttlSeconds * 1_000 + 1_100 - Date.now());
}

const UNSAFE_KEYS = ['../escape.pdf', 'a/b.pdf', 'name.pdf', `${randomUUID()}.pdf/../x`, ''];

const stores: [string, () => FileStore][] = [
  ['local disk', () => localFileStore(folder)],
  ['S3 bucket', () => s3FileStore(bucket.settings, 'files/')],
];

describe.each(stores)('the FileStore contract on %s', (_name, storeOf) => {
  test('a file put is read back with its size, then gone once deleted; deleting it again is fine', async () => {
    const store = storeOf();
    const name = key();
    const bytes = Buffer.from(`%PDF-1.7 a thesis ${name}`);
    await store.put(name, bytes);
    const stored = await store.get(name);
    expect(stored?.size).toBe(bytes.length);
    expect(await readAll(stored!.stream)).toEqual(bytes);
    await store.delete(name);
    expect(await store.get(name)).toBeNull();
    await expect(store.delete(name)).resolves.toBeUndefined();
  });

  test('a picture width variant key (uuid.w320) is a key like any other', async () => {
    const store = storeOf();
    const name = `${randomUUID()}.w320`;
    await store.put(name, Buffer.from('webp bytes'));
    expect((await store.get(name))?.size).toBe(10);
    await store.delete(name);
  });

  test('a file put twice keeps the second bytes', async () => {
    const store = storeOf();
    const name = key('txt');
    await store.put(name, Buffer.from('first'));
    await store.put(name, Buffer.from('second, longer'));
    expect((await readAll((await store.get(name))!.stream)).toString()).toBe('second, longer');
  });

  test('a missing key reads as null', async () => {
    expect(await storeOf().get(key())).toBeNull();
  });

  test('an unsafe key is refused on put and delete and reads as null', async () => {
    const store = storeOf();
    for (const unsafe of UNSAFE_KEYS) {
      await expect(store.put(unsafe, Buffer.from('x')), unsafe).rejects.toThrow(/unsafe file key/);
      await expect(store.delete(unsafe), unsafe).rejects.toThrow(/unsafe file key/);
      expect(await store.get(unsafe), unsafe).toBeNull();
    }
  });
});

describe('the S3 store', () => {
  let store: S3FileStore;
  beforeAll(() => {
    store = s3FileStore(bucket.settings, 'files/');
  });

  test('keeps each store under its own prefix of the bucket: a key of one is not found in the other', async () => {
    const name = key();
    await store.put(name, Buffer.from('private bytes'));
    const uploads = s3FileStore(bucket.settings, 'uploads/');
    expect(await uploads.get(name)).toBeNull();
    const objects = await fs.readdir(path.join(bucket.directory, bucket.settings.bucket, 'files'));
    expect(objects.some((object) => object.startsWith(name))).toBe(true);
  });

  test('sizeOf answers the stored size, or null for a missing key', async () => {
    const name = key();
    await store.put(name, Buffer.alloc(12_345, 7));
    expect(await store.sizeOf(name)).toBe(12_345);
    expect(await store.sizeOf(key())).toBeNull();
  });

  test('a signed address downloads the file with the given type and disposition, and stops once expired', async () => {
    const name = key('txt');
    await store.put(name, Buffer.from('chapter one'));
    // The signature's time (X-Amz-Date) has whole seconds, so a 1 s address could expire a few
    // milliseconds after it was made: 5 s leaves a busy machine time to fetch it while fresh.
    const ttlSeconds = 5;
    const url = await store.signedUrl(name, {
      ttlSeconds,
      contentType: 'text/plain; charset=utf-8',
      contentDisposition: 'attachment; filename="notes.txt"',
    });
    expect(url.startsWith(`${bucket.settings.endpoint}/`)).toBe(true);
    const fresh = await fetch(url);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(fresh.headers.get('content-disposition')).toBe('attachment; filename="notes.txt"');
    expect(await fresh.text()).toBe('chapter one');

    // The address is the same one; tampering with it (another key) breaks its signature.
    const other = key('txt');
    await store.put(other, Buffer.from('someone else'));
    expect((await fetch(url.replace(name, other))).status).toBe(403);

    await new Promise((resolve) => setTimeout(resolve, msUntilExpired(url, ttlSeconds)));
    const expired = await fetch(url);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });

  test('a server that does not answer is an error, not a missing file', async () => {
    const unreachable = s3FileStore({ ...bucket.settings, endpoint: 'http://127.0.0.1:9' }, 'files/');
    await expect(unreachable.get(key())).rejects.toThrow();
  });
});
