import { afterAll, beforeAll, expect, test } from 'vitest';
import { MINIMAL_PDF, MULTIPART_CONTENT_TYPE, multipartBody } from '../../../test/fixtures/files.ts';
import { startTestBucket, type TestBucket } from '../../../test/fixtures/s3.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';

/**
 * Private files in an S3-compatible bucket (decision 041), a real one on 127.0.0.1: only the app's
 * authorization hands out an address of the file, a signed one that works for 60 seconds.
 */

let bucket: TestBucket;
let t: TestApp;
let owner: Session;
let stranger: Session;
beforeAll(async () => {
  bucket = await startTestBucket();
  t = await createTestApp(bucket.env);
  owner = await registerAndLogin(t.app);
  stranger = await registerAndLogin(t.app, { isSeller: true });
});
afterAll(async () => {
  await t.close();
  await bucket.stop();
});

async function uploadPdf(name: string): Promise<{ _id: string }> {
  const response = await owner.request({
    method: 'POST',
    url: '/api/files',
    payload: multipartBody([{ field: 'file', filename: name, type: 'application/pdf', data: MINIMAL_PDF }]),
    headers: { 'content-type': MULTIPART_CONTENT_TYPE },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

test(
  'the owner of a private file is sent to a signed address of ' +
    'it in the bucket, which downloads it under its name and type',
  async () => {
    const file = await uploadPdf('Final thesis.pdf');
    const response = await owner.request({ method: 'GET', url: `/api/files/${file._id}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const location = String(response.headers.location);
    expect(location.startsWith(`${bucket.settings.endpoint}/${bucket.settings.bucket}/files/${file._id}.pdf?`)).toBe(
      true,
    );
    const url = new URL(location);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');

    const download = await fetch(location);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Final thesis.pdf"');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(MINIMAL_PDF);
  },
);

test('a name that is not plain ASCII is asked for with its exact UTF-8 form as well', async () => {
  const file = await uploadPdf('Thèse « finale ».pdf');
  const response = await owner.request({ method: 'GET', url: `/api/files/${file._id}` });
  expect(response.statusCode).toBe(302);
  const url = new URL(String(response.headers.location));
  expect(url.searchParams.get('response-content-disposition')).toBe(
    `attachment; filename="Th_se _ finale _.pdf"; filename*=UTF-8''Th%C3%A8se%20%C2%AB%20finale%20%C2%BB.pdf`,
  );
  expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
});

test('a stranger, a visitor, an unknown and a malformed id get 404 and no address', async () => {
  const file = await uploadPdf('private.pdf');
  const answers = [
    await stranger.request({ method: 'GET', url: `/api/files/${file._id}` }),
    await t.app.inject({ method: 'GET', url: `/api/files/${file._id}` }),
    await owner.request({ method: 'GET', url: '/api/files/00000000-0000-4000-8000-000000000000' }),
    await owner.request({ method: 'GET', url: '/api/files/not-an-id' }),
  ];
  for (const answer of answers) {
    expect(answer.statusCode).toBe(404);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.json()).toMatchObject({ code: 'FILE_NOT_FOUND' });
  }
});
