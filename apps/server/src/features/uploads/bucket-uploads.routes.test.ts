import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MULTIPART_CONTENT_TYPE, multipartBody, solidImage } from '../../../test/fixtures/files.ts';
import { startTestBucket, type TestBucket } from '../../../test/fixtures/s3.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Pictures in an S3-compatible bucket (decision 041), a real one on 127.0.0.1: the app streams them
 * from the bucket under their /uploads address with the year-long immutable caching they had on
 * disk, so a CDN in front of the app keeps them and the bucket stays private.
 */

let bucket: TestBucket;
let t: TestApp;
beforeAll(async () => {
  bucket = await startTestBucket();
  t = await createTestApp(bucket.env);
});
afterAll(async () => {
  await t.close();
  await bucket.stop();
});

async function uploadPicture(): Promise<string> {
  const png = await solidImage(640, 400).png().toBuffer();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: multipartBody([{ field: 'file', filename: 'cover.png', type: 'image/png', data: png }]),
    headers: { 'content-type': MULTIPART_CONTENT_TYPE },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { url: string }).url;
}

const bucketObjects = (prefix: string) =>
  fs.readdir(path.join(bucket.directory, bucket.settings.bucket, prefix)).catch(() => [] as string[]);

test('an uploaded picture is kept in the bucket, not on disk, and served from it, immutable for a year', async () => {
  const url = await uploadPicture();
  const name = url.slice('/uploads/'.length);
  expect((await bucketObjects('uploads')).some((object) => object.startsWith(name))).toBe(true);
  expect(await fs.readdir(t.config.uploadsDir).catch(() => [])).toEqual([]);

  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers['content-type']).toBe('image/webp');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
});

test('a width variant is made once from the bucket, kept beside its picture, served with the same cache', async () => {
  const url = await uploadPicture();
  const name = url.slice('/uploads/'.length);
  const id = name.slice(0, name.indexOf('.'));
  const first = await t.app.inject({ method: 'GET', url: `/uploads/w320/${name}` });
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await bucketObjects('uploads')).some((object) => object.startsWith(`${id}.w320`))).toBe(true);
  const again = await t.app.inject({ method: 'GET', url: `/uploads/w320/${name}` });
  expect(again.rawPayload).toEqual(first.rawPayload);
});

test('a picture that is not in the bucket is a 404 problem, not an error', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/uploads/00000000-0000-4000-8000-000000000000.webp' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: 'FILE_NOT_FOUND' });
});
